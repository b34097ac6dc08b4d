/**
 * Compares two static outputs of one site page by page: what Docusaurus built (the reference) and
 * what this generator built. Used to check a Docusaurus site moved here renders the same content.
 *
 *   npx tsx bench/compare-outputs.ts REFERENCE_DIR OURS_DIR [--show N]
 *
 * Routes are compared as sets (`a/index.html` and `a.html` are both `/a`; 404 pages left out).
 * For each route in both: the <title>, the h1 headings of the main element and the h2/h3 of its
 * Markdown, the Markdown's text (whitespace collapsed; also compared "loosely": lower case,
 * letters and digits only, no pictographs, which leaves out icons and typographic case), and the
 * numbers of code blocks, images and links in it. Theme chrome (navigation, buttons, heading
 * anchors, the table of contents) is left out of all of these.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { DomUtils, parseDocument, type parseDOM } from 'htmlparser2';

// htmlparser2 does not re-export its DOM types; these are the ones its functions use.
type Node = ReturnType<typeof parseDOM>[number];
type Element = Parameters<typeof DomUtils.getAttributeValue>[0];

interface PageFacts {
  title: string;
  headings: string[];
  text: string;
  loose: string;
  codeBlocks: number;
  images: number;
  links: number;
}

/** Every HTML page of an output folder, by route. */
export function pagesOf(dir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.html')) {
        const route = `/${relative(dir, path).split('\\').join('/')}`.replace(/(index)?\.html$/, '').replace(/(.)\/$/, '$1');
        if (route !== '/404') pages.set(route, path);
      }
    }
  };
  walk(dir);
  return pages;
}

const isElement = (node: Node): node is Element => DomUtils.isTag(node);
const hasClass = (node: Node, name: string) => isElement(node) && (node.attribs.class ?? '').split(/\s+/).includes(name);
const collapse = (text: string) =>
  text
    .replace(/[\u200b\u00a0]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Text of a subtree, a <br> counting as a line break (code lines end with one in Docusaurus). */
function textOf(node: Node): string {
  if (DomUtils.isText(node)) return node.data;
  if (!isElement(node)) return '';
  if (node.name === 'br') return '\n';
  return node.children.map(textOf).join('');
}

/** Leaves theme chrome out: navigation, buttons, heading anchors, tables of contents, scripts. */
function isChrome(node: Node): boolean {
  return (
    isElement(node) &&
    (['nav', 'button', 'script', 'style', 'noscript'].includes(node.name) || hasClass(node, 'hash-link') || hasClass(node, 'table-of-contents'))
  );
}

function prune(node: Node): void {
  if (!isElement(node)) return;
  node.children = node.children.filter((child) => !isChrome(child));
  node.children.forEach(prune);
}

function factsOf(file: string): PageFacts {
  const document = parseDocument(readFileSync(file, 'utf8'));
  const title = collapse(textOf(DomUtils.findOne((node) => node.name === 'title', document.children) ?? document));
  // The innermost <main>: a page may render its own inside the theme's.
  const mains = DomUtils.findAll((node) => node.name === 'main', document.children).filter(
    (main) => !DomUtils.findOne((node) => node.name === 'main', main.children),
  );
  const main: Node = mains[0] ?? document.children[0];
  prune(main);
  const markdown = isElement(main) ? DomUtils.findAll((node) => hasClass(node, 'markdown'), main.children) : [];
  const scope = markdown.length ? markdown : [main];
  const all = (name: string | string[]) =>
    scope.flatMap((root) => (isElement(root) ? DomUtils.findAll((node) => [name].flat().includes(node.name), root.children) : []));
  const h1 = isElement(main) ? DomUtils.findAll((node) => node.name === 'h1', main.children) : [];
  const headings = [...new Set([...h1.map((h) => `h1 ${collapse(textOf(h))}`), ...all(['h2', 'h3']).map((h) => `${h.name} ${collapse(textOf(h))}`)])];
  const text = collapse(scope.map(textOf).join(' '));
  return {
    title,
    headings,
    text,
    loose: text
      .toLowerCase()
      .replace(/[\u2139\p{Extended_Pictographic}]/gu, '')
      .replace(/[^\p{L}\p{N}]+/gu, ''),
    codeBlocks: all('pre').length,
    images: all('img').length,
    links: all('a').filter((a) => a.attribs.href !== undefined).length,
  };
}

/** Where two texts part, with some context of each. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const around = (s: string) => s.slice(Math.max(0, i - 60), i + 90);
  return `at ${i}\n      reference: …${around(a)}\n      ours:      …${around(b)}`;
}

function main(): void {
  const [referenceDir, oursDir, ...flags] = process.argv.slice(2);
  if (!referenceDir || !oursDir) {
    console.error('usage: npx tsx bench/compare-outputs.ts REFERENCE_DIR OURS_DIR [--show N]');
    process.exit(2);
  }
  const show = flags.includes('--show') ? Number(flags[flags.indexOf('--show') + 1]) : 5;
  const reference = pagesOf(referenceDir);
  const ours = pagesOf(oursDir);
  const common = [...reference.keys()].filter((route) => ours.has(route)).sort();
  const onlyIn = (a: Map<string, string>, b: Map<string, string>) => [...a.keys()].filter((route) => !b.has(route)).sort();
  console.log(`pages: reference ${reference.size}, ours ${ours.size}, in both ${common.length}`);
  console.log(`only in the reference: ${onlyIn(reference, ours).join(' ') || '-'}`);
  console.log(`only in ours: ${onlyIn(ours, reference).join(' ') || '-'}`);

  const measures = ['title', 'headings', 'text', 'loose', 'codeBlocks', 'images', 'links'] as const;
  const differing = Object.fromEntries(measures.map((measure) => [measure, [] as string[]])) as Record<(typeof measures)[number], string[]>;
  let identical = 0;
  let identicalLoosely = 0;
  for (const route of common) {
    const a = factsOf(reference.get(route)!);
    const b = factsOf(ours.get(route)!);
    const differs = measures.filter((measure) => JSON.stringify(a[measure]) !== JSON.stringify(b[measure]));
    if (differs.length === 0) identical++;
    else if (differs.every((measure) => measure === 'text')) identicalLoosely++;
    for (const measure of differs) {
      const detail =
        measure === 'text' || measure === 'loose'
          ? firstDifference(a[measure], b[measure])
          : measure === 'headings'
            ? `reference only ${JSON.stringify(a.headings.filter((h) => !b.headings.includes(h)))}, ours only ${JSON.stringify(b.headings.filter((h) => !a.headings.includes(h)))}`
            : `reference ${JSON.stringify(a[measure])}, ours ${JSON.stringify(b[measure])}`;
      differing[measure].push(`  ${route} ${detail}`);
    }
  }
  console.log(`identical by every measure: ${identical} of ${common.length}; identical but for the text's case, punctuation or icons: ${identicalLoosely}`);
  for (const measure of measures) {
    console.log(`\n${measure}: ${differing[measure].length} pages differ`);
    for (const line of differing[measure].slice(0, show)) console.log(line);
  }
}

if (import.meta.filename === resolve(process.argv[1] ?? '')) main();
