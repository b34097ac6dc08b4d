/**
 * "Edit this page" links of content in a translated locale, as Docusaurus's content plugins make
 * them. A file is read from the locale's folder of translations when it is there, else from the
 * default locale's folder. A string `editUrl` links the default locale's file, unless the plugin's
 * `editLocalizedFiles` is on and the page is a translation: then the translated file. A function
 * `editUrl` is given the path of the file in the folder it was read from.
 */
import { relative, sep } from 'node:path';

/** A content plugin's folder and, in a translated locale, its folder of translations. */
export interface ContentFolders {
  contentDir: string;
  localizedDir?: string;
}

/** Where a page's file was read from. */
export interface ContentFileSource {
  /** The folder it was read from: the translations' when it is a translation. */
  folder: string;
  /** Its path in that folder, with `/`. */
  pathInFolder: string;
  isLocalized: boolean;
}

const withSlashes = (path: string): string => path.split(sep).join('/');

export function contentFileSource(file: string, folders: ContentFolders): ContentFileSource {
  const isLocalized = folders.localizedDir !== undefined && file.startsWith(folders.localizedDir + sep);
  const folder = isLocalized ? folders.localizedDir! : folders.contentDir;
  return { folder, pathInFolder: withSlashes(relative(folder, file)), isLocalized };
}

/** A folder's path in the site, with `/` (what Docusaurus passes as `blogDirPath`, `versionDocsDirPath`, ...). */
export function sitePathOf(siteDir: string, folder: string): string {
  return withSlashes(relative(siteDir, folder));
}

/**
 * A string `editUrl`'s link: the base, the folder's path in the site, the file's path in it.
 * @param folders the folders the link points into (a docs version's, or the current version's with `editCurrentVersion`)
 */
export function editUrlOfFile(editUrl: string, siteDir: string, source: ContentFileSource, folders: ContentFolders, editLocalizedFiles: boolean): string {
  const folder = source.isLocalized && editLocalizedFiles && folders.localizedDir ? folders.localizedDir : folders.contentDir;
  return [editUrl.replace(/\/+$/, ''), sitePathOf(siteDir, folder), source.pathInFolder].filter(Boolean).join('/');
}
