/**
 * A code block for code given directly (`<CodeBlock language="ts">{code}</CodeBlock>`), highlighted
 * with the same function the Markdown compiler uses at build time, in the same frame.
 */
import { parseCodeBlockMeta } from '../shared/code-block-meta';
import { highlightLines } from '../shared/highlight-code';
import CodeBlockFrame from './CodeBlockFrame';

export interface CodeBlockProps {
  children: string;
  /** e.g. "ts", or a className "language-ts". */
  language?: string;
  className?: string;
  /** Fence meta: `title="a.ts" {1,3-5} showLineNumbers`. */
  metastring?: string;
  title?: string;
}

export default function CodeBlock({ children, language, className, metastring, title }: CodeBlockProps) {
  const lang = language ?? /language-([\w-]+)/.exec(className ?? '')?.[1] ?? 'text';
  const meta = parseCodeBlockMeta(metastring);
  const lines = highlightLines(children.replace(/\n$/, ''), lang);
  return (
    <CodeBlockFrame language={lang} title={title ?? meta.title}>
      <pre className="code-block__pre" tabIndex={0}>
        <code>
          {lines.map((tokens, i) => (
            <span key={i} className={meta.highlightedLines.has(i + 1) ? 'code-block__line code-block__line--highlighted' : 'code-block__line'}>
              {meta.showLineNumbers && (
                <span className="code-block__line-number" aria-hidden="true">
                  {i + 1}
                </span>
              )}
              {tokens.map((token, key) => (token.className ? <span key={key} className={token.className}>{token.content}</span> : token.content))}
              {'\n'}
            </span>
          ))}
        </code>
      </pre>
    </CodeBlockFrame>
  );
}
