/**
 * A code block for code given directly (`<CodeBlock language="ts">{code}</CodeBlock>`), highlighted
 * with the same function the Markdown compiler uses at build time (meta, magic comments), in the same frame.
 */
import { codeBlockMarkup } from '../shared/highlight-code';
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
  const markup = codeBlockMarkup(children, lang, metastring);
  return <CodeBlockFrame language={lang} title={title ?? markup.title} codeHtml={markup.codeHtml} />;
}
