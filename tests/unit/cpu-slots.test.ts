/**
 * The build's CPU slots (src/core/cpu-slots.ts): never more tasks at once than slots, a task
 * asking `first` goes ahead of those already waiting, and a failed task frees its slot.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CpuSlots } from '../../src/core/cpu-slots.ts';

/** A task that runs until `finish()` is called, noting when it started. */
function heldTask(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { run: () => (started.push(name), done), finish: () => finish() };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

test('runs at most as many tasks at once as it has slots', async () => {
  const slots = new CpuSlots(2);
  let running = 0;
  let most = 0;
  const task = async () => {
    running++;
    most = Math.max(most, running);
    await settle();
    running--;
  };
  await Promise.all(Array.from({ length: 10 }, () => slots.run(task)));
  assert.equal(most, 2, `at most 2 tasks should run at once, ${most} did`);
});

test('a task asking first starts before the tasks already waiting', async () => {
  const slots = new CpuSlots(1);
  const started: string[] = [];
  const holder = heldTask(started, 'holder');
  const queued = heldTask(started, 'queued');
  const long = heldTask(started, 'long');
  const all = [slots.run(holder.run), slots.run(queued.run), slots.run(long.run, { first: true })];
  await settle();
  assert.deepEqual(started, ['holder'], 'only the first task runs while the one slot is taken');
  holder.finish();
  await settle();
  assert.deepEqual(started, ['holder', 'long'], 'the task that asked first should have the freed slot');
  long.finish();
  await settle();
  assert.deepEqual(started, ['holder', 'long', 'queued'], 'the queued task runs once the slot is free again');
  queued.finish();
  await Promise.all(all);
});

test('a task that fails frees its slot and passes its error on', async () => {
  const slots = new CpuSlots(1);
  await assert.rejects(
    slots.run(async () => {
      throw new Error('compile failed');
    }),
    /compile failed/,
  );
  const ran = await Promise.race([slots.run(async () => 'ran'), new Promise((resolve) => setTimeout(() => resolve('still waiting'), 1000))]);
  assert.equal(ran, 'ran', 'the slot of the failed task should be free');
});
