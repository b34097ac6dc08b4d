/**
 * Line-level rewrites applied to Markdown/MDX source before parsing, for Docusaurus-compatible
 * syntax that the MDX parser would otherwise reject or read differently. Fenced code is left alone.
 * Every rewrite keeps the line count, so error positions still match the file.
 *
 * - truncate markers (`<!-- truncate -->`, `{/* truncate *\/}`) are taken out wherever they are;
 * - `## Title {#custom-id}` (mdx1Compat.headingIds): in MDX, `{...}` is an expression; escape it so the heading-id plugin sees text;
 * - `:::tip Some title` (mdx1Compat.admonitions): the legacy title form becomes the directive label `:::tip[Some title]`.
 *
 * Both rewrites run in time linear in the line: a bounded prefix match, then a scan (regular
 * expressions with an open-ended lazy part before `$` backtracked quadratically on long lines).
 */
import { findHeadingIdSuffix } from './heading-id-suffix.ts';
import { TRUNCATE_MARKER } from './truncate-marker.ts';

export interface PreprocessOptions {
  format: 'md' | 'mdx';
  headingIds: boolean;
  admonitionTitles: boolean;
}

const TRUNCATE_MARKERS = new RegExp(TRUNCATE_MARKER.source, 'g');

export function preprocessMarkdownSource(source: string, options: PreprocessOptions): string {
  let fence: string | null = null;
  return source
    .split('\n')
    .map((line) => {
      const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
      if (fenceMatch) {
        if (fence === null) fence = fenceMatch[1];
        else if (fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length && /^\s*[`~]+\s*$/.test(line)) fence = null;
        return line;
      }
      if (fence !== null) return line;
      let out = line.replace(TRUNCATE_MARKERS, '');
      if (options.format === 'mdx' && options.headingIds) out = escapeHeadingId(out);
      if (options.admonitionTitles) out = admonitionTitleAsLabel(out);
      return out;
    })
    .join('\n');
}

/** Characters `.` does not match: a rewrite's text may not span them. */
const LINE_TERMINATOR = /[\r\u2028\u2029]/;

/** `## Title {#id}` -> `## Title \{#id\}`. */
function escapeHeadingId(line: string): string {
  const head = /^\s{0,3}#{1,6}\s/.exec(line);
  if (!head) return line;
  const suffix = findHeadingIdSuffix(line, head[0].length);
  if (!suffix || LINE_TERMINATOR.test(line.slice(head[0].length, suffix.open))) return line;
  return `${line.slice(0, suffix.open)}\\{#${suffix.id}\\}${line.slice(suffix.end)}`;
}

/** `:::tip Some title` -> `:::tip[Some title]` (brackets in the title escaped); trailing whitespace dropped. */
function admonitionTitleAsLabel(line: string): string {
  const open = /^(\s*:{3,}[a-zA-Z]+)[ \t]+(?=[^[{\s])/.exec(line);
  if (!open) return line;
  const title = line.slice(open[0].length).trimEnd();
  if (LINE_TERMINATOR.test(title)) return line;
  return `${open[1]}[${title.replace(/([[\]])/g, '\\$1')}]`;
}
