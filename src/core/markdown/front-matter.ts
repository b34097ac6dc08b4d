/** Reads the YAML front matter of a Markdown/MDX file, with errors that point at the file and line. */
import { parseYaml } from '../parse-yaml.ts';
import { SiteError } from '../site-error.ts';

export type FrontMatter = Record<string, unknown>;

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(\r?\n|$)/;

export interface ParsedFrontMatter {
  frontMatter: FrontMatter;
  /** The source after the front matter block. */
  body: string;
}

export function parseFrontMatter(file: string, source: string): ParsedFrontMatter {
  const match = FRONT_MATTER.exec(source);
  if (!match) return { frontMatter: {}, body: source };
  // The YAML starts on line 2, after the opening `---`.
  const data = parseYaml(match[1], file, 'invalid front matter', 2);
  if (data !== null && data !== undefined && (typeof data !== 'object' || Array.isArray(data))) {
    throw new SiteError('invalid front matter: expected key/value pairs', file, 2, 1);
  }
  return { frontMatter: (data ?? {}) as FrontMatter, body: source.slice(match[0].length) };
}
