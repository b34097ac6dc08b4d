/**
 * A code block for code given directly (`<CodeBlock language="ts">{code}</CodeBlock>`), highlighted
 * with the same function the Markdown compiler uses at build time (meta, magic comments), in the same frame.
 * A language of `themeConfig.prism.additionalLanguages` that the bundled Prism lacks loads in the
 * browser when a block first needs it; the block shows plain code until then.
 */
import { useEffect, useState } from 'react';
import { Prism } from 'prism-react-renderer';
import prismLanguages from '@generated/prism-languages.js';
import { codeBlockMarkup } from '../shared/highlight-code';
import CodeBlockFrame from '@theme/CodeBlockFrame';

export interface CodeBlockProps {
  children: string | Array<string | number>;
  /** e.g. "ts", or a className "language-ts". */
  language?: string;
  className?: string;
  /** Fence meta: `title="a.ts" {1,3-5} showLineNumbers`. */
  metastring?: string;
  title?: string;
  /** Number the lines (also `showLineNumbers` in the metastring). */
  showLineNumbers?: boolean;
}

/** The code of `children`: a string, or strings and numbers (as JSX text gives them). */
function codeOf(children: unknown): string {
  if (typeof children === 'string' || typeof children === 'number') return String(children);
  if (Array.isArray(children)) return children.map(codeOf).join('');
  return '';
}

export default function CodeBlock({ children, language, className, metastring, title, showLineNumbers }: CodeBlockProps) {
  const lang = language ?? /language-([\w-]+)/.exec(className ?? '')?.[1] ?? 'text';
  const [, setLoadedLanguage] = useState<string>();
  useEffect(() => {
    const load = prismLanguages[lang];
    if (!load || Prism.languages[lang]) return;
    load().then(
      () => setLoadedLanguage(lang),
      (error: unknown) => console.error(`The Prism grammar for "${lang}" could not be loaded:`, error),
    );
  }, [lang]);
  // The `showLineNumbers` prop says what the metastring's word says.
  const meta = showLineNumbers && !/\bshowLineNumbers\b/.test(metastring ?? '') ? `${metastring ?? ''} showLineNumbers` : metastring;
  const markup = codeBlockMarkup(codeOf(children), lang, meta);
  return <CodeBlockFrame language={lang} title={title ?? markup.title} codeHtml={markup.codeHtml} />;
}
