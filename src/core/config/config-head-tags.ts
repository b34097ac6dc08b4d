/**
 * The <head> tags the site config asks for on every page, as Docusaurus writes them: `headTags`
 * as given, `scripts` and `stylesheets` (a URL, or an object whose keys are the tag's attributes),
 * and, with `noIndex`, the robots meta tag that keeps search engines out.
 */
import type { HeadTag } from '../plugin-types.ts';
import type { SiteConfig } from './config-schema.ts';

/** Attributes as written in the config: strings and booleans as they are, numbers as text, others left out. */
function attributesOf(object: Record<string, unknown>): Record<string, string | boolean> {
  const attributes: Record<string, string | boolean> = {};
  for (const [key, value] of Object.entries(object)) {
    if (typeof value === 'string' || typeof value === 'boolean') attributes[key] = value;
    else if (typeof value === 'number') attributes[key] = String(value);
  }
  return attributes;
}

export function configHeadTags(config: Pick<SiteConfig, 'headTags' | 'scripts' | 'stylesheets' | 'noIndex'>): HeadTag[] {
  return [
    ...(config.noIndex ? [{ tagName: 'meta' as const, attributes: { name: 'robots', content: 'noindex, nofollow' } }] : []),
    ...config.stylesheets.map(
      (sheet): HeadTag => ({ tagName: 'link', attributes: { rel: 'stylesheet', ...(typeof sheet === 'string' ? { href: sheet } : attributesOf(sheet)) } }),
    ),
    ...config.scripts.map((script): HeadTag => ({ tagName: 'script', attributes: typeof script === 'string' ? { src: script } : attributesOf(script) })),
    ...config.headTags,
  ];
}
