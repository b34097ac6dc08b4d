/**
 * The shape of a synthetic site, decided before any text is written: which docs exist in which
 * folders of which version, which blog posts exist, and the routes and anchors links may point at.
 * Everything comes from one seeded PRNG, so a seed and a page count always give the same site.
 */
import { posix } from 'node:path';
import { Prng } from './prng.ts';
import { CONTENT_WORDS } from './word-list.ts';

/** The versioned (older) docs version, as XState's v4 docs: versioned_docs/version-4, served under /docs/4. */
export const OLD_VERSION = '4';

export interface PlannedDoc {
  version: 'current' | typeof OLD_VERSION;
  /** Posix path inside the version folder ("state/actor/guard-event.mdx"). */
  relativePath: string;
  /** Site route ("/docs/state/actor/guard-event", "/docs/4/..."). */
  routePath: string;
  title: string;
  /** Explicit id of the doc's first h2 (`## ... {#anchor}`), for links with a #fragment. */
  anchor: string;
  sidebarPosition: number;
  /** True for the version's root doc (`slug: /`). */
  isRoot: boolean;
}

export interface PlannedPost {
  /** File name inside blog/ ("2021-03-04-guard-event.mdx"). */
  fileName: string;
  date: string;
  routePath: string;
  title: string;
  tags: string[];
  authors: string[];
}

export interface CorpusPlan {
  currentDocs: PlannedDoc[];
  oldDocs: PlannedDoc[];
  posts: PlannedPost[];
  /** Folder (posix, relative to a version folder) -> category label and position. */
  categories: Map<string, { label: string; position: number }>;
  authors: string[];
}

export const AUTHOR_KEYS = ['ada', 'grace', 'linus', 'margaret', 'ken'] as const;

const titleCase = (words: string[]) => words.map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');

/** How a page count splits: about 65% current docs, 25% older-version docs, 10% blog posts. */
export function splitPageCount(pages: number): { current: number; old: number; posts: number } {
  const posts = Math.max(2, Math.round(pages * 0.1));
  const old = Math.max(2, Math.round(pages * 0.25));
  return { current: Math.max(2, pages - posts - old), old, posts };
}

/**
 * Docs a folder holds on average, and docs directly under docs/ at most. A sidebar level then has
 * about as many entries at 10,000 pages as at 300, as in a real docs site: a level of 500 links is
 * not a sidebar anyone writes, and it would make every page's HTML and sidebar data grow with the
 * corpus (with a fixed number of folders, 10,000 pages gave docs pages of 140 KB of HTML).
 */
const DOCS_PER_FOLDER = 24;
const MAX_ROOT_DOCS = 12;

/**
 * A folder tree that grows with the corpus: a few top folders, then, breadth first, 2-5
 * subfolders to each folder in turn until there are enough for DOCS_PER_FOLDER docs each (two
 * levels at 1,000 pages, four at 10,000).
 */
function planFolders(prng: Prng, docCount: number): string[] {
  const topCount = Math.min(12, Math.max(3, Math.round(Math.sqrt(docCount) / 2)));
  const wanted = Math.max(topCount, Math.ceil(docCount / DOCS_PER_FOLDER));
  const folders = prng.sample(CONTENT_WORDS, topCount);
  for (let parent = 0; folders.length < wanted; parent++) {
    const ancestors = new Set(folders[parent].split('/'));
    for (const sub of prng.sample(
      CONTENT_WORDS.filter((w) => !ancestors.has(w)),
      prng.int(2, 5),
    )) {
      if (folders.length >= wanted) break;
      folders.push(`${folders[parent]}/${sub}`);
    }
  }
  return folders;
}

function versionRoute(version: PlannedDoc['version']): string {
  return version === 'current' ? '/docs' : `/docs/${OLD_VERSION}`;
}

function planCurrentDocs(prng: Prng, count: number): PlannedDoc[] {
  const folders = planFolders(prng, count);
  const usedPaths = new Set<string>();
  const docs: PlannedDoc[] = [
    { version: 'current', relativePath: 'intro.mdx', routePath: '/docs', title: 'Introduction', anchor: 'overview', sidebarPosition: 0, isRoot: true },
  ];
  const positions = new Map<string, number>();
  while (docs.length < count) {
    const folder = prng.chance(Math.min(0.08, MAX_ROOT_DOCS / count)) ? '' : prng.pick(folders);
    const nameWords = prng.sample(CONTENT_WORDS, 2);
    const folderName = posix.basename(folder);
    // Not named like its folder (that would make it the folder's index doc).
    if (nameWords.join('-') === folderName) continue;
    const relativePath = posix.join(folder, `${nameWords.join('-')}.mdx`);
    if (usedPaths.has(relativePath)) continue;
    usedPaths.add(relativePath);
    const position = (positions.get(folder) ?? 0) + 1;
    positions.set(folder, position);
    docs.push({
      version: 'current',
      relativePath,
      routePath: posix.join('/docs', relativePath.replace(/\.mdx$/, '')),
      title: titleCase(prng.sample(CONTENT_WORDS, prng.int(2, 5))),
      anchor: prng.sample(CONTENT_WORDS, 2).join('-'),
      sidebarPosition: position,
      isRoot: false,
    });
  }
  return docs;
}

/** The older version holds a subset of the current docs at the same paths (as `docs:version` would copy them). */
function planOldDocs(prng: Prng, current: PlannedDoc[], count: number): PlannedDoc[] {
  const [root, ...rest] = current;
  const chosen = new Set(prng.sample(rest, count - 1));
  return [root, ...rest.filter((d) => chosen.has(d))].map((doc) => ({
    ...doc,
    version: OLD_VERSION,
    routePath: doc.isRoot ? versionRoute(OLD_VERSION) : posix.join(versionRoute(OLD_VERSION), doc.relativePath.replace(/\.mdx$/, '')),
  }));
}

function planPosts(prng: Prng, count: number): PlannedPost[] {
  const tagPool = prng.sample(CONTENT_WORDS, 15);
  const start = Date.UTC(2019, 0, 1);
  const spanDays = 5 * 365;
  const usedSlugs = new Set<string>();
  const posts: PlannedPost[] = [];
  while (posts.length < count) {
    const slug = prng.sample(CONTENT_WORDS, 3).join('-');
    if (usedSlugs.has(slug)) continue;
    usedSlugs.add(slug);
    const date = new Date(start + Math.floor((posts.length * spanDays) / count) * 86_400_000).toISOString().slice(0, 10);
    posts.push({
      fileName: `${date}-${slug}.mdx`,
      date,
      routePath: `/blog/${date.replace(/-/g, '/')}/${slug}`,
      title: titleCase(prng.sample(CONTENT_WORDS, prng.int(3, 7))),
      tags: prng.sample(tagPool, prng.int(1, 3)),
      authors: prng.sample(AUTHOR_KEYS, prng.int(1, 2)),
    });
  }
  return posts;
}

/** Every folder that holds a doc, and its ancestors. */
export function foldersOf(docs: PlannedDoc[]): Set<string> {
  const folders = new Set<string>();
  for (const doc of docs) {
    for (let dir = posix.dirname(doc.relativePath); dir !== '.'; dir = posix.dirname(dir)) folders.add(dir);
  }
  return folders;
}

function categoriesOf(prng: Prng, docs: PlannedDoc[]): CorpusPlan['categories'] {
  const categories: CorpusPlan['categories'] = new Map();
  for (const folder of [...foldersOf(docs)].sort()) {
    categories.set(folder, { label: titleCase(posix.basename(folder).split('-')), position: prng.int(1, 20) });
  }
  return categories;
}

export function planCorpus(pages: number, seed: number): CorpusPlan {
  const prng = new Prng(seed);
  const counts = splitPageCount(pages);
  const currentDocs = planCurrentDocs(prng, counts.current);
  const oldDocs = planOldDocs(prng, currentDocs, Math.min(counts.old, currentDocs.length));
  const posts = planPosts(prng, counts.posts);
  return { currentDocs, oldDocs, posts, categories: categoriesOf(prng, currentDocs), authors: [...AUTHOR_KEYS] };
}
