/**
 * A code block for code given directly (`<CodeBlock language="ts">{code}</CodeBlock>`), highlighted
 * with the same function the Markdown compiler uses at build time, in the same frame.
 */
import { parseCodeBlockMeta } from '../shared/code-block-meta';
import { highlightedCodeHtml } from '../shared/highlight-code';
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
  return <CodeBlockFrame language={lang} title={title ?? meta.title} codeHtml={highlightedCodeHtml(children.replace(/\n$/, ''), lang, meta)} />;
}
