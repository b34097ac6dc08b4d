/** Compares two output folders file by file, for tests of reproducible and incremental builds. */
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';

async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/** The files that differ between two folders (in one only, or with other bytes); empty when they are identical. */
export async function differingFiles(a: string, b: string): Promise<string[]> {
  const [inA, inB] = await Promise.all([filesOf(a), filesOf(b)]);
  const setB = new Set(inB);
  const differing = [
    ...inA.filter((file) => !setB.has(file)).map((file) => `${file} (only in the first)`),
    ...inB.filter((file) => !inA.includes(file)).map((file) => `${file} (only in the second)`),
  ];
  for (const file of inA.filter((f) => setB.has(f))) {
    const [bytesA, bytesB] = await Promise.all([readFile(join(a, file)), readFile(join(b, file))]);
    if (!bytesA.equals(bytesB)) differing.push(file);
  }
  return differing;
}
