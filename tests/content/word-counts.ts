/**
 * Counts each content page's words, prose apart from code, and compares the prose with the length
 * its outline asks for (`approx_words` in the outline's JSON files), so a writer can see which
 * pages are still short:
 *
 *   npx tsx tests/content/word-counts.ts OUTLINE_DIR            # table per section, short pages listed
 *   npx tsx tests/content/word-counts.ts OUTLINE_DIR --all      # every page's ratio
 *
 * OUTLINE_DIR holds docs-v5.json, docs-v4.json and blog.json.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export interface WordCount {
  prose: number;
  code: number;
}

const isWord = (token: string) => /[\p{L}\p{N}]/u.test(token);
const countTokens = (text: string) => text.split(/\s+/).filter(isWord).length;

/**
 * Prose words are what a reader reads outside code blocks: headings, paragraphs, lists, tables,
 * admonitions, link texts. Front matter, MDX import/export lines, JSX/HTML tags, link targets and
 * Markdown punctuation are not words. Code words are the tokens inside fenced blocks.
 */
export function countWords(source: string): WordCount {
  const lines = source.replace(/^---\n[\s\S]*?\n---\n/, '').split('\n');
  const prose: string[] = [];
  let code = 0;
  for (let i = 0; i < lines.length; i++) {
    const open = /^\s*(`{3,}|~{3,})/.exec(lines[i]);
    if (open) {
      const close = new RegExp(`^\\s*${open[1][0]}{${open[1].length},}\\s*$`);
      let j = i + 1;
      while (j < lines.length && !close.test(lines[j])) code += countTokens(lines[j++]);
      i = j;
      continue;
    }
    if (/^(import|export)\s/.test(lines[i])) continue;
    prose.push(lines[i]);
  }
  const text = prose
    .join('\n')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^:::\w*.*$/gm, ' ')
    .replace(/\|/g, ' ');
  return { prose: countTokens(text), code };
}

interface OutlinePage {
  /** The page's content file, relative to the repository. */
  file: string | undefined;
  name: string;
  outlineWords: number;
}

function frontMatter(file: string): Record<string, string> {
  const block = /^---\n([\s\S]*?)\n---\n/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  return Object.fromEntries([...block.matchAll(/^(\w+):\s*"?(.*?)"?\s*$/gm)].map((m) => [m[1], m[2]]));
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

/** A doc's id is its path without extension, its last segment replaced by a front matter `id`. */
function docsById(dir: string): Map<string, string> {
  const byId = new Map<string, string>();
  for (const file of markdownFiles(dir)) {
    const path = relative(dir, file)
      .replace(/\.mdx?$/, '')
      .replace(/\/index$/, '');
    const id = frontMatter(file).id;
    byId.set(id ? path.replace(/[^/]+$/, id) : path, file);
  }
  return byId;
}

function blogBySlug(dir: string): Map<string, string> {
  const bySlug = new Map<string, string>();
  for (const file of markdownFiles(dir)) {
    const slug =
      frontMatter(file).slug ??
      relative(dir, file)
        .replace(/\.mdx?$/, '')
        .replace(/\/index$/, '');
    bySlug.set(slug.replace(/^\//, ''), file);
  }
  return bySlug;
}

interface Section {
  name: string;
  pages: OutlinePage[];
}

function readSections(outlineDir: string): Section[] {
  const read = (name: string) => JSON.parse(readFileSync(join(outlineDir, name), 'utf8'));
  const docs = (outlineFile: string, dir: string): OutlinePage[] => {
    const files = docsById(join(repoRoot, dir));
    return (read(outlineFile).docs as Array<{ id: string; approx_words: number }>).map((d) => ({
      name: d.id,
      file: files.get(d.id),
      outlineWords: d.approx_words,
    }));
  };
  const posts = blogBySlug(join(repoRoot, 'blog'));
  return [
    { name: 'docs (v5)', pages: docs('docs-v5.json', 'docs') },
    { name: 'versioned_docs (v4)', pages: docs('docs-v4.json', 'versioned_docs/version-4') },
    {
      name: 'blog',
      pages: (read('blog.json').posts as Array<{ slug: string; approx_words: number }>).map((p) => ({
        name: p.slug,
        file: posts.get(p.slug.replace(/^\//, '')),
        outlineWords: p.approx_words,
      })),
    },
  ];
}

/** Pages whose outline is shorter than this are not held to the ratio. */
export const MIN_OUTLINE_WORDS = 80;
export const MIN_RATIO = 0.8;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outlineDir = process.argv[2];
  if (!outlineDir || !existsSync(join(outlineDir, 'blog.json'))) {
    console.error('usage: word-counts.ts OUTLINE_DIR [--all]  (a folder holding docs-v5.json, docs-v4.json, blog.json)');
    process.exit(2);
  }
  const all = process.argv.includes('--all');
  const short: string[] = [];
  console.log('| section | pages | prose words | code words | outline words | prose / outline |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  const rows: string[] = [];
  for (const section of readSections(outlineDir)) {
    let prose = 0;
    let code = 0;
    let outline = 0;
    for (const page of section.pages) {
      if (!page.file) {
        short.push(`${section.name} ${page.name}: no file`);
        continue;
      }
      const count = countWords(readFileSync(page.file, 'utf8'));
      prose += count.prose;
      code += count.code;
      outline += page.outlineWords;
      const ratio = count.prose / page.outlineWords;
      const line = `${section.name} ${page.name}: ${count.prose} / ${page.outlineWords} = ${ratio.toFixed(2)}`;
      if (all) rows.push(line);
      if (ratio < MIN_RATIO && page.outlineWords >= MIN_OUTLINE_WORDS) short.push(line);
    }
    console.log(`| ${section.name} | ${section.pages.length} | ${prose} | ${code} | ${outline} | ${(prose / outline).toFixed(2)} |`);
  }
  if (all) console.log(`\n${rows.join('\n')}`);
  console.log(short.length ? `\nUnder ${MIN_RATIO} of the outline:\n${short.join('\n')}` : `\nNo page under ${MIN_RATIO} of its outline.`);
}
