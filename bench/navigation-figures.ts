/**
 * Client navigation speed in Chromium: the time from a click on a docs sidebar link to the new
 * page on screen (its URL set, its h1 in the DOM, and the next frame painted), for every sidebar
 * link of one docs page (/docs/guards on the real site, a docs page with a sidebar in a corpus).
 *
 * - First visit: each page's first click in the session. The click comes from script, without a
 *   hover before it (the slowest case: only what prefetched itself while visible is warm).
 * - Repeat visit: the same pages clicked again.
 * Between clicks the browser goes back to the start page (a page in memory, not measured).
 * The build is served over HTTP on this machine, so the figures are CPU and scheduling, not network.
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { serveStatic } from '../src/core/serve.ts';
import { median, percentile } from './stats.ts';

export interface ClickFigures {
  clicks: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

export interface NavigationFigures {
  startPage: string;
  sidebarLinks: number;
  firstVisit: ClickFigures;
  repeatVisit: ClickFigures;
}

/** The real site's start page, else the first docs page of a corpus that exists. */
function startPageOf(outDir: string): string | undefined {
  return ['/docs/guards', '/docs'].find((path) => existsSync(join(outDir, path, 'index.html')));
}

const HYDRATED = 'html[data-hydrated]';
const SIDEBAR_LINKS = '.docs-sidebar a.docs-sidebar__link[href^="/"]';

/**
 * Clicks the link to `href` and resolves with the milliseconds until the new page is painted.
 * Plain JavaScript text: the TypeScript runner's helpers do not exist in the page.
 */
const TIME_CLICK = `({ href, selector }) => new Promise((resolve, reject) => {
  const link = [...document.querySelectorAll(selector)].find((a) => a.getAttribute('href') === href);
  if (!link) return reject(new Error('no sidebar link to ' + href));
  const oldHeading = document.querySelector('h1');
  function shown() {
    const heading = document.querySelector('h1');
    return location.pathname === href && heading !== null && heading !== oldHeading;
  }
  const start = performance.now();
  function done() {
    requestAnimationFrame(() => resolve(performance.now() - start));
  }
  link.click();
  if (shown()) return done();
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    done();
  });
  observer.observe(document.body, { childList: true, subtree: true });
})`;

function timeClick(page: Page, href: string): Promise<number> {
  return page.evaluate(`(${TIME_CLICK})(${JSON.stringify({ href, selector: SIDEBAR_LINKS })})`) as Promise<number>;
}

function summary(times: number[]): ClickFigures {
  return { clicks: times.length, medianMs: median(times), p95Ms: percentile(times, 95), maxMs: Math.max(...times) };
}

export async function measureNavigation(outDir: string): Promise<NavigationFigures | undefined> {
  const startPage = startPageOf(outDir);
  if (!startPage) return undefined;
  const server = await serveStatic({ dir: outDir, port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage();
    // Third-party scripts (analytics, CDNs) would only add network noise.
    await page.route(
      (url) => url.origin !== origin,
      (route) => route.abort(),
    );
    await page.goto(origin + startPage);
    await page.waitForSelector(HYDRATED, { state: 'attached' });
    await page.waitForLoadState('networkidle');
    const hrefs = [...new Set(await page.$$eval(SIDEBAR_LINKS, (links) => links.map((a) => a.getAttribute('href')!)))].filter((href) => href !== startPage);
    const visit = async () => {
      const times: number[] = [];
      for (const href of hrefs) {
        times.push(await timeClick(page, href));
        await page.goBack();
        await page.waitForFunction((path) => location.pathname === path, startPage);
      }
      return times;
    };
    const firstVisit = summary(await visit());
    const repeatVisit = summary(await visit());
    return { startPage, sidebarLinks: hrefs.length, firstVisit, repeatVisit };
  } finally {
    await browser.close();
    server.close();
  }
}
