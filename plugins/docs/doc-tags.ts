/**
 * Docs tags, as Docusaurus 3 (3.4+) has them: each version may have a tags file (the `tags` option,
 * default `tags.yml` in the version's folder; `false` or `null`: none), whose tags give labels,
 * permalinks and descriptions; a doc's front matter `tags` name them or are inline. A version's tag
 * pages live under `{version path}/{tagsBasePath}`. The tags file and the resolution of tags are
 * the blog's too (plugins/content-tags/tags-file.ts).
 */
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { normalizeRoutePath, SiteError } from '../../src/core/index.ts';
import { loadTagsMap, resolveTags, type ResolvedTag } from '../content-tags/tags-file.ts';
import type { DocSource } from './read-docs.ts';
import type { VersionMetadata } from './versions.ts';

export interface DocsTagsOptions {
  /** The tags file, relative to each version's folder; undefined: `tags.yml` when it exists. */
  tags?: string | false | null;
  tagsBasePath: string;
}

/** One tag of a version and the docs that have it. */
export interface DocTagGroup extends ResolvedTag {
  docs: DocSource[];
}

export interface VersionTags {
  /** The version's tags page ("/docs/tags"), without the base URL. */
  routePath: string;
  /** Tags of each doc that has some, by doc id. */
  byDoc: Map<string, ResolvedTag[]>;
  /** Each tag with its docs, sorted by label (ignoring case). */
  groups: DocTagGroup[];
  /** "docs/a.md: "x", "y"" for tags missing from the tags file (only when there is one). */
  notInTagsFile: string[];
  /** The tags file read, if any (for the message about tags missing from it). */
  tagsFile?: string;
}

/** The tags file of a version, or undefined; a file the option names that does not exist is an error. */
function tagsFileOf(version: VersionMetadata, options: DocsTagsOptions, configFile: string): string | undefined {
  if (options.tags === false || options.tags === null) return undefined;
  const file = join(version.contentDir, options.tags ?? 'tags.yml');
  if (options.tags !== undefined && !existsSync(file))
    throw new SiteError(`docs option tags: no tags file "${options.tags}" in the folder of version "${version.name}" (${version.contentDir})`, configFile);
  return file;
}

export async function loadVersionTags(
  version: VersionMetadata,
  docs: DocSource[],
  options: DocsTagsOptions & { siteDir: string; configFile: string },
): Promise<VersionTags> {
  const tagsFile = tagsFileOf(version, options, options.configFile);
  const tagsMap = tagsFile ? await loadTagsMap(tagsFile) : undefined;
  const routePath = normalizeRoutePath(`${version.routePath}/${options.tagsBasePath}`);
  const byDoc = new Map<string, ResolvedTag[]>();
  const groups = new Map<string, DocTagGroup>();
  const notInTagsFile: string[] = [];
  for (const doc of docs) {
    if (!doc.frontMatter.tags?.length) continue;
    const { tags, notInTagsMap } = resolveTags(doc.frontMatter.tags, tagsMap, routePath, { file: doc.file, source: '' });
    if (notInTagsMap.length) notInTagsFile.push(`${relative(options.siteDir, doc.file)}: ${notInTagsMap.map((tag) => `"${tag}"`).join(', ')}`);
    byDoc.set(doc.id, tags);
    for (const tag of tags) {
      const group = groups.get(tag.permalink) ?? { ...tag, docs: [] };
      group.docs.push(doc);
      groups.set(tag.permalink, group);
    }
  }
  const sorted = [...groups.values()].sort((a, b) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }) || a.permalink.localeCompare(b.permalink));
  return { routePath, byDoc, groups: sorted, notInTagsFile: notInTagsFile.sort(), tagsFile: tagsMap ? tagsFile : undefined };
}
