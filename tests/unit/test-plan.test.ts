/**
 * What each test command runs (tests/support/test-plan.ts): `npm test` every file, the unit tier
 * in parallel and the rest one at a time after the setup; a tier command only its tier, with only
 * its setup; named files alone, without setup when all are unit tests.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { planTests, UsageError } from '../support/test-plan.ts';
import { INTEGRATION_TESTS, UNIT_TESTS } from '../support/test-tiers.ts';

const unit = UNIT_TESTS[0];
const integration = INTEGRATION_TESTS[0];
const e2e = 'tests/x/page.e2e.test.ts';
const unplaced = 'tests/x/new.test.ts';
const files = [unit, integration, e2e, unplaced];

test('npm test: the unit tier in parallel, then every other file (one in no tier too) after all the setup', () => {
  assert.deepEqual(planTests(undefined, [], files), {
    unit: [unit],
    setups: new Set(['chromium', 'content-packages', 'real-site']),
    serial: [integration, e2e, unplaced],
  });
});

test('a tier: its files only, with its setup; none for the unit tier', () => {
  assert.deepEqual(planTests('unit', [], files), { unit: [unit], setups: new Set(), serial: [] });
  assert.deepEqual(planTests('integration', [], files), {
    unit: [],
    setups: new Set(['chromium', 'content-packages', 'real-site']),
    serial: [integration],
  });
  assert.deepEqual(planTests('e2e', [], files), { unit: [], setups: new Set(['chromium', 'real-site']), serial: [e2e] });
});

test('named files of a tier run without the real-site build (a test that needs it builds it); a file of another tier is refused', () => {
  assert.deepEqual(planTests('integration', [integration], files).setups, new Set(['chromium', 'content-packages']));
  assert.throws(() => planTests('unit', [integration], files), new UsageError(`${integration} is an integration test, not unit`));
  assert.throws(() => planTests('e2e', [unplaced], files), new UsageError(`${unplaced} is in no tier, not e2e`));
});

test('named files run alone, one at a time; with no setup when all are unit tests', () => {
  assert.deepEqual(planTests(undefined, [unit], files), { unit: [], setups: new Set(), serial: [unit] });
  assert.deepEqual(planTests(undefined, [unit, e2e], files), { unit: [], setups: new Set(['chromium', 'content-packages']), serial: [unit, e2e] });
});
