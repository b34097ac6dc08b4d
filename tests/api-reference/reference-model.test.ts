/**
 * The reference model from real installed packages, and its cache: TypeDoc runs once per package
 * version; a build with the same packages and options reads the finished model and runs nothing,
 * other options reuse TypeDoc's output, and a damaged record is reported and made again.
 */
import assert from 'node:assert/strict';
import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import type { LoadContext } from '../../src/core/index.ts';
import { optionsSchema } from '../../plugins/api-reference/options.ts';
import { loadReferenceModel, type TypedocRunner } from '../../plugins/api-reference/reference-model.ts';
import { runTypedoc } from '../../plugins/api-reference/run-typedoc.ts';
import { removeDir, repoRoot } from '../support/fixture-site.ts';
import { codeText } from './code-text.ts';

const cacheDir = await mkdtemp(join(tmpdir(), 'api-reference-cache-'));
after(() => removeDir(cacheDir));

const warnings: string[] = [];
const context = { siteDir: repoRoot, cacheDir, baseUrl: '/', report: { warn: (m: string) => warnings.push(m), note: () => {} } } as unknown as LoadContext;

/** The packages TypeDoc read (their entry files), and its runs (several packages each). */
const runs: string[] = [];
const batches: string[][] = [];
const countingRunner: TypedocRunner = (entries, projectRoot) => {
  runs.push(...entries);
  batches.push([...entries]);
  return runTypedoc(entries, projectRoot);
};

const vueEntry = (note: string) => ({ id: 'vue', npmName: '@xstate/vue', module: '@xstate/vue', note, repositoryDirectory: 'packages/xstate-vue' });
const reactEntry = { id: 'react', npmName: '@xstate/react', module: '@xstate/react', note: 'n', repositoryDirectory: 'packages/xstate-react' };

const options = (note: string, more: Array<Record<string, string>> = []) =>
  optionsSchema.parse({
    repositoryUrl: 'https://github.com/statelyai/xstate',
    optionsPage: { package: 'vue', intro: 'x', symbols: ['useMachine'] },
    versions: [
      {
        name: 'current',
        label: 'Current',
        path: '/api',
        description: 'd',
        packages: [vueEntry(note), { id: 'analytics', npmName: '@xstate/analytics', note: 'not published' }, ...more],
      },
    ],
  });

test('a cold load runs TypeDoc and documents the package: signatures, links, source', async () => {
  const model = await loadReferenceModel(context, options('first'), countingRunner);
  assert.equal(runs.length, 1);
  const [vue, analytics] = model.versions[0].packages;
  assert.equal(analytics.entry.version, undefined);
  assert.equal(analytics.symbols.length, 0);
  assert.match(vue.entry.version!, /^\d+\.\d+\.\d+/);
  const useMachine = vue.symbols.find((symbol) => symbol.name === 'useMachine')!;
  const code = codeText(useMachine.signatures[0].code);
  assert.match(code, /^useMachine<TMachine extends AnyStateMachine>\(\n {2}machine: TMachine,\n/, 'laid out over lines, a parameter a line');
  assert.equal(useMachine.source?.repositoryFile, 'packages/xstate-vue/src/useMachine.ts');
  assert.match(useMachine.source!.repositoryUrl!, /\/blob\/%40xstate%2Fvue%40\d/);
});

test('a warm load with the same packages and options runs nothing', async () => {
  const before = runs.length;
  const first = await loadReferenceModel(context, options('first'), countingRunner);
  assert.equal(runs.length, before);
  assert.equal(first.versions[0].packages[0].entry.note, 'first');
});

test("other options remake the model from TypeDoc's cached output", async () => {
  const before = runs.length;
  const model = await loadReferenceModel(context, options('second'), countingRunner);
  assert.equal(runs.length, before);
  assert.equal(model.versions[0].packages[0].entry.note, 'second');
});

test('a damaged record is reported by name and made again', async () => {
  const typedocFiles = await readdir(join(cacheDir, 'api-reference/typedoc'));
  await writeFile(join(cacheDir, 'api-reference/typedoc', typedocFiles[0]), '{"key": ');
  await writeFile(join(cacheDir, 'api-reference/model.json'), 'not json');
  const before = runs.length;
  const model = await loadReferenceModel(context, options('second'), countingRunner);
  assert.equal(runs.length, before + 1);
  assert.ok(model.versions[0].packages[0].symbols.length > 0);
  assert.equal(warnings.length, 2, warnings.join('\n'));
  assert.match(warnings.join('\n'), /model\.json/);
});

test('the packages missing from the cache are read in one TypeDoc run, each into its own model', async () => {
  const freshDir = await mkdtemp(join(tmpdir(), 'api-reference-cache-'));
  after(() => removeDir(freshDir));
  const before = batches.length;
  const model = await loadReferenceModel({ ...context, cacheDir: freshDir }, options('first', [reactEntry]), countingRunner);
  assert.equal(batches.length, before + 1);
  assert.equal(batches.at(-1)!.length, 2);
  const [vue, , reactPackage] = model.versions[0].packages;
  assert.ok(vue.symbols.some((symbol) => symbol.name === 'useMachine'));
  assert.ok(reactPackage.symbols.some((symbol) => symbol.name === 'createActorContext'));
  // Each package's own exports only: one program for both does not mix them.
  assert.ok(!vue.symbols.some((symbol) => symbol.name === 'createActorContext'));
  assert.equal(reactPackage.entry.version, JSON.parse(await readFile(join(repoRoot, 'node_modules/@xstate/react/package.json'), 'utf8')).version);
});
