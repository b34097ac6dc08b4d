/**
 * Where a doc lives inside its version (Docusaurus 3 rules):
 * - `slug: /x` in front matter is absolute within the version (`slug: /` is the version root);
 * - `slug: x` or `slug: ../x` is relative to the doc's folder;
 * - index.md, README.md and a doc named like its folder (guides/guides.md) stand for the folder;
 * - otherwise folder + id, with number prefixes stripped from folder names.
 * A relative slug resolves within the version ("../../x" from "guides/" is "/x"); a final slug
 * that still has "." or ".." segments (an absolute one, or encoded dots, or backslashes) would
 * write its page outside the output, and is an error naming the doc and the key.
 */
import { posix } from 'node:path';
import { checkContentRoutePath, frontMatterKeyLine, normalizeRoutePath } from '../../src/core/index.ts';
import { parseNumberPrefix, stripPathNumberPrefixes, type NumberPrefixParser } from './number-prefix.ts';

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
  /** Strips folder names' number prefixes (the plugin's numberPrefixParser); default: Docusaurus's rules. */
  numberPrefixParser?: NumberPrefixParser;
  /** The doc's file and text, named by an error about its slug. */
  file?: string;
  source?: string;
}

/** The doc's path inside its version: "/" or "/guides/setup". */
export function docSlug(input: SlugInput): string {
  const { frontMatterSlug, file = '', source = '' } = input;
  const [key, value] = frontMatterSlug === undefined ? ['id', input.baseId] : ['slug', frontMatterSlug];
  return checkContentRoutePath(slugOf(input), { file, key, value, line: () => frontMatterKeyLine(source, key) });
}

/** The slug by Docusaurus's rules, before it is checked. */
function slugOf({ baseId, fileNameWithoutExtension, sourceDirName, frontMatterSlug, numberPrefixParser }: SlugInput): string {
  if (frontMatterSlug?.startsWith('/')) return normalizeRoutePath(frontMatterSlug);
  const folderSlug = sourceDirName === '.' ? '/' : `/${stripPathNumberPrefixes(sourceDirName, numberPrefixParser)}/`;
  if (frontMatterSlug === undefined && isCategoryIndexFile(fileNameWithoutExtension, sourceDirName)) return normalizeRoutePath(folderSlug);
  // posix.resolve handles "./x" and "../x" against the folder, which is always absolute here.
  return normalizeRoutePath(posix.resolve(folderSlug, frontMatterSlug ?? baseId));
}
