/** Writes a small site (path -> text) into a new temporary folder, for tests of config keys. */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export async function writeSite(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'config-site-'));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), text);
  }
  return dir;
}
