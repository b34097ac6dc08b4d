/**
 * Content tags as Docusaurus 3 derives them, for the blog and the docs alike: a tags file
 * (`tags.yml`: key -> label, permalink, description) and the tags a page's front matter lists
 * (labels, or `{ label, permalink, description }` objects). A tag's page is `{tags route}/` +
 * lodash kebabCase of its label ("state machine" -> state-machine, "XState" -> x-state), unless
 * the tags file or an inline object gives a permalink. A permalink that leads outside the site
 * ("/../x") is an error naming the file and line that give it.
 */
import { readFile } from 'node:fs/promises';
import kebabCase from 'lodash.kebabcase';
import { checkContentRoutePath, frontMatterKeyLine, keyLine, parseYaml, SiteError } from '../../src/core/index.ts';
import { z } from 'zod';

const predefinedTagSchema = z.strictObject({ label: z.string().optional(), permalink: z.string().optional(), description: z.string().optional() }).nullable();

const tagsMapSchema = z.record(z.string(), predefinedTagSchema);

/** Tag key -> label, permalink relative to the tags route ("/state-machine"), description. */
export type TagsMap = Map<string, { label: string; permalink: string; description?: string }>;

/** A tag as a page lists it in its front matter. */
export type FrontMatterTag = string | { label: string; permalink: string; description?: string };

/** A tag as pages show it: its label, its page (with the tags route) and description. */
export interface ResolvedTag {
  label: string;
  permalink: string;
  description?: string;
}

/** Reads the tags map; undefined when the file does not exist (then every tag is inline). */
export async function loadTagsMap(file: string): Promise<TagsMap | undefined> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (text === undefined) return undefined;
  const data = parseYaml(text, file, 'invalid tags map') ?? {};
  const result = tagsMapSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new SiteError(`invalid tags map at "${issue.path.join('.')}": ${issue.message}`, file);
  }
  const permalinkLine = (key: string) => () => {
    const tagLine = keyLine(text, key, { topLevel: true });
    return keyLine(text, 'permalink', { from: tagLine }) ?? tagLine;
  };
  return new Map(
    Object.entries(result.data).map(([key, tag]) => [
      key,
      {
        label: tag?.label ?? key,
        permalink:
          tag?.permalink === undefined
            ? kebabCase(key)
            : checkContentRoutePath(tag.permalink, { file, key: 'permalink', value: tag.permalink, line: permalinkLine(key) }),
        description: tag?.description,
      },
    ]),
  );
}

/** "/blog/tags" + "state-machine" -> "/blog/tags/state-machine". */
export function tagPath(tagsRoute: string, permalink: string): string {
  return `${tagsRoute}/${permalink.replace(/^\/+/, '')}`;
}

export interface PageTags {
  /** Each once (by permalink), in the order the page lists them. */
  tags: ResolvedTag[];
  /** Tags the page names that the tags map (when there is one) does not define. */
  notInTagsMap: string[];
}

/** A page's tags; `page` (its file and text) is named by an error about an inline tag's permalink. */
export function resolveTags(entries: FrontMatterTag[], tagsMap: TagsMap | undefined, tagsRoute: string, page = { file: '', source: '' }): PageTags {
  const tags = new Map<string, ResolvedTag>();
  const inline: string[] = [];
  for (const entry of entries) {
    let tag: ResolvedTag;
    if (typeof entry === 'string') {
      const predefined = tagsMap?.get(entry);
      if (tagsMap && !predefined) inline.push(entry);
      tag = predefined
        ? { label: predefined.label, permalink: tagPath(tagsRoute, predefined.permalink), description: predefined.description }
        : { label: entry, permalink: tagPath(tagsRoute, kebabCase(entry)) };
      // An inline tag landing on a predefined tag's page ("state machine" -> state-machine) is that tag.
      const samePage = !predefined && [...(tagsMap?.values() ?? [])].find((known) => tagPath(tagsRoute, known.permalink) === tag.permalink);
      if (samePage) tag = { label: samePage.label, permalink: tag.permalink, description: samePage.description };
    } else {
      const permalink = checkContentRoutePath(entry.permalink, {
        file: page.file,
        key: 'permalink',
        value: entry.permalink,
        line: () => frontMatterKeyLine(page.source, 'tags'),
      });
      tag = { label: entry.label, permalink: tagPath(tagsRoute, permalink), description: entry.description };
    }
    if (!tags.has(tag.permalink)) tags.set(tag.permalink, tag);
  }
  return { tags: [...tags.values()], notInTagsMap: inline };
}
