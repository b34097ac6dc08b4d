/**
 * Where the files a page uses are (see remark-assets.ts), and what they are called in the output:
 * `assets/images/<name>-<hash>.<ext>` for images, `assets/files/...` for other files, as Docusaurus
 * names them, the hash being of the file's bytes (so a changed file gets a new URL, and an
 * unchanged one keeps its URL and its browser cache). Hashes are kept per file by size and
 * modification time, so a page's assets are read once per process.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { checkContentAsset, type AssetRoot } from '../contained-paths.ts';
import { fileStamp, hashContent } from '../incremental/content-hash.ts';
import type { MarkdownAsset } from './remark-assets.ts';

/**
 * The file an asset names, as Docusaurus looks for it: `@site/` in the site, `/x` in the static
 * folders, else beside the page; undefined when there is none. A file found outside `roots`
 * (the site, static and content folders: contained-paths.ts), or hidden, is an
 * error naming the page, the line and the link.
 */
export function assetSourceFile(
  asset: Pick<MarkdownAsset, 'path' | 'suffix' | 'kind' | 'line'>,
  markdownFile: string,
  dirs: { siteDir: string; staticDirs: string[] },
  roots: readonly AssetRoot[],
): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(asset.path);
  } catch {
    path = asset.path;
  }
  const candidates = path.startsWith('@site/')
    ? [join(dirs.siteDir, path.slice('@site/'.length))]
    : path.startsWith('/')
      ? dirs.staticDirs.map((dir) => join(dir, path))
      : [join(dirname(markdownFile), path)];
  const file = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  if (file === undefined) return undefined;
  return checkContentAsset({ file, markdownFile, line: asset.line, kind: asset.kind, written: asset.path + asset.suffix }, roots);
}

const outputNames = new Map<string, { stamp: string; name: string }>();

/** The asset's file under the output folder, e.g. "assets/images/diagram-1a2b3c4d.png". */
export function assetOutputFile(source: string, kind: MarkdownAsset['kind']): string {
  const stamp = fileStamp(statSync(source));
  const known = outputNames.get(source);
  if (known?.stamp === stamp && known.name.startsWith(`assets/${kind}s/`)) return known.name;
  const extension = extname(source);
  const name = `assets/${kind}s/${basename(source, extension)}-${hashContent(readFileSync(source)).slice(0, 8)}${extension}`;
  outputNames.set(source, { stamp, name });
  return name;
}
