/**
 * Which XState packages a content file's code blocks are checked against. A reader copies code
 * from a page and runs it with the version that page documents, so:
 * - `docs/` and blog posts from XState v5's release on: the root packages (xstate 5, @xstate/react 6, ...);
 * - `versioned_docs/version-4/` and posts written before v5's release: tests/content/xstate-v4/,
 *   a package folder of its own where `xstate` is 4.38 and the bindings are their last v4 majors
 *   (@xstate/react 3, @xstate/vue 2, @xstate/svelte 2, ...), each peer resolved as a v4 user's
 *   would be. Aliases beside the v5 packages in the root cannot do that: the v4 bindings would
 *   find the root's xstate 5 and React through their peer dependencies.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export interface PackageEnvironment {
  /** Names the environment in messages and work folders. */
  name: string;
  /** The node_modules a block's imports resolve in. */
  nodeModules: string;
  /** TypeScript path mappings for a page that documents another major of one package. */
  paths?: Record<string, string[]>;
}

/** XState v5.0.0 was published on 1 December 2023; posts dated before it show v4 code. */
export const XSTATE_V5_RELEASE_DATE = '2023-12-01';

const v5: PackageEnvironment = { name: 'xstate-v5', nodeModules: join(repoRoot, 'node_modules') };
const v4NodeModules = join(repoRoot, 'tests/content/xstate-v4/node_modules');
const v4: PackageEnvironment = { name: 'xstate-v4', nodeModules: v4NodeModules };
/**
 * The v4 docs' @xstate/test package page documents the 0.x API (`createModel`), while the v4
 * model-based testing section documents 1.0 alpha (`createTestModel`); both shipped for XState v4.
 */
const v4TestZero: PackageEnvironment = {
  name: 'xstate-v4-test-0',
  nodeModules: v4NodeModules,
  paths: { '@xstate/test': [join(v4NodeModules, 'xstate-test-0')] },
};

/**
 * The Cypress page's blocks load Cypress's types, which declare Mocha's `describe`/`it` and Chai's
 * `expect` as globals; checked in a program of their own so those globals cannot hide a missing
 * import on another v4 page.
 */
const v4Cypress: PackageEnvironment = { name: 'xstate-v4-cypress', nodeModules: v4NodeModules };

const pagesOnOtherMajors: Record<string, PackageEnvironment> = {
  'versioned_docs/version-4/xstate/packages/xstate-test.mdx': v4TestZero,
  'versioned_docs/version-4/xstate/model-based-testing/cypress.mdx': v4Cypress,
};

/** The date in a post's file or folder name (`2021-05-13-slug`, `2023-1-27-slug`), as YYYY-MM-DD. */
export function postDate(file: string): string | undefined {
  const match = /(?:^|\/)(\d{4})-(\d{1,2})-(\d{1,2})-[^/]*$/.exec(file.replace(/\/index\.mdx?$/, ''));
  if (!match) return undefined;
  const [, year, month, day] = match;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** A post's `date:` front matter (YYYY-MM-DD), for posts whose file name carries no date. */
function frontMatterDate(file: string): string | undefined {
  let source: string;
  try {
    source = readFileSync(join(repoRoot, file), 'utf8');
  } catch {
    return undefined;
  }
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  return /^date:\s*['"]?(\d{4}-\d{2}-\d{2})/m.exec(frontMatter)?.[1];
}

/** The environment for a content file, by its path relative to the repository root. */
export function environmentOf(file: string): PackageEnvironment {
  const normalized = file.split('\\').join('/');
  const special = pagesOnOtherMajors[normalized];
  if (special) return special;
  if (normalized.startsWith('versioned_docs/version-4/')) return v4;
  if (normalized.startsWith('blog/')) {
    const date = postDate(normalized) ?? frontMatterDate(normalized);
    if (date && date < XSTATE_V5_RELEASE_DATE) return v4;
  }
  return v5;
}
