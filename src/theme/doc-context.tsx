/**
 * The doc page being rendered, for the parts of the page below DocItem (its layout, a site's
 * swizzled wrappers): Docusaurus's `useDoc()` reads it. Set by DocPage.
 */
import { createContext, useContext, type ComponentType } from 'react';
import type { DocPageMetadata } from '@generator/plugins/docs/contract';
import type { TocHeading, TocTreeItem } from './toc-items';

export interface DocContextValue {
  metadata: DocPageMetadata;
  frontMatter: Record<string, unknown>;
  /** The page's headings, as its Markdown exports them. */
  toc: TocHeading[];
  /** The headings the table of contents shows (levels chosen by config and front matter). */
  tocItems: TocTreeItem[];
  /** The compiled Markdown, for parts that render it. */
  Content: ComponentType;
}

export const DocContext = createContext<DocContextValue | null>(null);

/** The current doc; an error outside a doc page, as in Docusaurus. */
export function useDocContext(): DocContextValue {
  const doc = useContext(DocContext);
  if (!doc) throw new Error('useDoc() is called outside a doc page.');
  return doc;
}
