/**
 * Splits a prerendered page into search records: the page title with its intro text, then one
 * record per h2 and h3 section. Reads the page's search facets from its
 * `<meta name="docsearch:*">` tags (the theme writes them on searchable pages only).
 */
import { Parser } from 'htmlparser2';
import { EXCERPT_LENGTH, type SearchRecord } from './search-index-format.ts';

interface Section {
  type: SearchRecord['type'];
  lvl1: string;
  lvl2?: string;
  lvl3?: string;
  anchor?: string;
  text: string[];
  /** Functions its code blocks call. */
  calls?: Set<string>;
}

// Code blocks are left out: most of their identifiers also appear in the prose around them, and
// keeping them out roughly halves the index a reader downloads. Only the names of the functions
// they call in camelCase (an API: "spawnChild(", "actor.getSnapshot(") are kept, once per section,
// so an API shown only in code is still found.
const BLOCK = new Set(['p', 'li', 'div', 'td', 'th', 'tr', 'br', 'blockquote', 'aside', 'dt', 'dd', 'section', 'table']);
const SKIPPED = new Set(['script', 'style', 'button', 'nav', 'svg', 'template', 'pre']);
/** A camelCase name followed by "(": a function a code block calls. */
const CALLED_NAME = /\b([a-z][a-z0-9]*[A-Z][A-Za-z0-9]*)\s*\(/g;
/** Indexed text per section; the start of a section says what it is about. */
const MAX_SECTION_TEXT = 1000;

export interface PageMeta {
  tag?: string;
  language?: string;
}

export function extractPageSections(html: string, url: string, lvl0: string): SearchRecord[] {
  const meta: PageMeta = {};
  const sections: Section[] = [];
  let current: Section | null = null;
  let articleDepth = 0;
  let skipDepth = 0;
  // Text of the code block being skipped, for the names it calls.
  let code: string[] | null = null;
  // A link holding a heading is a card pointing to another page (a category index's): neither a
  // section of this page nor its text. Indexed, it would rank the index above the page it points to.
  let linkDepth = 0;
  let card: { section: Section | null; textLength: number; hasHeading: boolean } | null = null;
  let heading: { level: number; id?: string; text: string[] } | null = null;
  let pageTitle = '';

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'meta' && attributes.name === 'docsearch:docusaurus_tag') meta.tag = attributes.content;
        if (name === 'meta' && attributes.name === 'docsearch:language') meta.language = attributes.content;
        if (skipDepth > 0) {
          skipDepth++;
          return;
        }
        if (name === 'article') articleDepth++;
        if (articleDepth === 0) return;
        // Buttons, icons and heading anchors are not content.
        if (SKIPPED.has(name) || attributes['aria-hidden'] === 'true' || attributes.class?.includes('hash-link')) {
          skipDepth = 1;
          if (name === 'pre') code = [];
          return;
        }
        if (name === 'a' && linkDepth++ === 0) card = { section: current, textLength: current?.text.length ?? 0, hasHeading: false };
        if (linkDepth > 0 && /^h[1-6]$/.test(name) && card) card.hasHeading = true;
        const level = linkDepth === 0 ? /^h([1-3])$/.exec(name)?.[1] : undefined;
        if (level) heading = { level: Number(level), id: attributes.id, text: [] };
        else if (BLOCK.has(name) || /^h[1-6]$/.test(name)) current?.text.push(' ');
      },
      ontext(text) {
        if (code) code.push(text);
        if (articleDepth === 0 || skipDepth > 0) return;
        if (heading) heading.text.push(text);
        else current?.text.push(text);
      },
      onclosetag(name) {
        if (skipDepth > 0) {
          if (--skipDepth === 0 && code) {
            if (current) for (const [, called] of code.join('').matchAll(CALLED_NAME)) (current.calls ??= new Set()).add(called);
            code = null;
          }
          return;
        }
        if (name === 'article') articleDepth = Math.max(0, articleDepth - 1);
        if (name === 'a' && linkDepth > 0 && --linkDepth === 0) {
          if (card?.hasHeading && card.section) card.section.text.length = card.textLength;
          card = null;
        }
        if (BLOCK.has(name) || (/^h[1-6]$/.test(name) && !heading)) current?.text.push(' ');
        const level = /^h([1-3])$/.exec(name)?.[1];
        if (!level || !heading || Number(level) !== heading.level) return;
        const text = clean(heading.text.join(''));
        if (heading.level === 1) {
          pageTitle ||= text;
          current = { type: 'lvl1', lvl1: pageTitle, text: [] };
        } else if (heading.level === 2) {
          current = { type: 'lvl2', lvl1: pageTitle, lvl2: text, anchor: heading.id, text: [] };
        } else {
          const parentH2 = [...sections].reverse().find((section) => section.lvl2)?.lvl2;
          current = { type: 'lvl3', lvl1: pageTitle, lvl2: parentH2, lvl3: text, anchor: heading.id, text: [] };
        }
        sections.push(current);
        heading = null;
      },
    },
    { decodeEntities: true },
  );
  parser.write(searchableParts(html));
  parser.end();
  if (!meta.tag) return [];
  return sections.map((section, index) => {
    const prose = clean(section.text.join('')).slice(0, MAX_SECTION_TEXT);
    const content = section.calls ? `${prose} ${[...section.calls].join(' ')}`.trim() : prose;
    return {
      id: `${url}#${index}`,
      url: section.anchor ? `${url}#${section.anchor}` : url,
      type: section.type,
      lvl0,
      lvl1: section.lvl1,
      ...(section.lvl2 ? { lvl2: section.lvl2 } : {}),
      ...(section.lvl3 ? { lvl3: section.lvl3 } : {}),
      content,
      excerpt: prose.slice(0, EXCERPT_LENGTH),
      tag: meta.tag!,
      language: meta.language ?? 'en',
    };
  });
}

/**
 * The head (its facet meta tags) and the articles (the content): all a page's sections come from.
 * Parsing only those skips the navbar, sidebar and footer: about half the parsing time of a page
 * of this site, whose sidebars are long.
 */
function searchableParts(html: string): string {
  const headEnd = html.indexOf('</head>');
  const articleStart = html.indexOf('<article', headEnd);
  const articleEnd = html.lastIndexOf('</article>');
  if (headEnd < 0 || articleStart < 0 || articleEnd < articleStart) return html;
  return html.slice(0, headEnd) + html.slice(articleStart, articleEnd + '</article>'.length);
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
