/**
 * What a test command runs (tests/support/run-tests.ts): which files go to the parallel unit run,
 * which run one at a time after the setup, and which setup that is.
 */
import { listTestFiles, type TestTier, tierOf } from './test-tiers.ts';

export type Setup = 'chromium' | 'content-packages' | 'real-site';

const SETUP_OF_TIER: Record<TestTier, readonly Setup[]> = {
  unit: [],
  integration: ['chromium', 'content-packages', 'real-site'],
  e2e: ['chromium', 'real-site'],
};

/** A command line the runner cannot follow; its message is for the person who typed it. */
export class UsageError extends Error {}

/** What a test command runs: the unit files (in parallel), the setup, then the other files one at a time. */
export interface TestPlan {
  unit: string[];
  setups: Set<Setup>;
  serial: string[];
}

/**
 * Every tier, as CI runs it (files in no tier run with the integration tests); one tier, or named
 * files of it; or named files, each alone, with no setup when all are unit tests.
 */
export function planTests(tier: TestTier | undefined, named: readonly string[], files: readonly string[] = listTestFiles()): TestPlan {
  if (tier) {
    for (const file of named) {
      const actual = tierOf(file);
      if (actual !== tier) throw new UsageError(`${file} is ${actual ? `a${actual === 'unit' ? '' : 'n'} ${actual} test` : 'in no tier'}, not ${tier}`);
    }
    const selected = named.length > 0 ? [...named] : files.filter((file) => tierOf(file) === tier);
    const setups = SETUP_OF_TIER[tier].filter((setup) => named.length === 0 || setup !== 'real-site');
    return tier === 'unit' ? { unit: selected, setups: new Set(), serial: [] } : { unit: [], setups: new Set(setups), serial: selected };
  }
  if (named.length > 0) {
    const needsSetup = named.some((file) => tierOf(file) !== 'unit');
    return { unit: [], setups: new Set(needsSetup ? (['chromium', 'content-packages'] as const) : []), serial: [...named] };
  }
  const unit = files.filter((file) => tierOf(file) === 'unit');
  return {
    unit,
    setups: new Set([...SETUP_OF_TIER.integration, ...SETUP_OF_TIER.e2e]),
    serial: files.filter((file) => !unit.includes(file)),
  };
}
