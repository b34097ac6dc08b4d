/**
 * Formats what an example prints the way Node's console does (util.inspect's defaults, on one
 * line): strings bare at the top level and single-quoted inside objects, `{ a: 1 }`, `[ 'x' ]`,
 * `[Function: f]`, `Map(1) { 'a' => 1 }`, nested objects shown two levels deep. So a reader sees in
 * the browser what the docs' content tests see when they run the example in Node.
 */
const MAX_DEPTH = 2;

/** Node's quoting: single quotes, else the first of double quotes and backticks the text lacks. */
function quote(text: string): string {
  const mark = !text.includes("'") ? "'" : !text.includes('"') ? '"' : !text.includes('`') ? '`' : "'";
  const escaped = text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
  return `${mark}${mark === "'" ? escaped.replace(/'/g, "\\'") : escaped}${mark}`;
}

function keyOf(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : quote(key);
}

function list(open: string, items: string[], close: string): string {
  return items.length === 0 ? `${open}${close}` : `${open} ${items.join(', ')} ${close}`;
}

function inspect(value: unknown, depth: number, seen: Set<object>): string {
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'symbol') return value.toString();
  if (typeof value === 'function') return value.name ? `[Function: ${value.name}]` : '[Function (anonymous)]';
  if (value === null || typeof value !== 'object') return Object.is(value, -0) ? '-0' : String(value);
  if (seen.has(value)) return '[Circular *1]';
  if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`;
  if (value instanceof Date) return value.toISOString();
  if (value instanceof RegExp) return String(value);
  if (depth > MAX_DEPTH) return Array.isArray(value) ? '[Array]' : '[Object]';
  seen.add(value);
  try {
    const inner = (item: unknown) => inspect(item, depth + 1, seen);
    if (Array.isArray(value)) return list('[', value.map(inner), ']');
    if (value instanceof Map)
      return list(
        `Map(${value.size}) {`,
        [...value].map(([k, v]) => `${inner(k)} => ${inner(v)}`),
        '}',
      );
    if (value instanceof Set) return list(`Set(${value.size}) {`, [...value].map(inner), '}');
    const entries = Object.entries(value).map(([key, item]) => `${keyOf(key)}: ${inner(item)}`);
    const name = Object.getPrototypeOf(value)?.constructor?.name;
    const prefix = !name || name === 'Object' ? '' : `${name} `;
    return list(`${prefix}{`, entries, '}');
  } finally {
    seen.delete(value);
  }
}

/** One value as Node's inspect shows it. */
export function formatValue(value: unknown): string {
  return inspect(value, 0, new Set());
}

/** A console call's arguments as one line: strings as they are, other values inspected, joined by spaces. */
export function formatConsoleArguments(args: unknown[]): string {
  return args.map((arg) => (typeof arg === 'string' ? arg : formatValue(arg))).join(' ');
}
