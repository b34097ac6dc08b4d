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
