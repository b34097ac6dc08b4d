/**
 * A copy of a value that JSON can carry: plugins' content may hold Maps, Sets, functions, class
 * instances with cycles. Maps become objects, Sets arrays, functions and symbols a short note, a
 * value met again on its own path "[circular]", so the debug content page never fails the build.
 */
export function jsonSafe(value: unknown, ancestors: readonly object[] = []): unknown {
  if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
  if (typeof value === 'symbol') return value.toString();
  if (typeof value === 'bigint') return value.toString();
  if (value === null || typeof value !== 'object') return value;
  if (ancestors.includes(value)) return '[circular]';
  const path = [...ancestors, value];
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Map) return Object.fromEntries([...value].map(([key, item]) => [String(key), jsonSafe(item, path)]));
  if (value instanceof Set || Array.isArray(value)) return [...value].map((item) => jsonSafe(item, path));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) if (item !== undefined) copy[key] = jsonSafe(item, path);
  return copy;
}
