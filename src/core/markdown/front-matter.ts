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

/** Every reader of a Markdown file starts here, so a file that is not text is caught here, by name. */
export function parseFrontMatter(file: string, source: string): ParsedFrontMatter {
  // A NUL byte never occurs in text: an image or archive saved under a Markdown name.
  if (source.includes('\0')) throw new SiteError('not a text file: it holds binary data, not Markdown', file);
  const match = FRONT_MATTER.exec(source);
  if (!match) return { frontMatter: {}, body: source };
  // The YAML starts on line 2, after the opening `---`.
  const data = parseYaml(match[1], file, 'invalid front matter', 2);
  if (data !== null && data !== undefined && (typeof data !== 'object' || Array.isArray(data))) {
    throw new SiteError('invalid front matter: expected key/value pairs', file, 2, 1);
  }
  return { frontMatter: (data ?? {}) as FrontMatter, body: source.slice(match[0].length) };
}
