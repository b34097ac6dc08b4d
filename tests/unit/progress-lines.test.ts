/**
 * Progress lines (src/core/progress/): in a terminal, one line per running phase with its count,
 * redrawn in place at most every 100 ms and cleared before whatever follows; plain lines (start,
 * end with time) for a pipe, `--no-progress` and CI; and the build report telling phases as they
 * start and end. The terminal is a fake stream; the redraw timer is Node's mock timer.
 */
import assert from 'node:assert/strict';
import { afterEach, beforeEach, mock, test } from 'node:test';
import { BuildReport } from '../../src/core/build-report.ts';
import { chooseProgress, isContinuousIntegration } from '../../src/core/progress/choose-progress.ts';
import { LiveProgress } from '../../src/core/progress/live-progress.ts';
import { PhaseCount } from '../../src/core/progress/phase-count.ts';
import type { PhaseOutcome, PhaseProgress, ProgressStream } from '../../src/core/progress/phase-progress.ts';
import { PlainProgress } from '../../src/core/progress/plain-progress.ts';

/** A stream that records what is written to it; a terminal when `isTTY`. */
function fakeStream(isTTY: boolean, columns = 100): ProgressStream & { chunks: string[]; text(): string } {
  const chunks: string[] = [];
  return {
    isTTY,
    columns,
    chunks,
    write(chunk: string | Uint8Array) {
      chunks.push(String(chunk));
      return true;
    },
    text: () => chunks.join(''),
  };
}

const ERASE_ONE_LINE = '\x1b[1A\x1b[J';
/** How every cursor move or erase begins. */
const CURSOR_ESCAPE = '\x1b[';

beforeEach(() => mock.timers.enable({ apis: ['setInterval'] }));
afterEach(() => mock.timers.reset());

test('a terminal shows a running phase with its count, redrawn in place at most every 100 ms', () => {
  const terminal = fakeStream(true);
  const progress = new LiveProgress(terminal, 'build');
  const count = new PhaseCount();
  progress.phaseStarted('compile markdown', count);
  count.add(5);
  count.finish(3);
  assert.equal(terminal.text(), '', 'nothing is drawn before the redraw timer fires');
  mock.timers.tick(100);
  assert.match(terminal.text(), /^\[build\] compile markdown 3\/5 \(\d+\.\d+ s\)\n$/);

  // Several changes within one interval: one redraw, in place (cursor up over the line, erase).
  const before = terminal.chunks.length;
  count.finish();
  count.finish();
  assert.equal(terminal.chunks.length, before, 'counting alone writes nothing');
  mock.timers.tick(100);
  assert.equal(terminal.chunks.length, before + 1, 'one redraw per interval');
  const redraw = terminal.chunks.at(-1)!;
  assert.ok(redraw.startsWith(ERASE_ONE_LINE), `redrawn in place: ${JSON.stringify(redraw)}`);
  assert.match(redraw, /compile markdown 5\/5/);
  progress.close();
});

test('one line per running phase; an ended phase leaves the frame; close clears it before the summary', () => {
  const terminal = fakeStream(true);
  const progress = new LiveProgress(terminal, 'build');
  progress.phaseStarted('bundle', new PhaseCount());
  const prerender = new PhaseCount();
  progress.phaseStarted('prerender', prerender);
  prerender.add(1173);
  prerender.finish(800);
  mock.timers.tick(100);
  const frame = terminal.chunks.at(-1)!;
  assert.match(frame, /^\[build\] bundle \(\d+\.\d+ s\)\n\[build\] prerender 800\/1173 \(\d+\.\d+ s\)\n$/, 'a phase without a count shows none');

  progress.phaseEnded('bundle', 1200, 'done');
  mock.timers.tick(100);
  const after = terminal.chunks.at(-1)!;
  assert.ok(after.startsWith('\x1b[2A\x1b[J'), 'both lines are erased before the new frame');
  assert.doesNotMatch(after, /bundle/);
  assert.match(after, /prerender 800\/1173/);

  progress.close();
  assert.equal(terminal.chunks.at(-1), ERASE_ONE_LINE, 'closing erases the last frame');
  terminal.write('Built 5 routes\n');
  assert.ok(terminal.text().endsWith(`${ERASE_ONE_LINE}Built 5 routes\n`), 'the summary follows on the cleared line');
  mock.timers.tick(1000);
  assert.ok(terminal.text().endsWith('Built 5 routes\n'), 'nothing is drawn once closed');
});

test('counted work under way before its phase starts shows, without a time, until the phase takes it over', () => {
  const terminal = fakeStream(true);
  const progress = new LiveProgress(terminal, 'build');
  const compiles = new PhaseCount();
  progress.phaseCounted('compile markdown', compiles);
  progress.phaseCounted('bundle', new PhaseCount());
  mock.timers.tick(100);
  assert.equal(terminal.text(), '', 'no line while nothing is counted');
  progress.phaseStarted('load content', new PhaseCount());
  compiles.add(352);
  compiles.finish(120);
  mock.timers.tick(100);
  assert.match(terminal.chunks.at(-1)!, /^\[build\] load content \(\d+\.\d+ s\)\n\[build\] compile markdown 120\/352\n$/);
  progress.phaseEnded('load content', 2000, 'done');
  progress.phaseStarted('compile markdown', compiles);
  mock.timers.tick(100);
  const taken = terminal.chunks.at(-1)!;
  assert.ok(taken.startsWith('\x1b[2A\x1b[J'), 'both lines are erased');
  assert.match(taken.slice('\x1b[2A\x1b[J'.length), /^\[build\] compile markdown 120\/352 \(\d+\.\d+ s\)\n$/, 'one line for the phase');
  compiles.finish(232);
  progress.phaseEnded('compile markdown', 300, 'done');
  mock.timers.tick(100);
  assert.equal(terminal.chunks.at(-1), ERASE_ONE_LINE, 'finished work shows no more');
  progress.close();
});

test('lines are cut to the terminal width', () => {
  const terminal = fakeStream(true, 30);
  const progress = new LiveProgress(terminal, 'build');
  progress.phaseStarted('a phase with a rather long name indeed', new PhaseCount());
  mock.timers.tick(100);
  const line = terminal.chunks.at(-1)!.replace(/\n$/, '');
  assert.equal(line.length, 29, `one column is left free so the line never wraps: ${JSON.stringify(line)}`);
  assert.ok(line.endsWith('…'));
  progress.close();
});

test('text written by others meanwhile clears the lines first and stays above them', () => {
  const terminal = fakeStream(true);
  const errors = fakeStream(true);
  const write = terminal.write;
  const progress = new LiveProgress(terminal, 'build', [errors]);
  progress.phaseStarted('bundle', new PhaseCount());
  mock.timers.tick(100);
  errors.write('[warn] from a plugin\n');
  assert.deepEqual(terminal.chunks.slice(-1), [ERASE_ONE_LINE], 'the frame is erased before the other stream writes');
  terminal.write('a plugin says hello\n');
  assert.equal(terminal.chunks.at(-1), 'a plugin says hello\n', 'not erased twice');
  mock.timers.tick(100);
  assert.match(terminal.chunks.at(-1)!, /^\[build\] bundle/, 'drawn again below, with nothing to erase');
  progress.close();
  assert.equal(terminal.write, write, 'closing gives the stream its own write back');
});

test('plain progress writes one line as a phase starts and one with its time as it ends, nothing redrawn', () => {
  const log = fakeStream(false);
  const progress = new PlainProgress(log, 'build');
  const count = new PhaseCount();
  progress.phaseStarted('bundle', count);
  count.add(3);
  mock.timers.tick(1000);
  progress.phaseEnded('bundle', 3210, 'done');
  progress.phaseStarted('prerender', count);
  progress.phaseEnded('prerender', 420, 'failed');
  progress.close();
  assert.equal(log.text(), '[build] bundle …\n[build] bundle done in 3.2 s\n[build] prerender …\n[build] prerender failed after 0.42 s\n');
  assert.ok(!log.text().includes(CURSOR_ESCAPE), 'nothing is redrawn');
});

test('live lines for a terminal; plain lines for a pipe, with --no-progress, under CI and for a dumb terminal', () => {
  const kind = (progress: PhaseProgress) => progress.constructor.name;
  const env = {};
  assert.equal(kind(chooseProgress({ label: 'build', stream: fakeStream(true), sharing: [], env })), 'LiveProgress');
  assert.equal(kind(chooseProgress({ label: 'build', stream: fakeStream(false), sharing: [], env })), 'PlainProgress');
  assert.equal(kind(chooseProgress({ label: 'build', stream: fakeStream(true), sharing: [], env, noProgress: true })), 'PlainProgress');
  assert.equal(kind(chooseProgress({ label: 'build', stream: fakeStream(true), sharing: [], env: { CI: 'true' } })), 'PlainProgress');
  assert.equal(kind(chooseProgress({ label: 'build', stream: fakeStream(true), sharing: [], env: { TERM: 'dumb' } })), 'PlainProgress');
  assert.equal(kind(chooseProgress({ label: 'build', stream: fakeStream(true), sharing: [], env: { CI: 'false' } })), 'LiveProgress');
  for (const value of ['true', '1', 'yes', 'woodpecker']) assert.equal(isContinuousIntegration({ CI: value }), true, value);
  for (const value of [undefined, '', '0', 'false', 'FALSE']) assert.equal(isContinuousIntegration({ CI: value }), false, String(value));
});

test('the build report tells each phase as it starts and ends, with its count and outcome', async () => {
  const told: string[] = [];
  const progress: PhaseProgress = {
    phaseCounted: (name) => told.push(`count ${name}`),
    phaseStarted: (name, count) => told.push(`start ${name} ${count.text()}`),
    phaseEnded: (name, _ms, outcome: PhaseOutcome) => told.push(`end ${name} ${outcome}`),
    close: () => {},
  };
  const report = new BuildReport({ progress });
  report.count('prerender').add(2);
  await report.phase('prerender', async () => report.count('prerender').finish(2));
  await assert.rejects(
    report.phase('bundle', async () => {
      throw new Error('broken');
    }),
  );
  assert.deepEqual(told, ['count prerender', 'start prerender 0/2', 'end prerender done', 'count bundle', 'start bundle ', 'end bundle failed']);
  assert.equal(report.count('prerender').text(), '2/2', 'the count the phase was told of is the one its work counted on');
  assert.deepEqual(
    report.phases.map((p) => p.name),
    ['prerender', 'bundle'],
    'phases are still timed for the summary',
  );
});
