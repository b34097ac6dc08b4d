/**
 * themeConfig.navbar as Docusaurus 3.10 validates it: items of a site's own `custom-*` types with
 * any props (in the bar and in dropdowns), and the version dropdown's `versions` (names, or names
 * -> { label }), both refused before.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { themeConfigSchema } from '../../src/theme/theme-config.ts';

const withItems = (items: unknown[]) => themeConfigSchema.safeParse({ navbar: { items } });
const messages = (result: ReturnType<typeof withItems>) => (result.success ? [] : result.error.issues.map((issue) => issue.message));

test('a custom-* item keeps all its props, in the bar and in a dropdown', () => {
  const result = withItems([
    { type: 'custom-search', position: 'right', placeholder: 'Find', nested: { a: 1 } },
    { label: 'More', items: [{ type: 'custom-greeting', name: 'x' }] },
  ]);
  assert.equal(result.success, true, messages(result).join('; '));
  const [custom, dropdown] = result.data!.navbar.items as Array<Record<string, unknown>>;
  assert.deepEqual(custom, { type: 'custom-search', position: 'right', placeholder: 'Find', nested: { a: 1 } });
  assert.deepEqual((dropdown.items as unknown[])[0], { type: 'custom-greeting', name: 'x' });
});

test('an unknown type that is not custom-* is still refused, naming the custom types', () => {
  const result = withItems([{ type: 'fancy', label: 'x' }]);
  assert.equal(result.success, false);
  assert.match(messages(result).join('\n'), /"custom-\*" type/);
});

test('docsVersionDropdown takes versions as names or as names -> { label }', () => {
  for (const versions of [['current', '1.0'], { current: { label: 'Next' }, '1.0': {} }]) {
    const result = withItems([{ type: 'docsVersionDropdown', versions }]);
    assert.equal(result.success, true, messages(result).join('; '));
    assert.deepEqual((result.data!.navbar.items[0] as { versions?: unknown }).versions, versions);
  }
  for (const versions of [[], {}, [''], { current: { title: 'x' } }]) {
    assert.equal(withItems([{ type: 'docsVersionDropdown', versions }]).success, false, JSON.stringify(versions));
  }
});
