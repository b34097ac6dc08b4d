/** Provides the theme's components to Markdown content (links, code blocks, admonitions, headings). */
import type { ReactNode } from 'react';
import { MDXProvider } from '@mdx-js/react';
import MDXComponents from '@theme/MDXComponents';

export default function MDXContent({ children }: { children: ReactNode }) {
  return <MDXProvider components={MDXComponents}>{children}</MDXProvider>;
}
