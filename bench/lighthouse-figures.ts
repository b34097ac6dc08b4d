/**
 * Lighthouse scores of a build: the home page, a docs page and a blog post, each audited once in
 * Lighthouse's default (mobile: a mid-range phone's CPU, slow 4G) against the built folder served
 * over HTTP, with the system's Chromium (Debian's `chromium`; CHROMIUM_PATH overrides).
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serveStatic } from '../src/core/serve.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = { fcp: 'first-contentful-paint', lcp: 'largest-contentful-paint', tbt: 'total-blocking-time', cls: 'cumulative-layout-shift' } as const;

export interface LighthousePage {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<keyof typeof METRICS, string>;
  /** Audits that lost points, with what they found (e.g. console errors of blocked third-party scripts). */
  failing: string[];
}

/** The pages to audit: `/`, the first docs page and the first blog post the build has. */
export async function lighthousePages(outDir: string): Promise<string[]> {
  const firstPage = async (dir: string, skip: RegExp) => {
    if (!existsSync(join(outDir, dir))) return undefined;
    const names = (await readdir(join(outDir, dir))).filter((n) => !skip.test(n)).sort();
    return names.find((name) => existsSync(join(outDir, dir, name, 'index.html')));
  };
  const doc = await firstPage('docs', /^(category|tags|\d|version-|xstate-v)/);
  const post = await firstPage('blog', /^(tags|page|archive|authors)$/);
  return ['/', ...(doc ? [`/docs/${doc}`] : []), ...(post ? [`/blog/${post}`] : [])];
}

export async function measureLighthouse(outDir: string, paths: string[]): Promise<LighthousePage[]> {
  const server = await serveStatic({ dir: outDir, port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox'] });
  try {
    const pages: LighthousePage[] = [];
    for (const path of paths) {
      const result = await lighthouse(`${origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      const lhr = result!.lhr;
      const failing = Object.values(lhr.categories).flatMap((category) =>
        category.auditRefs
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score! < 1)
          .map((ref) => `${ref.id}${lhr.audits[ref.id].displayValue ? ` (${lhr.audits[ref.id].displayValue})` : ''}`),
      );
      pages.push({
        path,
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as LighthousePage['scores'],
        metrics: Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.displayValue ?? '?'])) as LighthousePage['metrics'],
        failing,
      });
    }
    return pages;
  } finally {
    chrome.kill();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
