/** The sitemap document (sitemaps.org protocol): one <url> per absolute page URL, with Docusaurus's optional fields. */
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export interface SitemapItem {
  url: string;
  /** ISO date or date-time of the page's last change; null or absent: left out (as the other fields). */
  lastmod?: string | null;
  changefreq?: string | null;
  priority?: number | null;
}

export function sitemapXml(items: Array<string | SitemapItem>): string {
  const entries = items
    .map((item) => (typeof item === 'string' ? { url: item } : item))
    .map(({ url, lastmod, changefreq, priority }) =>
      [
        `  <url><loc>${escapeXml(url)}</loc>`,
        lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '',
        changefreq ? `<changefreq>${escapeXml(changefreq)}</changefreq>` : '',
        priority != null ? `<priority>${priority}</priority>` : '',
        '</url>',
      ].join(''),
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}
