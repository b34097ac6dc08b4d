/**
 * Plugins' `injectHtmlTags` results as HTML, Docusaurus's way: a tag is a string of HTML or
 * `{ tagName, attributes, innerHTML }`; `true` attributes are written bare, `false` and
 * `undefined` ones left out; void elements (meta, link, ...) have no closing tag.
 */
import type { HtmlTag, HtmlTags, InjectedHtml } from '../plugin-types.ts';
import { escapeHtmlText } from '../../shared/escape-html.ts';

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);

export function htmlTagToString(tag: HtmlTag, pluginName: string): string {
  if (typeof tag === 'string') return tag;
  if (!tag || typeof tag.tagName !== 'string' || !/^[a-z][a-z0-9-]*$/i.test(tag.tagName)) {
    throw new Error(`plugin "${pluginName}": injectHtmlTags returned a tag without a valid tagName: ${JSON.stringify(tag)}`);
  }
  const attributes = Object.entries(tag.attributes ?? {})
    .filter(([, value]) => value !== false && value !== undefined)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtmlText(String(value))}"`))
    .join('');
  if (VOID_ELEMENTS.has(tag.tagName.toLowerCase())) return `<${tag.tagName}${attributes}>`;
  return `<${tag.tagName}${attributes}>${tag.innerHTML ?? ''}</${tag.tagName}>`;
}

const asList = (tags: HtmlTag | HtmlTag[] | undefined): HtmlTag[] => (tags === undefined ? [] : Array.isArray(tags) ? tags : [tags]);

/** Every plugin's tags, in plugin order, by where they go. */
export function collectInjectedHtml(results: Array<{ pluginName: string; tags: HtmlTags | undefined }>): InjectedHtml {
  const html: InjectedHtml = { head: [], preBody: [], postBody: [] };
  for (const { pluginName, tags } of results) {
    if (!tags) continue;
    html.head.push(...asList(tags.headTags).map((tag) => htmlTagToString(tag, pluginName)));
    html.preBody.push(...asList(tags.preBodyTags).map((tag) => htmlTagToString(tag, pluginName)));
    html.postBody.push(...asList(tags.postBodyTags).map((tag) => htmlTagToString(tag, pluginName)));
  }
  return html;
}
