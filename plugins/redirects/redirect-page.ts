/**
 * The static page left at a redirect's old path: it sends the reader on at once (a script that
 * keeps the query and hash, a meta refresh without script) and shows a link if neither runs.
 */
import { escapeHtmlText } from '../../src/core/index.ts';

/** @param to where to go: a path with the base URL, or an absolute URL */
export function redirectPageHtml(to: string, canonicalUrl: string): string {
  const target = escapeHtmlText(to);
  // The target's own query/hash win; otherwise the reader's are kept. JSON.stringify + "<" escaping keeps it safe in a script.
  const script = `(function(){var t=${JSON.stringify(to).replace(/</g, '\\u003c')};var u=new URL(t,location.href);if(!u.search)u.search=location.search;if(!u.hash)u.hash=location.hash;location.replace(u.href);})();`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Redirecting…</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtmlText(canonicalUrl)}">
<meta http-equiv="refresh" content="0; url=${target}">
<script>${script}</script>
</head>
<body>
<p>This page has moved to <a href="${target}">${target}</a>.</p>
</body>
</html>
`;
}
