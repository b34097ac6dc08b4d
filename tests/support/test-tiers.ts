/**
 * The test tiers: which test file is a unit, an integration or a browser (end-to-end) test, so each
 * tier can run on its own (`npm run test:unit`, `test:integration`, `test:e2e`; see CONTRIBUTING.md).
 *
 * - e2e: drives Chromium; such files are named `*.e2e.test.ts` and placed by that name alone.
 * - unit: no browser, no site build (fixture or real), no child process (CLI, git, npm, tsc), no
 *   install, no network beyond a server of its own on 127.0.0.1; pure functions, schemas, small
 *   in-memory or temporary-file work, fast enough that the whole tier takes seconds. Unit files run
 *   several to a process (tests/support/unit-shards.ts).
 * - integration: everything else: fixture and real-site builds, the CLI, packs and installs, git,
 *   TypeDoc, and the few files that drive Chromium without the e2e name yet.
 *
 * Every other test file is listed below by name, so a new file's tier is a decision: the unit test
 * tests/unit/test-tiers.test.ts fails on a file no list places (and on a unit file importing what
 * only integration tests may use).
 */
import { readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

export type TestTier = 'unit' | 'integration' | 'e2e';

export const TEST_TIERS: readonly TestTier[] = ['unit', 'integration', 'e2e'];

/** The repository root (not fixture-site.ts's: that module loads the whole build pipeline). */
export const repoRoot = resolve(import.meta.dirname, '../..');

/** Browser tests carry this suffix; the lists below name every other test file. */
export const E2E_SUFFIX = '.e2e.test.ts';

/** Repository-relative paths of the unit tests. */
export const UNIT_TESTS: readonly string[] = [
  'tests/api-reference/api-pages.test.ts',
  'tests/api-reference/doc-comment-html.test.ts',
  'tests/api-reference/highlighted-code.test.ts',
  'tests/cli/write-heading-ids-text.test.ts',
  'tests/content/word-counts.test.ts',
  'tests/docs/options-load.test.ts',
  'tests/i18n/locale-configs.test.ts',
  'tests/nav/debug-preset.test.ts',
  'tests/nav/theme-config-navbar.test.ts',
  'tests/runnable/runnable-rules.test.ts',
  'tests/search/index-builder.test.ts',
  'tests/search/rank-hits.test.ts',
  'tests/search/search-index.test.ts',
  'tests/social-cards/card-precedence.test.ts',
  'tests/social-cards/png-encoder.test.ts',
  'tests/theme/bidirectional-infima.test.ts',
  'tests/theme/client-api.test.ts',
  'tests/theme/theme-resolution.test.ts',
  'tests/unit/announcement-content.test.ts',
  'tests/unit/bench-look.test.ts',
  'tests/unit/blog-author-socials.test.ts',
  'tests/unit/blog-content.test.ts',
  'tests/unit/blog-routes.test.ts',
  'tests/unit/check-links.test.ts',
  'tests/unit/compile-markdown-docusaurus.test.ts',
  'tests/unit/compile-markdown.test.ts',
  'tests/unit/config-es-imports.test.ts',
  'tests/unit/config-require-resolve.test.ts',
  'tests/unit/config.test.ts',
  'tests/unit/contained-paths.test.ts',
  'tests/unit/copy-static-files.test.ts',
  'tests/unit/cpu-slots.test.ts',
  'tests/unit/dev-reload-queue.test.ts',
  'tests/unit/docs-content-text.test.ts',
  'tests/unit/docs-paths.test.ts',
  'tests/unit/docs-sidebars.test.ts',
  'tests/unit/docs-theme-helpers.test.ts',
  'tests/unit/docs-version-counterparts.test.ts',
  'tests/unit/entry-points.test.ts',
  'tests/unit/hash-folders.test.ts',
  'tests/unit/linear-rewrites.test.ts',
  'tests/unit/markdown-plugin-errors.test.ts',
  'tests/unit/markdown-store-links-assets.test.ts',
  'tests/unit/output-cache.test.ts',
  'tests/unit/output-folder.test.ts',
  'tests/unit/page-links.test.ts',
  'tests/unit/plugin-host.test.ts',
  'tests/unit/portable-paths.test.ts',
  'tests/unit/progress-lines.test.ts',
  'tests/unit/redirects-and-sitemap.test.ts',
  'tests/unit/rehype-sanitize-md.test.ts',
  'tests/unit/remark-esm-imports-shared-node.test.ts',
  'tests/unit/route-path.test.ts',
  'tests/unit/serve-cache-control.test.ts',
  'tests/unit/string-hash.test.ts',
  'tests/unit/svgr-option.test.ts',
  'tests/unit/test-plan.test.ts',
  'tests/unit/test-tiers.test.ts',
  'tests/unit/trailing-slash-redirect.test.ts',
  'tests/unit/webpack-script-rule.test.ts',
];

/** Repository-relative paths of the integration tests (why, where the folder suggests otherwise). */
export const INTEGRATION_TESTS: readonly string[] = [
  'tests/api-reference/api-reference-site.test.ts',
  'tests/api-reference/reference-model.test.ts', // runs TypeDoc
  'tests/api-reference/typedoc-in-worker.test.ts', // runs TypeDoc
  'tests/blog/errors.test.ts',
  'tests/blog/feeds-well-formed.test.ts',
  'tests/blog/fixture-site.test.ts',
  'tests/blog/options-blog.test.ts',
  'tests/blog/options-pages.test.ts',
  'tests/blog/routes.test.ts',
  'tests/blog/sidebar-real-site.test.ts',
  'tests/blog/sidebar.test.ts',
  'tests/cli/build-options.test.ts',
  'tests/cli/cli-site-commands.test.ts',
  'tests/cli/cli-usage.test.ts',
  'tests/cli/deploy.test.ts',
  'tests/cli/docs-version-instances.test.ts',
  'tests/cli/start-serve.test.ts',
  'tests/config/site-config-options.test.ts',
  'tests/content/code-blocks.test.ts', // type-checks and runs the docs' code blocks (tsc, XState v4 packages)
  'tests/content/site-links.test.ts',
  'tests/docs/docs-fixture-build.test.ts',
  'tests/docs/docs-plugin.test.ts', // runs git
  'tests/docs/options-fixture.test.ts',
  'tests/docs/routes.test.ts',
  'tests/e2e/dev-server-security.test.ts', // drives Chromium; not yet named .e2e
  'tests/i18n/i18n-site.test.ts',
  'tests/i18n/write-translations-locale.test.ts', // loads a fixture site and runs a command on it
  'tests/integration/all-problems.test.ts',
  'tests/integration/bad-input.test.ts',
  'tests/integration/build-integrity.test.ts',
  'tests/integration/build-site.test.ts',
  'tests/integration/cache-integrity.test.ts',
  'tests/integration/clear-errors.test.ts',
  'tests/integration/docusaurus-blog-options.test.ts',
  'tests/integration/docusaurus-config.test.ts',
  'tests/integration/docusaurus-content.test.ts',
  'tests/integration/docusaurus-nested-routes.test.ts',
  'tests/integration/docusaurus-plugins.test.ts',
  'tests/integration/docusaurus-real-sites.test.ts',
  'tests/integration/duplicate-routes.test.ts',
  'tests/integration/hostile-markdown.test.ts',
  'tests/integration/hostile-paths.test.ts',
  'tests/integration/hung-build.test.ts',
  'tests/integration/incremental-build.test.ts',
  'tests/integration/incremental-inputs.test.ts',
  'tests/integration/launcher.test.ts',
  'tests/integration/page-extractor.test.ts',
  'tests/integration/progress-output.test.ts',
  'tests/integration/safe-md.test.ts', // drives Chromium; not yet named .e2e
  'tests/integration/server-bundle-contents.test.ts',
  'tests/integration/trailing-slash.test.ts',
  'tests/llms/llms-txt-fixture.test.ts',
  'tests/llms/llms-txt-real-site.test.ts',
  'tests/pack/classic-template.test.ts', // drives Chromium; not yet named .e2e
  'tests/pack/docusaurus-modules.test.ts', // installs module hooks into the process and loads packages through them (seconds)
  'tests/pack/feature-site.test.ts',
  'tests/runnable/real-site-run.test.ts', // drives Chromium; not yet named .e2e
  'tests/runnable/runnable-examples.test.ts', // drives Chromium; not yet named .e2e
  'tests/search/index-files.test.ts', // pure, but writes and serves a large index (seconds)
  'tests/serve/serve-process.test.ts',
  'tests/serve/serve.test.ts', // requests in a busy loop while the output is swapped 30 times (seconds of CPU)
  'tests/shell/page-weight.test.ts',
  'tests/sitemap/robots-txt-build.test.ts',
  'tests/sitemap/sitemap-plugin.test.ts', // runs git
  'tests/social-cards/social-cards-fixture.test.ts',
  'tests/statecharts/real-site-statecharts.test.ts',
  'tests/statecharts/statechart-diagrams.test.ts',
  'tests/swizzle/swizzle.test.ts', // drives Chromium; not yet named .e2e
  'tests/swizzle/write-translations.test.ts', // loads a fixture site and runs a command on it
  'tests/theme/docusaurus-theme-site.test.ts',
  'tests/unit/bench-vs-docusaurus.test.ts', // spawns a stand-in dev server process
  'tests/unit/import-boundaries.test.ts', // runs Biome through npx
];

/** Every test file `npm test` runs: each `*.test.ts` under tests/ outside fixture folders, repository-relative with `/`, sorted. */
export function listTestFiles(root: string = repoRoot): string[] {
  return readdirSync(join(root, 'tests'), { recursive: true, encoding: 'utf8' })
    .map((path) => `tests/${path.split(sep).join('/')}`)
    .filter((path) => path.endsWith('.test.ts') && !path.split('/').includes('fixtures'))
    .sort();
}

/** A test file's path as the lists spell it, from a path relative to the working directory or absolute. */
export function testFileKey(file: string, root: string = repoRoot): string {
  return relative(root, resolve(file)).split(sep).join('/');
}

export interface TierLists {
  unit: readonly string[];
  integration: readonly string[];
}

const MANIFEST: TierLists = { unit: UNIT_TESTS, integration: INTEGRATION_TESTS };

/** The tier of a test file (repository-relative path), or undefined when no list places it. */
export function tierOf(file: string, lists: TierLists = MANIFEST): TestTier | undefined {
  if (file.endsWith(E2E_SUFFIX)) return 'e2e';
  if (lists.unit.includes(file)) return 'unit';
  if (lists.integration.includes(file)) return 'integration';
  return undefined;
}

/** What is wrong with the lists for these test files: each file in exactly one tier, each listed name a test file. */
export function tierProblems(files: readonly string[], lists: TierLists = MANIFEST): string[] {
  const problems: string[] = [];
  const existing = new Set(files);
  for (const file of files) {
    const listed = (['unit', 'integration'] as const).filter((tier) => lists[tier].includes(file));
    if (file.endsWith(E2E_SUFFIX)) {
      if (listed.length > 0) problems.push(`${file} is a browser test by its name; remove it from the ${listed.join(' and ')} list`);
    } else if (listed.length === 0) {
      problems.push(`${file} is in no tier: add it to UNIT_TESTS or INTEGRATION_TESTS in tests/support/test-tiers.ts`);
    } else if (listed.length > 1) {
      problems.push(`${file} is in both the unit and the integration list`);
    }
  }
  for (const tier of ['unit', 'integration'] as const) {
    const seen = new Set<string>();
    for (const file of lists[tier]) {
      if (seen.has(file)) problems.push(`${file} is listed twice in the ${tier} list`);
      seen.add(file);
      if (!existing.has(file)) problems.push(`${file} is in the ${tier} list but is not a test file`);
    }
  }
  return problems;
}

/** Modules a unit test may not import itself: they build sites, start browsers, or run processes. */
const INTEGRATION_ONLY_MODULES = [
  /^(node:)?child_process$/,
  /^playwright-core$/,
  /\/support\/(browser|site-with-browser|real-site|build-real-site|packed-generator|trailing-slash-site)\.ts$/,
  /\/cli\/run-cli\.ts$/,
];

/** Helpers of tests/support/fixture-site.ts that build or copy fixture sites (its removeDir and repoRoot are fine). */
const FIXTURE_BUILDERS = ['buildSite', 'copyFixture', 'copyFixtureWithPackages'];

/**
 * What a unit test file imports that makes it an integration test, read from its own import
 * statements (helpers it imports are trusted to be light; the tier's run time catches the rest).
 */
export function unitImportProblems(file: string, source: string): string[] {
  const problems: string[] = [];
  for (const [, clause, specifier] of source.matchAll(/^import\s+(?!type\s)(?:([^;]*?)\s+from\s+)?'([^']+)';/gm)) {
    if (INTEGRATION_ONLY_MODULES.some((pattern) => pattern.test(specifier))) problems.push(`${file} imports ${specifier}`);
    if (specifier.endsWith('/support/fixture-site.ts')) {
      const builders = FIXTURE_BUILDERS.filter((name) => new RegExp(`\\b${name}\\b`).test(clause ?? ''));
      if (builders.length > 0) problems.push(`${file} imports ${builders.join(', ')} (fixture builds)`);
    }
  }
  if (source.includes('REAL_SITE_OUT')) problems.push(`${file} reads the real site (REAL_SITE_OUT)`);
  return problems;
}
