/**
 * The import boundaries biome.jsonc enforces (`npm run lint`, which CI runs): a plugin reaches core
 * through its public entries, the theme and the client runtime through their aliases and src/shared
 * through its public modules; the theme, the client runtime and the site's components reach a
 * plugin through its contract file (`@generator/plugins/<name>/contract`). Deliberate violations,
 * written into a temporary folder beside a copy of the config, each fail with their boundary's
 * message, file and line; what the rules allow passes; and so does the repository as it is.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { test } from 'node:test';
import { repoRoot } from '../support/fixture-site.ts';

/** Biome at the version package.json's lint script runs. */
const BIOME = /@biomejs\/biome@\S+/.exec(JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).scripts.lint)![0];

interface Violation {
  file: string;
  line: number;
  /** The boundary the message names ("plugins -> core"). */
  boundary: string;
}

/** The import-boundary errors Biome finds in `paths` under `dir`, read from its GitHub annotations (one line each, with file and line). */
function boundaryViolations(dir: string, paths: string[], options: string[] = []): { violations: Violation[]; status: number | null; output: string } {
  const result = spawnSync('npx', ['--yes', BIOME, 'lint', '--only=style/noRestrictedImports', '--reporter=github', '--colors=off', ...options, ...paths], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 300_000,
  });
  const output = `${result.stdout}${result.stderr}`;
  const violations = [
    ...result.stdout.matchAll(/^::error title=lint\/style\/noRestrictedImports,file=([^,]+),line=(\d+),[^\n]*?::Import boundary (\S+ -> \S+):/gm),
  ].map(([, file, line, boundary]) => ({ file: relative(dir, file), line: Number(line), boundary }));
  return { violations, status: result.status, output };
}

/** A plugin's node side, a plugin's theme component, and theme, client and component files, each import on its own line. */
const FILES: Record<string, string[]> = {
  'plugins/example/index.ts': [
    "import { parseRecord } from '../../src/core/incremental/cache-record.ts';",
    "import { definePlugin } from '../../src/core/index.ts';",
    "import { ensurePrismLanguage } from '../../src/core/markdown-tools.ts';",
    "import { writeFileAtomicSync } from '../../src/core/worker-tools.ts';",
    "import { routeKey } from '../../src/shared/route-path.ts';",
    "import { escapeHtml } from '../../src/shared/escape-html.ts';",
    "export { buildSite } from '../../src/core/build.ts';",
    "export const later = () => import('../../src/core/load-site.ts');",
    'export const used = [parseRecord, definePlugin, ensurePrismLanguage, writeFileAtomicSync, routeKey, escapeHtml];',
  ],
  'plugins/example/theme/View.tsx': [
    "import { useNavbarSecondaryMenu } from '../../../src/theme/navbar-secondary-menu';",
    "import '../../../src/client/Link';",
    "import { useNavbarSecondaryMenu as useMenu } from '@generator/theme/navbar-secondary-menu';",
    "import Layout from '@theme/Layout';",
    'export const used = [useNavbarSecondaryMenu, useMenu, Layout];',
  ],
  'src/theme/Example.tsx': [
    "import type { SidebarEntry } from '../../plugins/docs/docs-client-data';",
    "import { cleanSidebarPath } from '@generator/plugins/docs/docs-client-data';",
    "import { DOCS_PLUGIN_NAME } from '@generator/plugins/docs/contract';",
    "import type { DocTag } from '../../plugins/docs/contract';",
    'export type Used = [SidebarEntry, DocTag, typeof cleanSidebarPath, typeof DOCS_PLUGIN_NAME];',
  ],
  'src/client/example.ts': ["import type { BlogListPageData } from '../../plugins/blog/page-data';", 'export type Used = BlogListPageData;'],
  'src/components/Example.tsx': ["import '../../plugins/search/index';"],
  // Outside the folders the boundaries cover (tests read anything).
  'tests/example.test.ts': ["import { parseRecord } from '../src/core/incremental/cache-record.ts';", 'export const used = parseRecord;'],
};

test('each import boundary refuses a deliberate violation with its message, file and line', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'import-boundaries-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  copyFileSync(join(repoRoot, 'biome.jsonc'), join(dir, 'biome.jsonc'));
  for (const [file, lines] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), `${lines.join('\n')}\n`);
  }
  // The folder is no Git checkout: the config's `vcs` settings are turned off for it.
  const { violations, status, output } = boundaryViolations(dir, ['.'], ['--vcs-enabled=false']);
  assert.equal(status, 1, output);
  assert.deepEqual(violations, [
    { file: 'plugins/example/index.ts', line: 1, boundary: 'plugins -> core' },
    { file: 'plugins/example/index.ts', line: 5, boundary: 'plugins -> shared' },
    { file: 'plugins/example/index.ts', line: 7, boundary: 'plugins -> core' },
    { file: 'plugins/example/index.ts', line: 8, boundary: 'plugins -> core' },
    { file: 'plugins/example/theme/View.tsx', line: 1, boundary: 'plugins -> theme' },
    { file: 'plugins/example/theme/View.tsx', line: 2, boundary: 'plugins -> theme' },
    { file: 'src/client/example.ts', line: 1, boundary: 'theme -> plugins' },
    { file: 'src/components/Example.tsx', line: 1, boundary: 'theme -> plugins' },
    { file: 'src/theme/Example.tsx', line: 1, boundary: 'theme -> plugins' },
    { file: 'src/theme/Example.tsx', line: 2, boundary: 'theme -> plugins' },
    { file: 'src/theme/Example.tsx', line: 4, boundary: 'theme -> plugins' },
  ]);
  // The message says what to do instead.
  assert.match(output, /Import boundary plugins -> core: a plugin imports src\/core\/index\.ts only/);
  assert.match(output, /Import boundary theme -> plugins: the theme imports a plugin through its contract only \(@generator\/plugins\/<name>\/contract/);
});

test('the repository keeps its import boundaries', () => {
  // The folders the boundaries cover: the rest of the repository (tests, bench) is not linted for them.
  const { violations, status, output } = boundaryViolations(repoRoot, ['plugins', 'src']);
  assert.deepEqual(violations, []);
  assert.equal(status, 0, output);
});
