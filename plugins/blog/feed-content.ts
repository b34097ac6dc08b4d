/**
 * A post's HTML for feeds, taken from its prerendered page: the element marked
 * `itemprop="articleBody"` (the theme's BlogPostPage marks the post's content so), with links and
 * images made absolute (feed readers have no base URL) and interactive bits (buttons) removed.
 */
import { DomUtils, parseDocument } from 'htmlparser2';

const URL_ATTRIBUTES = ['href', 'src', 'poster'];

export function extractFeedContent(pageHtml: string, pageUrl: string): string | undefined {
  const document = parseDocument(pageHtml);
  const body = DomUtils.findOne((element) => element.attribs.itemprop === 'articleBody', document.children);
  if (!body) return undefined;
  for (const button of DomUtils.findAll((element) => element.name === 'button', body.children)) DomUtils.removeElement(button);
  for (const element of DomUtils.findAll(() => true, body.children)) {
    for (const attribute of URL_ATTRIBUTES) {
      const value = element.attribs[attribute];
      if (value !== undefined) element.attribs[attribute] = absoluteUrl(value, pageUrl);
    }
    if (element.attribs.srcset) {
      element.attribs.srcset = element.attribs.srcset
        .split(',')
        .map((candidate) => candidate.trim().replace(/^\S+/, (url) => absoluteUrl(url, pageUrl)))
        .join(', ');
    }
  }
  return DomUtils.getInnerHTML(body);
}

function absoluteUrl(value: string, pageUrl: string): string {
  try {
    return new URL(value, pageUrl).href;
  } catch {
    return value;
  }
}
