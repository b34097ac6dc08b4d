/**
 * What a post's path (relative to the blog folder) says about it, by Docusaurus's rules:
 *   2023-11-28-launch.mdx        -> date 2023-11-28, slug /2023/11/28/launch
 *   2023-11-28-launch/index.mdx  -> date 2023-11-28, slug /2023/11/28/launch
 *   2022/03/11/launch.mdx        -> date 2022-03-11, slug /2022/03/11/launch
 *   launch.mdx                   -> no date,         slug /launch
 * The slug is relative to the blog's route; front matter `slug` overrides it.
 */

export interface PostFileName {
  /** The date text as written in the path ("2023-11-28", "2022/03/11"), if any. */
  dateText?: string;
  /** The name without date and extension ("launch"). */
  name: string;
  slug: string;
}

const DATED_PATH = /^(?<folder>.*?)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<name>.*?)(?:\/index)?\.mdx?$/;

export function parsePostFileName(relativePath: string): PostFileName {
  const path = relativePath.split('\\').join('/');
  const dated = DATED_PATH.exec(path);
  if (dated?.groups) {
    const { folder, date, name } = dated.groups;
    return { dateText: date, name, slug: `/${date.replace(/-/g, '/')}/${folder}${name}` };
  }
  const name = path.replace(/(?:\/index)?\.mdx?$/, '');
  return { name, slug: `/${name}` };
}
