/**
 * A table of contents inside the content (Docusaurus's `@theme/TOCInline`): `toc` is the page's
 * `toc` export (every MDX page has one), limited to `minHeadingLevel`..`maxHeadingLevel` (by
 * default the site's table-of-contents levels). Its links are plain content links, as in Docusaurus.
 */
import { useMemo } from 'react';
import { useSiteData } from '@generator/client/site-context';
import TableOfContentsList from './TableOfContentsList';
import type { ThemeConfig } from './theme-config';
import { tocTree, type TocHeading } from './toc-items';

export interface TOCInlineProps {
  toc: readonly TocHeading[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}

export default function TOCInline({ toc, minHeadingLevel, maxHeadingLevel }: TOCInlineProps) {
  const levels = (useSiteData().themeConfig as Partial<ThemeConfig>).tableOfContents;
  const min = minHeadingLevel ?? levels?.minHeadingLevel ?? 2;
  const max = maxHeadingLevel ?? levels?.maxHeadingLevel ?? 3;
  const items = useMemo(() => tocTree([...toc], min, max), [toc, min, max]);
  return (
    <nav className="toc-inline" aria-label="On this page">
      <TableOfContentsList items={items} linkClassName={null} />
    </nav>
  );
}
