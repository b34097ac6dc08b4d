import assert from 'node:assert/strict';
import { test } from 'node:test';
import { COLLECT_MS, ReloadQueue, type Reload } from '../../src/core/dev-server/reload-queue.ts';

/** Lets every promise settled so far run its callbacks (setImmediate is not among the mocked timers). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A queue whose reloads only note the files they were given (their rest done at once). */
function recordingQueue(): { queue: ReloadQueue; reloads: string[][] } {
  const reloads: string[][] = [];
  const queue = new ReloadQueue(async (files) => {
    reloads.push(files);
    return { rest: Promise.resolve() };
  });
  return { queue, reloads };
}

test('files changed within a moment of each other are reloaded together, once each', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const { queue, reloads } = recordingQueue();
  queue.add('docs/a.md');
  queue.add('docs/b.md');
  queue.add('docs/a.md');
  await settle();
  assert.deepEqual(reloads, [], 'nothing is reloaded while changes still come');
  t.mock.timers.tick(COLLECT_MS);
  await queue.contentReady();
  assert.deepEqual(reloads, [['docs/a.md', 'docs/b.md']]);
  queue.close();
});

test('a reload starts once the one before has ended, rest and all; requests wait only for its quick part', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const events: string[] = [];
  let endFirstRest!: () => void;
  const firstRest = new Promise<void>((resolve) => (endFirstRest = resolve));
  const queue = new ReloadQueue(async (files): Promise<Reload> => {
    events.push(`reload ${files.join()}`);
    return { rest: files[0] === 'a.md' ? firstRest.then(() => void events.push('rest a.md')) : Promise.resolve() };
  });

  queue.add('a.md');
  t.mock.timers.tick(COLLECT_MS);
  // The first reload's quick part is done, its rest (the whole site loading again) still runs: requests go ahead.
  await queue.contentReady();
  assert.deepEqual(events, ['reload a.md']);

  queue.add('b.md');
  t.mock.timers.tick(COLLECT_MS);
  await settle();
  assert.deepEqual(events, ['reload a.md'], 'the second reload waits for the first to end');
  let served = false;
  const request = queue.contentReady().then(() => (served = true));
  await settle();
  assert.equal(served, false, 'a request waits for the quick part of the latest reload');

  endFirstRest();
  await request;
  assert.deepEqual(events, ['reload a.md', 'rest a.md', 'reload b.md']);
  queue.close();
});

test('closing drops a reload not yet begun', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const { queue, reloads } = recordingQueue();
  queue.add('a.md');
  queue.close();
  t.mock.timers.tick(COLLECT_MS);
  await settle();
  assert.deepEqual(reloads, []);
});
