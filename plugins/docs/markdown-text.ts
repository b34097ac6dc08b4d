/**
 * Plain-text facts read from a doc's Markdown body without compiling it: the title heading at
 * its top (`# Title`) and its first paragraph (the description when front matter has none).
 */

/** Lines that are not prose: imports/exports, JSX/HTML, admonition fences, tables, images, comments. */
const NOT_PROSE = /^(import\s|export\s|<|:::|\||!\[|\{\/\*|-{3,}$|\*{3,}$|={3,}$)/;
const CODE_FENCE = /^(`{3,}|~{3,})/;
const ADMONITION_FENCE = /^:::/;

/** "## Title {#id}" -> "Title"; inline Markdown (links, emphasis, code) reduced to text. */
export function markdownToPlainText(text: string): string {
  return text
    .replace(/\s*\{#[^}\s]+\}\s*$/, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/(^|\W)[*_](\S(?:.*?\S)?)[*_](?=\W|$)/g, '$1$2')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The `# Title` heading if it is the first thing in the body (after imports), else undefined. */
export function leadingTitleHeading(body: string): string | undefined {
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    if (line === '' || /^(import|export)\s/.test(line) || /^\{\/\*.*\*\/\}$/.test(line) || /^<!--.*-->$/.test(line)) continue;
    const heading = /^#\s+(.+?)\s*#*$/.exec(line);
    return heading ? markdownToPlainText(heading[1]) : undefined;
  }
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
