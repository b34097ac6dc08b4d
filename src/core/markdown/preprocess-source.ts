/**
 * Line-level rewrites applied to Markdown/MDX source before parsing, for Docusaurus-compatible
 * syntax that the MDX parser would otherwise reject or read differently. Fenced code is left alone.
 * Every rewrite keeps the line count, so error positions still match the file.
 *
 * - truncate markers (`<!-- truncate -->`, `{/* truncate *\/}`) are taken out wherever they are;
 * - `## Title {#custom-id}` (mdx1Compat.headingIds): in MDX, `{...}` is an expression; escape it so the heading-id plugin sees text;
 * - `:::tip Some title` (mdx1Compat.admonitions): the legacy title form becomes the directive label `:::tip[Some title]`.
 */
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
      if (options.format === 'mdx' && options.headingIds) out = out.replace(/^(\s{0,3}#{1,6}\s.*?)\{#([^}\s]+)\}(\s*)$/, '$1\\{#$2\\}$3');
      if (options.admonitionTitles)
        out = out.replace(/^(\s*:{3,}[a-zA-Z]+)[ \t]+([^[{\s].*?)\s*$/, (_, open: string, title: string) => `${open}[${title.replace(/([[\]])/g, '\\$1')}]`);
      return out;
    })
    .join('\n');
}
