/**
 * The text of `/llms.txt` and `/llms-full.txt`, as the llms.txt convention (llmstxt.org) lays
 * them out: the site's title as `# H1`, its summary as a `>` blockquote, then `## Section`s of
 * `- [Title](url): description` lines; the full file holds every page's twin, one after another.
 */

export interface SiteSummary {
  title: string;
  summary: string;
  /** A paragraph after the summary (where the whole docs are, what the site covers). */
  details?: string;
}

/** A listed page as llms.txt links it: the twin's URL when it has one, else the page's. */
export interface LinkedPage {
  title: string;
  description: string;
  url: string;
}

export interface LinkedSection {
  title: string;
  pages: LinkedPage[];
}

/** Text on one line: descriptions may span several. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A link's text with the brackets that would end it escaped. */
const linkText = (text: string) => oneLine(text).replace(/[[\]\\]/g, '\\$&');

/** A URL as a Markdown link destination: spaces and parentheses would end it. */
const linkUrl = (url: string) => url.replace(/[ ()]/g, (c) => encodeURIComponent(c));

function header(site: SiteSummary): string[] {
  const lines = [`# ${oneLine(site.title)}`, ''];
  if (site.summary) lines.push(`> ${oneLine(site.summary)}`, '');
  if (site.details) lines.push(site.details, '');
  return lines;
}

export function llmsTxt(site: SiteSummary, sections: readonly LinkedSection[]): string {
  const lines = header(site);
  for (const section of sections) {
    lines.push(`## ${oneLine(section.title)}`, '');
    for (const page of section.pages) {
      const description = oneLine(page.description);
      lines.push(`- [${linkText(page.title)}](${linkUrl(page.url)})${description ? `: ${description}` : ''}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** One page of llms-full.txt: its twin, its URL under its title. */
export interface FullTextPage {
  url: string;
  /** The twin's Markdown, starting with `# Title`. */
  markdown: string;
}

export function llmsFullTxt(site: SiteSummary, pages: readonly FullTextPage[]): string {
  const parts = pages.map(({ url, markdown }) => {
    const titleEnd = markdown.indexOf('\n');
    const title = titleEnd === -1 ? markdown : markdown.slice(0, titleEnd);
    const body = titleEnd === -1 ? '' : markdown.slice(titleEnd + 1).replace(/^\n+/, '');
    return `${title}\n\nSource: ${url}\n\n${body}`.trimEnd();
  });
  return `${[header(site).join('\n').trimEnd(), ...parts].join('\n\n---\n\n')}\n`;
}
