/**
 * The site's `robots.txt`, an addition of this generator to `@docusaurus/plugin-sitemap` (Docusaurus
 * publishes only the one a site puts in `static/`): every crawler may read every page, and the
 * sitemap's absolute URL tells them where the list of pages is. A site with `noIndex` asks every
 * crawler to stay out.
 */

/** `sitemapUrl`: the sitemap's absolute URL, or undefined when no sitemap is written. */
export function robotsTxt({ noIndex, sitemapUrl }: { noIndex: boolean; sitemapUrl: string | undefined }): string {
  if (noIndex) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\n${sitemapUrl ? `\nSitemap: ${sitemapUrl}\n` : ''}`;
}
