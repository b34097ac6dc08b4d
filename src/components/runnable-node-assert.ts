/**
 * A stand-in for Node's `node:assert` (and `node:assert/strict`) in the Run buttons' browser
 * worker (site.config.ts maps both to this file), so the docs' testing examples run there too. The
 * assertions those examples use, strict as `node:assert/strict` is: a failed one throws an
 * AssertionError whose message shows both values, as Node's does, and the run prints it.
 */

class AssertionError extends Error {
  override name = 'AssertionError';
}

const shown = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value)));

function fail(message: string | undefined, actual: unknown, expected: unknown, operator: string): never {
  throw new AssertionError(message ?? `Expected values to be ${operator}:\n\n${shown(actual)}\n\nshould equal\n\n${shown(expected)}`);
}

/** Same-value structural equality of plain data (objects, arrays, Maps, Sets, Dates), as deepStrictEqual compares it. */
function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  if (a instanceof Date) return a.getTime() === (b as Date).getTime();
  if (a instanceof Map)
    return (
      a.size === (b as Map<unknown, unknown>).size &&
      [...a].every(([k, v]) => (b as Map<unknown, unknown>).has(k) && deepEqual(v, (b as Map<unknown, unknown>).get(k)))
    );
  if (a instanceof Set) return a.size === (b as Set<unknown>).size && [...a].every((v) => (b as Set<unknown>).has(v));
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

function ok(value: unknown, message?: string): asserts value {
  if (!value) fail(message ?? `The expression evaluated to a falsy value: ${shown(value)}`, value, true, 'truthy');
}

const assert = Object.assign(ok, {
  ok,
  AssertionError,
  strictEqual: (actual: unknown, expected: unknown, message?: string) => Object.is(actual, expected) || fail(message, actual, expected, 'strictly equal'),
  notStrictEqual: (actual: unknown, expected: unknown, message?: string) =>
    !Object.is(actual, expected) || fail(message, actual, expected, 'not strictly equal'),
  deepStrictEqual: (actual: unknown, expected: unknown, message?: string) => deepEqual(actual, expected) || fail(message, actual, expected, 'deeply equal'),
  notDeepStrictEqual: (actual: unknown, expected: unknown, message?: string) =>
    !deepEqual(actual, expected) || fail(message, actual, expected, 'not deeply equal'),
  throws(run: () => unknown, message?: string) {
    try {
      run();
    } catch {
      return;
    }
    fail(message ?? 'Missing expected exception.', undefined, undefined, 'thrown');
  },
});
// Strict mode, as `node:assert/strict` (the examples' loose `equal` compares as strictEqual there too).
Object.assign(assert, {
  equal: assert.strictEqual,
  notEqual: assert.notStrictEqual,
  deepEqual: assert.deepStrictEqual,
  notDeepEqual: assert.notDeepStrictEqual,
  strict: assert,
});

export default assert;
