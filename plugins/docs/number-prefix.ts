/**
 * Number prefixes order files without showing up in ids or URLs (Docusaurus convention):
 * "01-intro" -> "intro" (position 1), "2. setup" -> "setup". Names that are only a number
 * ("2023") or look like a date/version ("1.2.3-notes") keep their prefix.
 */
const NUMBER_PREFIX = /^(?<number>\d+)\s*[-_.]+\s*(?<rest>[^-_.\s].*)$/;
const VERSION_LIKE = /^\d+[-_.]\d+/;

export interface ParsedNumberPrefix {
  name: string;
  position?: number;
}

export function parseNumberPrefix(name: string): ParsedNumberPrefix {
  if (VERSION_LIKE.test(name)) return { name };
  const match = NUMBER_PREFIX.exec(name);
  if (!match?.groups) return { name };
  return { name: match.groups.rest, position: Number(match.groups.number) };
}

/** Strips the prefix of every segment of a relative path ("01-guides/02-setup" -> "guides/setup"). */
export function stripPathNumberPrefixes(path: string): string {
  return path
    .split('/')
    .map((segment) => parseNumberPrefix(segment).name)
    .join('/');
}
