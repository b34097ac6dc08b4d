/**
 * The page frame: skip link, navbar, the page, footer; sets the page's head values. As Docusaurus's
 * Layout, the page goes in a plain wrapper `<div>`, not a `<main>`: each page renders its own
 * `<main>` (a site's `src/pages` component often does), so a page has one main landmark.
 */
import type { ReactNode } from 'react';
import { translate } from '@generator/client/docusaurus/Translate';
import { Head } from '@generator/client/head';
import { useSiteData } from '@generator/client/site-context';
import Navbar from '@theme/Navbar';
import Footer from '@theme/Footer';
import AnnouncementBar from '@theme/AnnouncementBar';
import type { ThemeConfig } from './theme-config';
import { SKIP_LINK_TARGET_ID } from './skip-link-target';

export interface LayoutProps {
  children: ReactNode;
  title?: string;
  description?: string;
  image?: string;
  keywords?: string[];
  noIndex?: boolean;
  /** Extra class on the main wrapper (for page-specific styling). */
  className?: string;
  /** Docusaurus's name for `className`. */
  wrapperClassName?: string;
  /** Leave the footer out. */
  noFooter?: boolean;
  /** Makes the page searchable: its facet in the search index (e.g. "docs-default-current", "blog"). */
  searchTag?: string;
  /** The page marks its own skip-link target (SKIP_LINK_TARGET_ID), past a sidebar. */
  ownSkipTarget?: boolean;
}

/** The facets a search index (local or hosted DocSearch) reads from each page. */
function searchMeta(tag: string): Record<string, string> {
  return { 'docsearch:language': 'en', 'docsearch:docusaurus_tag': tag };
}

/** The page frame; its props are Docusaurus's `@theme/Layout` props (title, description, noFooter, wrapperClassName) plus the theme's own. */
export default function Layout({
  children,
  title,
  description,
  image,
  keywords,
  noIndex,
  className,
  wrapperClassName,
  noFooter,
  searchTag,
  ownSkipTarget,
}: LayoutProps) {
  const wrapperClass = ['main-wrapper', className, wrapperClassName].filter(Boolean).join(' ');
  const site = useSiteData();
  const separator = ` ${site.titleDelimiter} `;
  const fullTitle = title ? `${title}${separator}${site.title}` : site.tagline ? `${site.title}${separator}${site.tagline}` : site.title;
  // The page's own image, else the site's social card (themeConfig.image).
  const socialImage = image ?? (site.themeConfig as ThemeConfig).image;
  return (
    <>
      <Head
        title={fullTitle}
        description={description ?? site.tagline}
        image={socialImage}
        keywords={keywords}
        noIndex={noIndex}
        meta={searchTag ? searchMeta(searchTag) : undefined}
      />
      <a className="skip-link" href={`#${SKIP_LINK_TARGET_ID}`}>
        {translate({ id: 'theme.common.skipToMainContent', message: 'Skip to main content' })}
      </a>
      <AnnouncementBar />
      <Navbar />
      <div id={ownSkipTarget ? undefined : SKIP_LINK_TARGET_ID} tabIndex={ownSkipTarget ? undefined : -1} className={wrapperClass}>
        {children}
      </div>
      {!noFooter && <Footer />}
    </>
  );
}
