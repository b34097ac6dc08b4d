/**
 * Highlighting for search results. What a hit shows is stored HTML-escaped (see
 * shared/escape-html.ts); these take that stored form, mark the matched terms in its text and
 * escape the rest, so page text or a query can never inject markup (DocSearch renders these as HTML).
 */
import { escapeHtml, unescapeHtml } from '../../shared/escape-html';
import { escapeRegExp } from '../../shared/escape-reg-exp';

function termPattern(terms: string[]): RegExp | null {
  const words = [...new Set(terms.filter((t) => t.length > 1).map((t) => t.toLowerCase()))].sort((a, b) => b.length - a.length);
  if (words.length === 0) return null;
  return new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'gi');
}

/** Plain text as HTML, with every term (case-insensitive, prefix) wrapped in <mark>. */
function markTerms(text: string, terms: string[]): string {
  const pattern = termPattern(terms);
  if (!pattern) return escapeHtml(text);
  // Splitting on a capturing pattern alternates text and matches.
  return text
    .split(pattern)
    .map((part, index) => (index % 2 === 1 ? `<mark>${escapeHtml(part)}</mark>` : escapeHtml(part)))
    .join('');
}

/** Stored (escaped) text with every term wrapped in <mark>. */
export function highlight(html: string, terms: string[]): string {
  return markTerms(unescapeHtml(html), terms);
}

/** A window of the stored (escaped) text around the first match, highlighted. */
export function snippet(html: string, terms: string[], length = 160): string {
  const text = unescapeHtml(html);
  const lower = text.toLowerCase();
  const first = Math.min(...terms.map((t) => lower.indexOf(t.toLowerCase())).filter((i) => i >= 0));
  const start = Number.isFinite(first) ? Math.max(0, first - 40) : 0;
  const window = text.slice(start, start + length);
  return `${start > 0 ? '…' : ''}${markTerms(window, terms)}${start + length < text.length ? '…' : ''}`;
}
