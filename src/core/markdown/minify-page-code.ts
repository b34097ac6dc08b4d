/**
 * A page's compiled code made small for its route payload, in production builds: whitespace
 * dropped and local names shortened (esbuild's minifier; its service is already running in the
 * Markdown worker, which compiled the site's config with it). The payload carries the code as it
 * is, unlike the bundle, which webpack minifies; on /docs/migration this is 146 -> 131 KB raw and
 * -530 B gzip, and about 6 % of every page's payload. Cached with the compile, so a warm build
 * pays nothing; the dev server keeps the code as printed, for readable errors.
 *
 * The code is a function body (it ends in a `return` and reads `arguments[0]`), which is not a
 * program: it is minified as the body of a function assigned to a variable, which the minifier
 * keeps and prints in a fixed form, and taken out again.
 */
import { transform } from 'esbuild';

const OPENING = 'var __page=function(){';
const CLOSING = '};\n';

export async function minifyFunctionBody(code: string): Promise<string> {
  // charset utf8: text stays as written (escaped, every non-ASCII letter would grow to six bytes).
  const { code: minified } = await transform(`${OPENING}${code}\n${CLOSING}`, { minify: true, loader: 'js', charset: 'utf8', logLevel: 'silent' });
  if (!minified.startsWith(OPENING) || !minified.endsWith(CLOSING))
    throw new Error(`the minifier printed a page's code in an unexpected form: ${minified.slice(0, 80)}…`);
  return minified.slice(OPENING.length, -CLOSING.length);
}
