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

/**
 * Docusaurus's `numberPrefixParser` option as a function: "01-intro" -> `{ filename: 'intro',
 * numberPrefix: 1 }`. The option's `true` is the default parser, `false` the disabled one.
 */
export type NumberPrefixParser = (filename: string) => { filename: string; numberPrefix?: number };

/** Docusaurus's DisabledNumberPrefixParser: names keep their prefixes. */
export const disabledNumberPrefixParser: NumberPrefixParser = (filename) => ({ filename });

/** Docusaurus's DefaultNumberPrefixParser, in the option's shape (what sidebarItemsGenerator receives). */
export const defaultNumberPrefixParser: NumberPrefixParser = (filename) => {
  const { name, position } = parseNumberPrefix(filename);
  return position === undefined ? { filename: name } : { filename: name, numberPrefix: position };
};

/** The parser the `numberPrefixParser` option stands for. */
export function numberPrefixParserOf(option: boolean | NumberPrefixParser): NumberPrefixParser {
  if (typeof option === 'function') return option;
  return option ? defaultNumberPrefixParser : disabledNumberPrefixParser;
}

/** `name` split by `parser`; without one, by the default rules (the common case, called directly). */
export function parseNumberPrefix(name: string, parser?: NumberPrefixParser): ParsedNumberPrefix {
  if (parser && parser !== defaultNumberPrefixParser) {
    const { filename, numberPrefix } = parser(name);
    return numberPrefix === undefined ? { name: filename } : { name: filename, position: numberPrefix };
  }
  if (VERSION_LIKE.test(name)) return { name };
  const match = NUMBER_PREFIX.exec(name);
  if (!match?.groups) return { name };
  return { name: match.groups.rest, position: Number(match.groups.number) };
}

/** Strips the prefix of every segment of a relative path ("01-guides/02-setup" -> "guides/setup"). */
export function stripPathNumberPrefixes(path: string, parser?: NumberPrefixParser): string {
  return path
    .split('/')
    .map((segment) => parseNumberPrefix(segment, parser).name)
    .join('/');
}
