/**
 * A doc page's content area (Docusaurus's `@theme/DocItem/Layout`): version banner, breadcrumbs,
 * version badge, the title when the Markdown has none, the content (`children`), its tags, footer, previous/next
 * links, and the table of contents beside it (above it on mobile). The doc comes from `useDoc()`,
 * so a site's wrapper of this component sees the page's metadata as in Docusaurus. Beside the
 * theme's own classes, Docusaurus's: `theme-doc-markdown markdown`, and the stable prefixes of its
 * CSS-module names (`docItemCol_`, `docItemContainer_`) that `[class*='docItemContainer']` finds.
 */
import type { ReactNode } from 'react';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocFooter from '@theme/DocFooter';
import DocPaginator from '@theme/DocPaginator';
import DocVersionBanner from '@theme/DocVersionBanner';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocTagLinks from './DocTagLinks';
import TableOfContents from '@theme/TableOfContents';
import TableOfContentsMobile from '@theme/TableOfContentsMobile';
import { useDocContext } from './doc-context';
import { docMarkdownClassName } from '@generator/client/docusaurus/theme-class-names';

export default function DocItemLayout({ children }: { children: ReactNode }) {
  const { metadata, toc, tocItems } = useDocContext();
  // Any heading gives the page its table of contents, even one of a level it does not list, as in Docusaurus.
  const showToc = !metadata.hideTableOfContents && toc.length > 0;
  return (
    <div className="doc-page">
      <article className="doc-page__article docItemCol_ docItemContainer_">
        <DocVersionBanner version={metadata.version} pluginId={metadata.pluginId} alternates={metadata.alternates} />
        <DocBreadcrumbs items={metadata.breadcrumbs} />
        <DocVersionBadge version={metadata.version} pluginId={metadata.pluginId} />
        {showToc && <TableOfContentsMobile items={tocItems} />}
        <div className={`${docMarkdownClassName} markdown doc-page__content`}>
          {metadata.renderTitle && (
            <header>
              <h1>{metadata.title}</h1>
            </header>
          )}
          {children}
        </div>
        {metadata.tags && <DocTagLinks tags={metadata.tags} />}
        <DocFooter editUrl={metadata.editUrl} lastUpdatedAt={metadata.lastUpdatedAt} lastUpdatedBy={metadata.lastUpdatedBy} />
        <DocPaginator previous={metadata.previous} next={metadata.next} />
      </article>
      {showToc && (
        <div className="doc-page__toc">
          <TableOfContents items={tocItems} />
        </div>
      )}
    </div>
  );
}
