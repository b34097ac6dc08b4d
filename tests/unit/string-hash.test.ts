/**
 * The generator's isomorphic string hash (src/shared/string-hash.ts) and the two names made from
 * it: route keys, which name the output's route manifests and payloads, and runnable examples'
 * file names, which the build and the Run button in the browser compute apart. The expected values
 * were taken from the code before the two copies of the hash became one: they must never change.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { exampleFileName } from '../../plugins/runnable-examples/example-name.ts';
import { routeKey, stableHash } from '../../src/shared/route-path.ts';
import { hashLanes } from '../../src/shared/string-hash.ts';

test('the two lanes of a string hash are unsigned 32-bit values, as before', () => {
  assert.deepEqual(hashLanes('', 0xdeadbeef, 0x41c6ce57), { low: 451841411, high: 1217125560 });
  assert.deepEqual(hashLanes('/docs/guards', 0xdeadbeef ^ 0x5f3759df, 0x41c6ce57 ^ 0x5f3759df), { low: 2221906559, high: 1603125814 });
  assert.deepEqual(hashLanes('ts\0const a = 1;', 0xdeadbeef, 0x41c6ce57), { low: 597444067, high: 1242218269 });
});

test('route keys keep their values (53 bits in base 36)', () => {
  const known: Array<[string, string]> = [
    ['', '2etxfzvkc7u'],
    ['/', 'v7qq26f64u'],
    ['/docs/guards', '124rgaqie7z'],
    ['@generator/src/theme/DocPage.tsx', '58d84cs8mo'],
    ['é€😀 ünïcode', '1kbsb0kbkhs'],
    ['a'.repeat(1000), '27fdjldzw0b'],
  ];
  for (const [text, key] of known) {
    assert.equal(stableHash(text), key, text.slice(0, 40));
    assert.equal(routeKey(text), key, text.slice(0, 40));
  }
});

test("runnable examples' file names keep their values (64 bits in hex)", () => {
  assert.equal(exampleFileName('ts', "import { createMachine } from 'xstate';\n\nconst m = createMachine({});\n"), 'example-7bf3fb9af603eca9.js');
  // The language's case and whitespace runs do not change the name.
  assert.equal(exampleFileName('TSX', '  const  a =\t1;\n'), 'example-a33f2c3494d2cf6a.js');
  assert.equal(exampleFileName('javascript', 'console.log("é€😀")'), 'example-9f0a33f4675361d4.js');
  assert.equal(exampleFileName('js', ''), 'example-f3001c507abeaae2.js');
});
