/**
 * TypeDoc run in worker threads, as a build runs it: the model comes back whole with TypeDoc's
 * timing note, a failure inside the thread comes back as an error with its message, and a warm
 * load reads the cache without starting a thread.
 */
import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import type { LoadContext } from '../../src/core/index.ts';
import { optionsSchema } from '../../plugins/api-reference/options.ts';
import { loadReferenceModel } from '../../plugins/api-reference/reference-model.ts';
import { runTypedocInWorker } from '../../plugins/api-reference/run-typedoc-in-worker.ts';
import { removeDir, repoRoot } from '../support/fixture-site.ts';

const cacheDir = await mkdtemp(join(tmpdir(), 'api-reference-worker-'));
after(() => removeDir(cacheDir));

const notes: string[] = [];
const context = { siteDir: repoRoot, cacheDir, baseUrl: '/', report: { warn: () => {}, note: (m: string) => notes.push(m) } } as unknown as LoadContext;

const options = (npmName: string) =>
  optionsSchema.parse({
    repositoryUrl: 'https://github.com/statelyai/xstate',
    optionsPage: { package: 'vue', intro: 'x', symbols: ['useMachine'] },
    versions: [{ name: 'current', label: 'Current', path: '/api', description: 'd', packages: [{ id: 'vue', npmName, module: '@xstate/vue', note: 'n' }] }],
  });

test('the TypeDoc output made in a worker comes back whole, with how long TypeDoc took', async () => {
  const model = await loadReferenceModel(context, options('@xstate/vue'), runTypedocInWorker);
  assert.ok(
    model.versions[0].packages[0].symbols.some((symbol) => symbol.name === 'useMachine'),
    'useMachine is documented',
  );
  assert.match(notes.join('\n'), /TypeDoc read 1 packages in [\d.]+ s/);
});

test('a warm load reads the cache: no TypeDoc, no note', async () => {
  const before = notes.length;
  const model = await loadReferenceModel(context, options('@xstate/vue'), runTypedocInWorker);
  assert.equal(model.versions[0].packages[0].symbols.length > 0, true);
  assert.equal(notes.length, before);
});

test('a failure inside the worker comes back with its message', async () => {
  await assert.rejects(
    runTypedocInWorker([join(cacheDir, 'missing.d.ts')], cacheDir),
    /TypeDoc failed: TypeDoc could not read the declarations .*missing\.d\.ts/,
  );
});
