/** hashFolders: every file of the folders counts, packages installed inside them (named by the lock file) do not. */
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { hashFolders } from '../../src/core/incremental/content-hash.ts';
import { removeDir } from '../support/fixture-site.ts';

test('a source file changes the hash, a file of a nested node_modules does not', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'hash-folders-'));
  try {
    await mkdir(join(dir, 'plugin/node_modules/pkg'), { recursive: true });
    await writeFile(join(dir, 'plugin/index.ts'), 'a');
    await writeFile(join(dir, 'plugin/node_modules/pkg/index.js'), '1');
    const first = await hashFolders([dir]);
    await writeFile(join(dir, 'plugin/node_modules/pkg/index.js'), '2');
    assert.equal(await hashFolders([dir]), first);
    await writeFile(join(dir, 'plugin/index.ts'), 'b');
    assert.notEqual(await hashFolders([dir]), first);
  } finally {
    await removeDir(dir);
  }
});
