/**
 * Runs extracted runnable code blocks in one process (one import each, in order), so the check
 * costs one Node start-up instead of one per block. Prints one JSON line per failing block.
 * Usage: tsx run-code-blocks.ts block-1.ts block-7.ts ...
 */
import { pathToFileURL } from 'node:url';

const BLOCK_TIMEOUT_MS = 10_000;
/** Marks result lines among whatever the blocks print. */
const FAILURE_MARKER = '@@code-block-failure@@';
let current = '';
const failures = new Map<string, string>();
process.on('uncaughtException', (error) => failures.set(current, String(error?.stack ?? error)));
process.on('unhandledRejection', (error) => failures.set(current, String((error as Error)?.stack ?? error)));

for (const file of process.argv.slice(2)) {
  current = file;
  try {
    await Promise.race([
      import(pathToFileURL(file).href),
      new Promise((_, reject) => setTimeout(() => reject(new Error(`did not finish within ${BLOCK_TIMEOUT_MS} ms`)), BLOCK_TIMEOUT_MS).unref()),
    ]);
    // Let the block's own promises and short timers settle before the next one.
    await new Promise((resolve) => setTimeout(resolve, 50));
  } catch (error) {
    failures.set(file, String((error as Error)?.stack ?? error));
  }
}
await new Promise((resolve) => setTimeout(resolve, 300));
for (const [file, message] of failures) console.log(FAILURE_MARKER + JSON.stringify({ file, message }));
process.exit(0);
