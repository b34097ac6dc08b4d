/**
 * Where a doc lives inside its version (Docusaurus 3 rules):
 * - `slug: /x` in front matter is absolute within the version (`slug: /` is the version root);
 * - `slug: x` or `slug: ../x` is relative to the doc's folder;
 * - index.md, README.md and a doc named like its folder (guides/guides.md) stand for the folder;
 * - otherwise folder + id, with number prefixes stripped from folder names.
 */
import { posix } from 'node:path';
import { normalizeRoutePath } from '../../src/core/index.ts';
import { parseNumberPrefix, stripPathNumberPrefixes } from './number-prefix.ts';

/** Whether a file stands for its folder: index, README, or named like the folder (case-insensitive). */
export function isCategoryIndexFile(fileNameWithoutExtension: string, sourceDirName: string): boolean {
  const name = parseNumberPrefix(fileNameWithoutExtension).name.toLowerCase();
  const folder = sourceDirName === '.' ? undefined : parseNumberPrefix(posix.basename(sourceDirName)).name.toLowerCase();
  return name === 'index' || name === 'readme' || name === folder;
}

export interface SlugInput {
  /** The doc's id without its folder (front matter id, else the file name without number prefix). */
  baseId: string;
  fileNameWithoutExtension: string;
  /** Folder relative to the version folder, posix, "." for the top. */
  sourceDirName: string;
  frontMatterSlug?: string;
}

/** The doc's path inside its version: "/" or "/guides/setup". */
export function docSlug({ baseId, fileNameWithoutExtension, sourceDirName, frontMatterSlug }: SlugInput): string {
  if (frontMatterSlug?.startsWith('/')) return normalizeRoutePath(frontMatterSlug);
  const folderSlug = sourceDirName === '.' ? '/' : `/${stripPathNumberPrefixes(sourceDirName)}/`;
  if (frontMatterSlug === undefined && isCategoryIndexFile(fileNameWithoutExtension, sourceDirName)) return normalizeRoutePath(folderSlug);
  // posix.resolve handles "./x" and "../x" against the folder, which is always absolute here.
  return normalizeRoutePath(posix.resolve(folderSlug, frontMatterSlug ?? baseId));
}
