/**
 * How the unit tier runs several files to a process. Started one process each, unit files spend
 * most of their time loading the same modules (TypeScript through tsx, the Markdown pipeline,
 * webpack's config) rather than testing; the tier instead runs one process per core, each
 * importing its share of the files, side by side under Node's test runner.
 *
 * Files in one process share the test runner's root: a top-level `before`/`after` runs at the
 * start/end of the whole process, which changes nothing a file can see, but a top-level
 * `beforeEach`/`afterEach` (or a top-level `mock`) would wrap every other file's tests too, so a
 * file with one runs in a process of its own.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface UnitRun {
  /** Groups of files, each imported by one process. */
  shards: string[][];
  /** Files run in a process of their own. */
  alone: string[];
}

/** Whether a test file has hooks or mocks at its top level that would reach other files' tests in a shared process. */
export function needsOwnProcess(source: string): boolean {
  return /^(?:beforeEach|afterEach)\(|^mock\./m.test(source);
}

/**
 * Splits the unit files into at most `processes` shards, dealt in turn so each shard gets a share of
 * every folder (files of a folder tend to load the same modules and cost alike), and the files that
 * must run alone.
 */
export function planUnitRun(files: readonly string[], sourceOf: (file: string) => string, processes: number): UnitRun {
  const alone = files.filter((file) => needsOwnProcess(sourceOf(file)));
  const shared = files.filter((file) => !alone.includes(file));
  const count = Math.max(1, Math.min(processes, shared.length));
  const shards = Array.from({ length: count }, (_, index) => shared.filter((_, position) => position % count === index));
  return { shards: shards.filter((shard) => shard.length > 0), alone };
}

/**
 * Writes one module per shard into `dir` that imports the shard's files (absolute paths under
 * `root`), and returns their paths. `.mjs`, so they are ES modules wherever `dir` is.
 */
export function writeShardModules(dir: string, root: string, shards: readonly string[][]): string[] {
  return shards.map((files, index) => {
    const path = join(dir, `unit-${index + 1}-of-${shards.length}.test.mjs`);
    const imports = files.map((file) => `import ${JSON.stringify(pathToFileURL(join(root, file)).href)};`);
    writeFileSync(path, `// The unit test files of shard ${index + 1} (tests/support/unit-shards.ts).\n${imports.join('\n')}\n`);
    return path;
  });
}
