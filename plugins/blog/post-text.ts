/**
 * What a post's Markdown body says as plain text: its reading time, and its first paragraph
 * (the description when the front matter has none). Everything here runs in time linear in the
 * body (scans, or regular expressions that cannot backtrack).
 */
import { removeHtmlTags, replaceMarkdownImages, replaceMarkdownLinks, replaceMarkdownReferenceLinks } from '../../src/core/index.ts';

const IMPORT_EXPORT = /^(import|export)\s/;
const TRUNCATE = /^\s*(<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\})\s*$/;

/** Minutes to read at `wordsPerMinute`, rounded up, at least 1. */
export function readingTimeMinutes(body: string, wordsPerMinute: number): number {
  const prose = body
    .split('\n')
    .filter((line) => !IMPORT_EXPORT.test(line))
    .join('\n');
  const words = prose.match(/[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu)?.length ?? 0;
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}

/** Markdown inline syntax to text: links keep their text, emphasis and code marks go. */
function inlineMarkdownToText(text: string): string {
  return removeHtmlTags(replaceMarkdownReferenceLinks(replaceMarkdownLinks(replaceMarkdownImages(text, false))))
    .replace(/(\*\*|__|\*|_|~~|`)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first prose paragraph of a body (skipping imports, headings, code, JSX and admonition fences). */
export function firstParagraphText(body: string): string {
  const paragraph: string[] = [];
  let inFence = false;
  for (const line of body.split('\n')) {
    const trimmed = line.trim();
    if (/^(```|~~~)/.test(trimmed)) {
      inFence = !inFence;
      continue;
    }
    if (inFence) continue;
    const isProse = trimmed !== '' && !IMPORT_EXPORT.test(trimmed) && !TRUNCATE.test(trimmed) && !/^(#|<|:::|\||>|\{)/.test(trimmed);
    if (isProse) paragraph.push(trimmed);
    else if (paragraph.length > 0) break;
  }
  return inlineMarkdownToText(paragraph.join(' '));
}
