/**
 * YAML for front matter and data files (authors, tags, category metadata), with errors that name
 * the file, line and column.
 *
 * js-yaml with its core schema (YAML 1.2: strings, numbers, booleans, null; a date stays a
 * string): it parses front matter about 5x faster than the `yaml` package, which every build pays
 * for every page (0.2 s on this site, seconds at 10,000 pages).
 *
 * Aliases are bounded. js-yaml keeps an alias as a second reference to its anchor's value, so 600
 * bytes of nested anchors ("billion laughs") parse into a small graph that expands to 9^9 values
 * wherever the data is later copied or serialised (JSON.stringify, a cache key, a page's props),
 * taking gigabytes. A document whose aliases add more than MAX_ALIAS_EXPANSION values is refused
 * at the line of the alias that crosses the bound. Text without `*` has no alias and pays nothing.
 */
import { load, CORE_SCHEMA, YAMLException, type State } from 'js-yaml';
import { SiteError } from './site-error.ts';

/** Values that aliases may add to a document once expanded (honest anchors reuse a few). */
export const MAX_ALIAS_EXPANSION = 10_000;

/**
 * Parses `text`, which starts on line `firstLine` (1-based) of `file`; a syntax error becomes a
 * SiteError "`what`: reason" at its line and column.
 */
export function parseYaml(text: string, file: string, what: string, firstLine = 1): unknown {
  try {
    return load(text, { schema: CORE_SCHEMA, filename: file, ...(text.includes('*') ? { listener: aliasExpansionGuard(file, what, firstLine) } : {}) });
  } catch (error) {
    if (error instanceof YAMLException) {
      const { mark } = error;
      throw new SiteError(`${what}: ${error.reason}`, file, mark ? mark.line + firstLine : undefined, mark ? mark.column + 1 : undefined);
    }
    throw error;
  }
}

/**
 * A js-yaml listener that knows each collection's size once its aliases are expanded (children
 * close before their parent) and sums what every alias adds: a collection closing a second time
 * is an alias of it.
 */
function aliasExpansionGuard(file: string, what: string, firstLine: number): (event: 'open' | 'close', state: State) => void {
  const expandedSizes = new WeakMap<object, number>();
  const openLines: number[] = [];
  let added = 0;
  const sizeOf = (value: unknown): number => (typeof value === 'object' && value !== null ? (expandedSizes.get(value) ?? 1) : 1);
  return (event, state) => {
    if (event === 'open') {
      openLines.push(state.line);
      return;
    }
    const line = openLines.pop() ?? 0;
    const value: unknown = state.result;
    if (typeof value !== 'object' || value === null) return;
    const known = expandedSizes.get(value);
    if (known !== undefined) {
      added += known;
      if (added > MAX_ALIAS_EXPANSION) {
        throw new SiteError(`${what}: YAML aliases expand to more than ${MAX_ALIAS_EXPANSION.toLocaleString('en-US')} values`, file, line + firstLine);
      }
      return;
    }
    let size = 1;
    for (const child of Array.isArray(value) ? value : Object.values(value)) size += sizeOf(child);
    expandedSizes.set(value, size);
  };
}
