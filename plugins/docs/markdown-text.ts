/**
 * Plain-text facts read from a doc's Markdown body without compiling it: the title heading at
 * its top (`# Title`) and its first paragraph (the description when front matter has none).
 * Everything here runs in time linear in the body (scans, or regular expressions anchored at
 * the start of a line that cannot backtrack over it).
 */
import {
  findHeadingIdSuffix,
  removeHtmlTags,
  removeSingleEmphasis,
  replaceMarkdownImages,
  replaceMarkdownLinks,
  replaceMarkdownReferenceLinks,
} from '../../src/core/index.ts';

/** Lines that are not prose: imports/exports, JSX/HTML, admonition fences, tables, images, comments. */
const NOT_PROSE = /^(import\s|export\s|<|:::|\||!\[|\{\/\*|-{3,}$|\*{3,}$|={3,}$)/;
const CODE_FENCE = /^(`{3,}|~{3,})/;
const ADMONITION_FENCE = /^:::/;

/** "## Title {#id}" -> "Title"; inline Markdown (links, emphasis, code) reduced to text. */
export function markdownToPlainText(text: string): string {
  const headingId = findHeadingIdSuffix(text);
  const withoutId = headingId ? text.slice(0, headingId.start) : text;
  const withoutLinks = replaceMarkdownReferenceLinks(replaceMarkdownLinks(replaceMarkdownImages(withoutId, true)));
  const withoutMarks = removeSingleEmphasis(withoutLinks.replace(/`([^`]*)`/g, '$1').replace(/(\*\*|__)(.*?)\1/g, '$2'));
  return removeHtmlTags(withoutMarks).replace(/\s+/g, ' ').trim();
}

/** The `# Title` heading if it is the first thing in the body (after imports), else undefined. */
export function leadingTitleHeading(body: string): string | undefined {
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    if (line === '' || /^(import|export)\s/.test(line) || /^\{\/\*.*\*\/\}$/.test(line) || /^<!--.*-->$/.test(line)) continue;
    const heading = titleHeadingText(line);
    return heading === undefined ? undefined : markdownToPlainText(heading);
  }
  return undefined;
}

const WHITESPACE = /\s/;
/** What `.` does not match. */
const LINE_TERMINATOR = /[\n\r\u2028\u2029]/;

/**
 * The text of a `# Title ##` line: what `/^#\s+(.+?)\s*#*$/` captures, found by a scan (the
 * expression tried the rest of the line from every space of a long run of spaces).
 */
function titleHeadingText(line: string): string | undefined {
  if (line[0] !== '#' || !WHITESPACE.test(line[1] ?? '')) return undefined;
  let textStart = 2;
  while (textStart < line.length && WHITESPACE.test(line[textStart])) textStart++;
  // The closing sequence: whitespace, then `#`s, to the end of the line.
  let hashes = line.length;
  while (hashes > 0 && line[hashes - 1] === '#') hashes--;
  let closing = hashes;
  while (closing > 0 && WHITESPACE.test(line[closing - 1])) closing--;
  if (textStart < line.length) {
    const text = line.slice(textStart, Math.max(textStart + 1, closing));
    return LINE_TERMINATOR.test(text) ? undefined : text;
  }
  // `#` and whitespace only: the lazy text is one whitespace character, the last that is not a line break.
  for (let last = line.length - 1; last >= 2; last--) if (!LINE_TERMINATOR.test(line[last])) return line[last];
  return undefined;
}

/** The first paragraph of prose (outside code blocks and admonitions), as one line of plain text. */
export function firstParagraph(body: string): string | undefined {
  let inCode = false;
  let admonitionDepth = 0;
  const paragraph: string[] = [];
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    if (CODE_FENCE.test(line)) {
      inCode = !inCode;
      if (paragraph.length) break;
      continue;
    }
    if (inCode) continue;
    if (ADMONITION_FENCE.test(line)) {
      admonitionDepth = Math.max(0, admonitionDepth + (line === ':::' ? -1 : 1));
      if (paragraph.length) break;
      continue;
    }
    if (admonitionDepth > 0) continue;
    if (line === '' || line.startsWith('#') || NOT_PROSE.test(line)) {
      if (paragraph.length) break;
      continue;
    }
    paragraph.push(line.replace(/^([-*+]|\d+\.|>)\s+/, ''));
  }
  const text = markdownToPlainText(paragraph.join(' '));
  return text || undefined;
}
