/**
 * TypeScript snippets of the reference (signatures, declarations, members) laid out at a reading
 * width by Prettier's TypeScript printer, at build time. Each snippet is wrapped into a statement
 * Prettier can parse (a signature becomes `declare function ...;`, a member a class's member),
 * formatted, and unwrapped again. Snippets that fit on one line are left as they are; the others
 * are formatted in one Prettier run (one parse of all of them: a run per snippet costs several
 * times more), and a snippet Prettier cannot parse (TypeScript's own abbreviations of long types,
 * `... 15 more ...`) stays on one line.
 */
import { createRequire } from 'node:module';

/** The columns a snippet may take before it is broken over lines. */
export const CODE_WIDTH = 80;

/**
 * What a snippet is, which says how to make a statement of it:
 * - `signature`: `name<T>(a: A): R`, or `new Name(...)` for a constructor;
 * - `declaration`: `type X<T> = ...` or `const x: T`;
 * - `member`: a class's or interface's member (`readonly x: T`, `get x(): T`, `name?(...): R`).
 */
export type SnippetForm = 'signature' | 'declaration' | 'member';

interface Wrapping {
  /** The statement Prettier reads. */
  source: string;
  /** The snippet again, from Prettier's output for that statement. */
  unwrap: (formatted: string) => string;
}

const stripEnd = (text: string, end: string) => (text.endsWith(end) ? text.slice(0, -end.length) : text);
const stripStart = (text: string, start: string) => (text.startsWith(start) ? text.slice(start.length) : text);

function wrap(code: string, form: SnippetForm): Wrapping {
  if (form === 'signature') {
    // A constructor is shown as `new Name(...)`: formatted as the function `Name(...)`.
    const lead = code.startsWith('new ') ? 'new ' : '';
    return {
      source: `declare function ${code.slice(lead.length)};`,
      unwrap: (formatted) => lead + stripEnd(stripStart(formatted, 'declare function '), ';'),
    };
  }
  if (form === 'declaration') {
    const lead = code.startsWith('type ') ? '' : 'declare ';
    return { source: `${lead}${code};`, unwrap: (formatted) => stripEnd(stripStart(formatted, lead), ';') };
  }
  return {
    source: `declare class Members {\n${code};\n}`,
    unwrap: (formatted) => {
      const lines = formatted.split('\n').slice(1, -1);
      return stripEnd(lines.map((line) => stripStart(line, '  ')).join('\n'), ';');
    },
  };
}

/** Prettier's installed version: part of the reference's cache key, since it decides the layout. */
export function prettierVersion(): string {
  return (createRequire(import.meta.url)('prettier/package.json') as { version: string }).version;
}

type Format = (source: string) => Promise<string>;

let formatter: Promise<Format> | undefined;

/**
 * Starts loading Prettier (a few hundred milliseconds of module loading) while TypeDoc runs in its
 * thread, so that the layout, which follows TypeDoc on a cold build's longest path, does not wait
 * for it. (Laying out half the snippets in a second thread was measured slower on two busy cores:
 * the thread loads and warms up Prettier again.)
 */
export function loadFormatter(): Promise<Format> {
  formatter ??= importFormatter();
  return formatter;
}

/** Prettier's standalone printer with only the TypeScript parser: loaded when a model is made, never on warm builds. */
async function importFormatter(): Promise<Format> {
  const [prettier, typescript, estree] = await Promise.all([
    import('prettier/standalone'),
    import('prettier/plugins/typescript'),
    import('prettier/plugins/estree'),
  ]);
  const options = { parser: 'typescript', plugins: [typescript, estree], printWidth: CODE_WIDTH };
  return (source) => prettier.format(source, options);
}

/**
 * TypeScript's abbreviations of types too long to print (`{ ...; }`, `... 15 more ...`, `X<...>`):
 * not TypeScript Prettier can read. Left out of the run, since one failing statement fails the
 * whole run; a rest parameter or spread (`...options`, `...[a: A]`) is not one.
 */
const ABBREVIATED = /\.\.\.(?![\w$[(])/;
const MARKER = /^\/\/ @snippet (\d+)\n/m;

/**
 * The statements formatted together, each found again by the comment before it; when the run fails
 * (a statement it cannot parse), each half is tried on its own, down to the statements that fail
 * alone, which come back undefined.
 */
async function formatAll(format: Format, sources: readonly string[], first = 0): Promise<Array<string | undefined>> {
  if (sources.length === 0) return [];
  try {
    const output = await format(sources.map((source, i) => `// @snippet ${first + i}\n${source}`).join('\n'));
    const pieces = output.split(MARKER).slice(1);
    const formatted: Array<string | undefined> = sources.map(() => undefined);
    for (let i = 0; i < pieces.length; i += 2) formatted[Number(pieces[i]) - first] = pieces[i + 1].trimEnd();
    return formatted;
  } catch {
    if (sources.length === 1) return [undefined];
    const half = Math.ceil(sources.length / 2);
    return [...(await formatAll(format, sources.slice(0, half), first)), ...(await formatAll(format, sources.slice(half), first + half))];
  }
}

/** Each snippet laid out at CODE_WIDTH columns (unchanged when it fits on one line or cannot be parsed). */
export async function formatSnippets(snippets: ReadonlyArray<{ code: string; form: SnippetForm }>): Promise<string[]> {
  const long = snippets.flatMap((snippet, i) => (snippet.code.length > CODE_WIDTH && !ABBREVIATED.test(snippet.code) ? [i] : []));
  if (long.length === 0) return snippets.map((snippet) => snippet.code);
  const wrappings = long.map((i) => wrap(snippets[i].code, snippets[i].form));
  // Each statement once: the two versions share much of their code.
  const sources = [...new Set(wrappings.map((wrapping) => wrapping.source))];
  const formatted = await formatAll(await loadFormatter(), sources);
  const formattedOf = new Map(sources.map((source, i) => [source, formatted[i]]));
  const result = snippets.map((snippet) => snippet.code);
  long.forEach((index, i) => {
    const output = formattedOf.get(wrappings[i].source);
    if (output !== undefined) result[index] = wrappings[i].unwrap(output);
  });
  return result;
}
