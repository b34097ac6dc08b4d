/**
 * The site config's `ssrTemplate`: Docusaurus's HTML template of every page, an Eta template
 * (compiled as Docusaurus compiles it: trimmed, `rmWhitespace`) given Docusaurus's variables:
 * `htmlAttributes`, `bodyAttributes`, `headTags`, `preBodyTags`, `postBodyTags`,
 * `metaAttributes`, `stylesheets` and `scripts` (asset paths relative to `baseUrl`), `baseUrl`,
 * `appHtml`, `noIndex`, `version`.
 *
 * `appHtml` is the app inside the element the client hydrates (a template wraps it in its own
 * `<div id="__docusaurus">`), and the page's boot data comes first in `postBodyTags`, so a page
 * written through any template starts the same client. Unset, pages go through the generator's
 * own template (html-page.ts), which costs nothing to compile.
 */
import { compile, defaultConfig } from 'eta';
import { appBootTags, appRootHtml, htmlAttributes, pageMetaTags, type HtmlPageInput } from './html-page.ts';

/** What the prerender job carries for a site with a template of its own. */
export interface SsrTemplateSetting {
  template: string;
  /** The site config's noIndex. */
  noIndex: boolean;
  /** The generator's version, as `version` (Docusaurus gives its own). */
  version: string;
}

type CompiledTemplate = (data: Record<string, unknown>) => string;

/** Compiled once per template in each thread. */
const compiled = new Map<string, CompiledTemplate>();

function compiledTemplate(template: string): CompiledTemplate {
  let render = compiled.get(template);
  if (!render) {
    const fn = compile(template.trim(), { rmWhitespace: true });
    render = (data) => fn(data, defaultConfig) as string;
    compiled.set(template, render);
  }
  return render;
}

/** An asset URL as Docusaurus gives it to a template: relative to the base URL. */
const underBaseUrl = (url: string, baseUrl: string) => (url.startsWith(baseUrl) ? url.slice(baseUrl.length) : url);

export function renderWithSsrTemplate(input: HtmlPageInput, setting: SsrTemplateSetting): string {
  const { baseUrl } = input.boot.site;
  return compiledTemplate(setting.template)({
    appHtml: appRootHtml(input),
    baseUrl,
    htmlAttributes: htmlAttributes(input),
    bodyAttributes: '',
    headTags: input.injectedHtml.head.join('\n'),
    preBodyTags: input.injectedHtml.preBody.join('\n'),
    postBodyTags: [...appBootTags(input), ...input.injectedHtml.postBody].join('\n'),
    metaAttributes: pageMetaTags(input),
    scripts: input.assets.js.map((url) => underBaseUrl(url, baseUrl)),
    stylesheets: input.assets.css.map((url) => underBaseUrl(url, baseUrl)),
    noIndex: setting.noIndex,
    version: setting.version,
  });
}
