/**
 * Syntax highlighting as data: code -> lines of tokens (Prism, through prism-react-renderer).
 * The Markdown compiler uses it at build time, so pages ship highlighted markup and no
 * highlighter; the CodeBlock component uses it for code given to it directly.
 */
import { normalizeTokens, Prism } from 'prism-react-renderer';

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

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The markup inside a code block's `<code>`: a span per line (highlighted lines marked, numbers
 * when asked) holding the token spans. Pages carry it as one string rather than an element per
 * token, which keeps a page's script several times smaller than the elements would make it.
 */
export function highlightedCodeHtml(code: string, language: string, options: { highlightedLines: ReadonlySet<number>; showLineNumbers: boolean }): string {
  return highlightLines(code, language)
    .map((tokens, i) => {
      const lineClass = options.highlightedLines.has(i + 1) ? 'code-block__line code-block__line--highlighted' : 'code-block__line';
      const number = options.showLineNumbers ? `<span class="code-block__line-number" aria-hidden="true">${i + 1}</span>` : '';
      const body = tokens.map((token) => (token.className ? `<span class="${escapeHtml(token.className)}">${escapeHtml(token.content)}</span>` : escapeHtml(token.content))).join('');
      return `<span class="${lineClass}">${number}${body}\n</span>`;
    })
    .join('');
}
