/** Reads the YAML front matter of a Markdown/MDX file, with errors that point at the file and line. */
import { parse, YAMLParseError } from 'yaml';
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
  let data: unknown;
  try {
    data = parse(match[1]);
  } catch (error) {
    if (error instanceof YAMLParseError) {
      const [line, column] = error.linePos?.[0] ? [error.linePos[0].line + 1, error.linePos[0].col] : [undefined, undefined];
      throw new SiteError(`invalid front matter: ${error.message.split('\n')[0]}`, file, line, column);
    }
    throw error;
  }
  if (data !== null && data !== undefined && (typeof data !== 'object' || Array.isArray(data))) {
    throw new SiteError('invalid front matter: expected key/value pairs', file, 2, 1);
  }
  return { frontMatter: (data ?? {}) as FrontMatter, body: source.slice(match[0].length) };
}
