/**
 * A snippet of the reference (TypeParts: text with links) as the page shows it, made at build
 * time: laid out by code-format.ts, highlighted by the site's code-block highlighter (Prism, same
 * token classes, so both colour modes apply), with its links put back where their names are.
 * The browser gets finished markup and no highlighter.
 */
import { ensurePrismLanguage } from '../../src/core/markdown-tools.ts';
import { escapeHtmlText } from '../../src/shared/escape-html.ts';
import { highlightLines } from '../../src/shared/highlight-code.ts';
import type { HighlightedCode, TypeParts } from './api-model.ts';
import { formatSnippets, type SnippetForm } from './code-format.ts';

interface Link {
  start: number;
  end: number;
  href: string;
}

const isIdentifierChar = (char: string | undefined) => char !== undefined && /[\w$]/.test(char);

/** Where `word` occurs as a whole word in `text` (not inside a longer name), in order. */
function wordOffsets(text: string, word: string): number[] {
  const offsets: number[] = [];
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    if (!isIdentifierChar(text[at - 1]) && !isIdentifierChar(text[at + word.length])) offsets.push(at);
  }
  return offsets;
}

/**
 * The links of `parts` in `formatted` (the parts' text laid out anew): the formatter moves only
 * spaces, line breaks and punctuation, never names, so the n-th occurrence of a linked name is
 * the same name in both.
 */
function placeLinks(parts: TypeParts, formatted: string): Link[] {
  const original = parts.map((part) => (typeof part === 'string' ? part : part.text)).join('');
  const links: Link[] = [];
  let offset = 0;
  for (const part of parts) {
    if (typeof part !== 'string') {
      const nth = wordOffsets(original.slice(0, offset + part.text.length), part.text).length - 1;
      const at = wordOffsets(formatted, part.text)[nth];
      if (at !== undefined) links.push({ start: at, end: at + part.text.length, href: part.href });
    }
    offset += (typeof part === 'string' ? part : part.text).length;
  }
  return links;
}

/**
 * Token classes the site's theme leaves in the text's colour (theme.css: `.token.punctuation`,
 * `.token.operator` are `color: inherit`): written as plain text, which keeps the pages small.
 */
const UNCOLOURED = new Set(['token punctuation', 'token operator']);

/** A token's markup; its spaces (indentation, mostly) go outside its span, where colour makes no difference. */
function tokenHtml(className: string | undefined, text: string): string {
  if (!className || UNCOLOURED.has(className)) return escapeHtmlText(text);
  const [, lead, body, trail] = /^(\s*)([\s\S]*?)(\s*)$/.exec(text)!;
  if (!body) return escapeHtmlText(text);
  return `${lead}<span class="${escapeHtmlText(className)}">${escapeHtmlText(body)}</span>${trail}`;
}

/** Highlighted markup of `code`, cut into HTML strings and links (links in no particular token). */
function highlightWithLinks(code: string, links: readonly Link[]): HighlightedCode {
  const result: HighlightedCode = [];
  let html = '';
  let openLink: { href: string; html: string; end: number } | undefined;
  const emit = (className: string | undefined, text: string) => {
    const markup = tokenHtml(className, text);
    if (openLink) openLink.html += markup;
    else html += markup;
  };
  let offset = 0;
  const lines = highlightLines(code, 'typescript');
  lines.forEach((tokens, lineIndex) => {
    for (const token of tokens) {
      let at = 0;
      while (at < token.content.length) {
        const position = offset + at;
        if (openLink && position >= openLink.end) {
          result.push(html, { href: openLink.href, html: openLink.html });
          html = '';
          openLink = undefined;
        }
        const link = openLink ? undefined : links.find((candidate) => candidate.start >= position && candidate.start < offset + token.content.length);
        if (link && link.start === position) {
          openLink = { href: link.href, html: '', end: link.end };
          continue;
        }
        // Up to the next boundary: a link's start or end, or the token's end.
        const boundary = openLink ? openLink.end : (link?.start ?? Infinity);
        const take = Math.min(token.content.length - at, boundary - position);
        emit(token.className, token.content.slice(at, at + take));
        at += take;
      }
      offset += token.content.length;
    }
    if (lineIndex < lines.length - 1) {
      if (openLink) {
        result.push(html, { href: openLink.href, html: openLink.html });
        html = '';
        openLink = undefined;
      }
      html += '\n';
      offset += 1;
    }
  });
  if (openLink) result.push(html, { href: openLink.href, html: openLink.html });
  else if (html) result.push(html);
  return result.filter((part) => part !== '');
}

/**
 * Collects the snippets of a model as it is made and turns them, all at once, into highlighted
 * code: `add` hands back the (still empty) array the snippet's markup goes into, `finish` fills
 * every one of them (one formatter run for all).
 */
export class CodeHighlighter {
  private readonly pending: Array<{ parts: TypeParts; form: SnippetForm; target: HighlightedCode }> = [];

  add(parts: TypeParts, form: SnippetForm): HighlightedCode {
    const target: HighlightedCode = [];
    this.pending.push({ parts, form, target });
    return target;
  }

  /** Fills every snippet added; returns how many there were. */
  async finish(): Promise<number> {
    ensurePrismLanguage('typescript');
    const pending = this.pending.splice(0);
    const texts = pending.map(({ parts }) => parts.map((part) => (typeof part === 'string' ? part : part.text)).join(''));
    const formatted = await formatSnippets(pending.map(({ form }, i) => ({ code: texts[i], form })));
    pending.forEach(({ parts, target }, i) => {
      target.push(...highlightWithLinks(formatted[i], placeLinks(parts, formatted[i])));
    });
    return pending.length;
  }
}
