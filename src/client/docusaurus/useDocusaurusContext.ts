/**
 * `@docusaurus/useDocusaurusContext` (Docusaurus: the site's static context): `siteConfig` (the
 * site's whole configuration as the browser has it, `@generated/docusaurus.config`: title,
 * customFields, themeConfig, organizationName, ...), `siteMetadata`, `globalData` (plugins' global
 * data), `i18n` (the page's locale, the site's locales and their settings) and `codeTranslations`.
 * Only code that imports this module bundles the config: the theme and `useBaseUrl` read the
 * page's site data instead.
 */
import generatedSiteConfig from '@generated/docusaurus.config';
import { useSiteData } from '../site-context';
import type { SiteData, SiteI18n } from '../../shared/site-data';

export interface DocusaurusContext {
  siteConfig: {
    title: string;
    tagline: string;
    url: string;
    baseUrl: string;
    themeConfig: Record<string, unknown>;
    customFields: Record<string, unknown>;
    trailingSlash: boolean | undefined;
    future: { experimental_router: 'browser' | 'hash' };
    [key: string]: unknown;
  };
  siteMetadata: { docusaurusVersion: string; siteVersion?: string; pluginVersions: Record<string, unknown> };
  globalData: Record<string, unknown>;
  i18n: SiteI18n;
  codeTranslations: Record<string, string>;
}

/** The Docusaurus version whose client API this follows. */
export const DOCUSAURUS_API_VERSION = '3.10.2';

const contexts = new WeakMap<SiteData, DocusaurusContext>();

/** The context for the site's data: one object per site, so it can be a dependency of hooks. */
export function docusaurusContextOf(site: SiteData): DocusaurusContext {
  let context = contexts.get(site);
  if (!context) {
    context = {
      siteConfig: {
        customFields: {},
        ...generatedSiteConfig,
        // The page's site data wins where both have a value: the dev server updates it without a rebuild of the bundle.
        future: { ...(generatedSiteConfig.future as object), experimental_router: site.router ?? 'browser' },
        trailingSlash: site.trailingSlash,
        title: site.title,
        tagline: site.tagline,
        url: site.url,
        baseUrl: site.baseUrl,
        themeConfig: site.themeConfig,
      },
      siteMetadata: { docusaurusVersion: DOCUSAURUS_API_VERSION, pluginVersions: {} },
      globalData: site.globalData,
      i18n: site.i18n,
      codeTranslations: site.codeTranslations ?? {},
    };
    contexts.set(site, context);
  }
  return context;
}

export default function useDocusaurusContext(): DocusaurusContext {
  return docusaurusContextOf(useSiteData());
}
