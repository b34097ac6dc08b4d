/** The HTML document around a prerendered app: head metadata, styles, scripts and boot data. */
import type { HeadElement, HeadValues } from '../../client/head.ts';
import type { PageBootData } from '../../client/site-context.tsx';
import { addBaseUrl } from '../../shared/base-url.ts';
import type { HeadTag, InjectedHtml } from '../plugin-types.ts';
import { escapeHtmlText } from '../../shared/escape-html.ts';
import { localeAlternateTags } from '../i18n/alternate-links.ts';

export interface PageAssets {
  js: string[];
  css: string[];
}

export interface HtmlPageInput {
  boot: PageBootData;
  appHtml: string;
  head: HeadValues;
  /** Absolute canonical URL of the page (none for the not-found page). */
  canonicalUrl?: string;
  assets: PageAssets;
  /** The config's and plugins' tags (plugin-host's injectHtmlTags), as HTML. */
  injectedHtml: InjectedHtml;
  lang: string;
  dir: string;
  /** The site's home page carries the check for a wrong base URL. */
  isHomePage?: boolean;
  /** The social card a plugin made for the page (Plugin.pageImages), used when its head sets no image. */
  defaultImage?: string;
}

/**
 * On the home page: if the client script never ran (its assets 404 because the site is served
 * at another path than the configured base URL), show a banner suggesting the right base URL.
 */
export function baseUrlIssueScript(baseUrl: string): string {
  return `<script>window.addEventListener('load',function(){setTimeout(function(){if(window.__SITE_CLIENT_LOADED__)return;var p=location.pathname;var s=p.slice(-1)==='/'?p:p.replace(/[^/]*$/,'');var b=document.createElement('div');b.id='base-url-issue-banner';b.setAttribute('role','alert');b.style.cssText='border:2px solid #b3261e;background:#fdecea;color:#1c1e21;padding:1rem;margin:1rem;font:16px/1.5 system-ui,sans-serif';b.textContent='Your site did not load properly. A very common reason is a wrong base URL configuration. Current configured baseUrl = ${baseUrl} ; we suggest trying baseUrl = '+s;document.body.prepend(b);},0);});</script>`;
}

const VOID_HEAD_ELEMENTS = new Set(['meta', 'link', 'base']);

/** JSON inside a <script> must not be able to close the element. */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function renderHeadTag(tag: HeadTag | HeadElement): string {
  const attributes = Object.entries(tag.attributes)
    .filter(([, v]) => v !== false)
    .map(([k, v]) => (v === true ? ` ${k}` : ` ${k}="${escapeHtmlText(String(v))}"`))
    .join('');
  if (VOID_HEAD_ELEMENTS.has(tag.tagName)) return `<${tag.tagName}${attributes}>`;
  return `<${tag.tagName}${attributes}>${tag.innerHTML ?? ''}</${tag.tagName}>`;
}

/** The page's own head tags (title, viewport, description, social cards, canonical link, Head's tags): Docusaurus's "metaAttributes". */
export function pageMetaTags(input: HtmlPageInput): string[] {
  const { head, boot } = input;
  const title = head.title ?? boot.site.title;
  const meta: string[] = [
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtmlText(title)}</title>`,
    `<meta property="og:title" content="${escapeHtmlText(title)}">`,
    `<meta property="og:type" content="website">`,
  ];
  if (head.description)
    meta.push(
      `<meta name="description" content="${escapeHtmlText(head.description)}">`,
      `<meta property="og:description" content="${escapeHtmlText(head.description)}">`,
    );
  if (head.keywords?.length) meta.push(`<meta name="keywords" content="${escapeHtmlText(head.keywords.join(', '))}">`);
  // The page's own image (front matter, themeConfig.image) wins over a card made for it.
  const pageImage = head.image ?? input.defaultImage;
  if (pageImage) {
    // A site path is under the base URL, on the site's URL (Docusaurus's useBaseUrl(image, { absolute: true })).
    const image = escapeHtmlText(addBaseUrl(boot.site.baseUrl, pageImage, { absoluteOn: boot.site.url }));
    meta.push(
      `<meta property="og:image" content="${image}">`,
      `<meta name="twitter:image" content="${image}">`,
      `<meta name="twitter:card" content="summary_large_image">`,
    );
  }
  if (input.canonicalUrl)
    meta.push(
      `<link rel="canonical" href="${escapeHtmlText(input.canonicalUrl)}">`,
      `<meta property="og:url" content="${escapeHtmlText(input.canonicalUrl)}">`,
    );
  // The page's translations (several locales only).
  meta.push(...localeAlternateTags(boot.site.i18n, input.canonicalUrl));
  if (head.noIndex) meta.push(`<meta name="robots" content="noindex, nofollow">`);
  for (const [name, content] of Object.entries(head.meta ?? {})) meta.push(`<meta name="${escapeHtmlText(name)}" content="${escapeHtmlText(content)}">`);
  for (const tag of head.tags ?? []) meta.push(renderHeadTag(tag));
  return meta;
}

/** The attributes of <html>: the locale's language and direction, and Head's class name. */
export function htmlAttributes(input: HtmlPageInput): string {
  const className = input.head.htmlClassName ? ` class="${escapeHtmlText(input.head.htmlClassName)}"` : '';
  return `lang="${escapeHtmlText(input.lang)}" dir="${escapeHtmlText(input.dir)}"${className}`;
}

/** What follows the app in <body>: the base-URL check (home page) and the boot data the client starts from. */
export function appBootTags(input: HtmlPageInput): string[] {
  return [
    ...(input.isHomePage ? [baseUrlIssueScript(input.boot.site.baseUrl)] : []),
    `<script id="__site-data" type="application/json">${scriptSafeJson(input.boot)}</script>`,
  ];
}

/** The app's prerendered HTML in the element the client hydrates. */
export const appRootHtml = (input: HtmlPageInput) => `<div id="__site">${input.appHtml}</div>`;

export function renderHtmlPage(input: HtmlPageInput): string {
  return [
    `<!doctype html>`,
    `<html ${htmlAttributes(input)}>`,
    `<head>`,
    `<meta charset="utf-8">`,
    ...pageMetaTags(input),
    ...input.injectedHtml.head,
    ...input.assets.css.map((href) => `<link rel="stylesheet" href="${escapeHtmlText(href)}">`),
    ...input.assets.js.map((src) => `<script defer src="${escapeHtmlText(src)}"></script>`),
    `</head>`,
    `<body>`,
    ...input.injectedHtml.preBody,
    appRootHtml(input),
    ...appBootTags(input),
    ...input.injectedHtml.postBody,
    `</body>`,
    `</html>`,
  ].join('\n');
}
