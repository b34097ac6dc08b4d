/**
 * Syntax highlighting as data: code -> lines of tokens (Prism, through prism-react-renderer).
 * The Markdown compiler uses it at build time, so pages ship highlighted markup and no
 * highlighter; the CodeBlock component uses it for code given to it directly.
 * Public: plugins may import it (biome.jsonc lists the modules of src/shared a plugin may import).
 */
import { normalizeTokens, Prism } from 'prism-react-renderer';
import { parseCodeBlockMeta } from './code-block-meta';
import { applyMagicComments, DEFAULT_MAGIC_COMMENTS, HIGHLIGHTED_LINE_CLASS, type MagicComment } from './magic-comments';
import { escapeHtmlText } from './escape-html.ts';

export interface HighlightedToken {
  /** Prism token classes ("token keyword"), or none for plain text. */
  className?: string;
  content: string;
}

export function highlightLines(code: string, language: string): HighlightedToken[][] {
  const grammar = Prism.languages[language];
  const lines = normalizeTokens(grammar ? Prism.tokenize(code, grammar) : [code]);
  return lines.map((line) => {
    const merged: Array<{ types: string[]; content: string }> = [];
    for (const token of line) {
      // An empty line is one empty token; neighbouring tokens of one kind become one.
      if (token.empty || token.content === '') continue;
      const last = merged.at(-1);
      if (last && last.types.join(' ') === token.types.join(' ')) last.content += token.content;
      else merged.push({ types: token.types, content: token.content });
    }
    return merged.map(({ types, content }) => (types.length === 1 && types[0] === 'plain' ? { content } : { className: `token ${types.join(' ')}`, content }));
  });
}

export interface CodeLinesOptions {
  /** 1-based line -> extra classes (magic comments, `{1,3-5}` ranges). */
  lineClassNames: ReadonlyMap<number, readonly string[]>;
  showLineNumbers: boolean;
  /** The first line's number (`showLineNumbers=10`); default 1. */
  lineNumbersStart?: number;
}

/** A line's classes: ours, with the modifier our stylesheet knows for highlighting, and the magic comments' own. */
function lineClass(extra: readonly string[] | undefined): string {
  if (!extra?.length) return 'code-block__line';
  return ['code-block__line', ...(extra.includes(HIGHLIGHTED_LINE_CLASS) ? ['code-block__line--highlighted'] : []), ...extra].join(' ');
}

/**
 * The markup inside a code block's `<code>`: a span per line (marked lines with their classes,
 * numbers when asked) holding the token spans. Pages carry it as one string rather than an element
 * per token, which keeps a page's script several times smaller than the elements would make it.
 */
export function highlightedCodeHtml(code: string, language: string, options: CodeLinesOptions): string {
  const start = options.lineNumbersStart ?? 1;
  return highlightLines(code, language)
    .map((tokens, i) => {
      const number = options.showLineNumbers ? `<span class="code-block__line-number" aria-hidden="true">${start + i}</span>` : '';
      const body = tokens
        .map((token) =>
          token.className ? `<span class="${escapeHtmlText(token.className)}">${escapeHtmlText(token.content)}</span>` : escapeHtmlText(token.content),
        )
        .join('');
      return `<span class="${escapeHtmlText(lineClass(options.lineClassNames.get(i + 1)))}">${number}${body}\n</span>`;
    })
    .join('');
}

/** A code block as the theme's frame takes it: its title and highlighted markup, from its code, language and fence meta. */
export function codeBlockMarkup(
  code: string,
  language: string,
  metastring: string | undefined,
  magicComments: readonly MagicComment[] = DEFAULT_MAGIC_COMMENTS,
): { title?: string; codeHtml: string } {
  const meta = parseCodeBlockMeta(metastring);
  const lines = applyMagicComments(code.replace(/\n$/, ''), language, magicComments, meta.highlightedRanges);
  return {
    title: meta.title,
    codeHtml: highlightedCodeHtml(lines.code, language, {
      lineClassNames: lines.lineClassNames,
      showLineNumbers: meta.showLineNumbers,
      lineNumbersStart: meta.lineNumbersStart,
    }),
  };
}
