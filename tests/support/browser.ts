/** Debian's Chromium driven by playwright-core, with console errors collected per page. */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Resolves once the app has hydrated (the client marks <html data-hydrated>). */
export function waitForHydration(page: Page): Promise<unknown> {
  return page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export interface WatchedPage {
  page: Page;
  /** console.error messages and uncaught page errors seen so far. */
  errors: string[];
}

export async function openPage(context: BrowserContext | Browser): Promise<WatchedPage> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    // Requests to the network (CDN scripts in fixtures) are expected to fail on this machine.
    if (message.type() === 'error' && !/Failed to load resource|ERR_NAME_NOT_RESOLVED|ERR_CONNECTION_REFUSED/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

type MarkedWindow = Window & { __documentMark?: boolean };

/**
 * Marks the page's current document: after a navigation the mark is still there when the client
 * navigated (or hot-updated) in place, and gone after a full page load.
 */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as MarkedWindow).__documentMark = true));
}

/** Whether the document marked by `markDocument` is still the page's (no full load since). */
export function documentStillMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as MarkedWindow).__documentMark === true);
}

/** Waits until the marked document has been replaced by a full page load. */
export function waitForNewDocument(page: Page): Promise<unknown> {
  return page.waitForFunction(() => (window as MarkedWindow).__documentMark === undefined);
}

/** Hosts of the site's third-party scripts (a CDN library, analytics): unreachable offline. */
export const THIRD_PARTY_HOSTS = ['unpkg.com', 'plausible.io'];

/**
 * A page in a context of its own that aborts requests to `blockedHosts` and records every console
 * error and uncaught page error, hydration warnings included, except the failed loads of the
 * blocked hosts (and of `expectedFailures`, URLs whose error status is the point, such as a 404 page).
 */
export async function openStrictPage(
  browser: Browser,
  { blockedHosts = THIRD_PARTY_HOSTS, expectedFailures = [] as string[] } = {},
): Promise<WatchedPage & { close: () => Promise<void> }> {
  const context = await browser.newContext();
  const blocked = (url: string) => blockedHosts.includes(new URL(url).hostname);
  await context.route(
    (url) => blocked(url.href),
    (route) => route.abort(),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const source = message.location().url;
    const failedLoad = /^Failed to load resource/.test(message.text());
    if (failedLoad && source && (blocked(source) || expectedFailures.includes(source))) return;
    errors.push(`${message.text()} (${source || 'no source'})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

export interface ConnectionLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** A browser context whose pages report this connection (navigator.connection), e.g. data saving on. */
export async function contextWithConnection(browser: Browser, connection: ConnectionLike): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript((value) => Object.defineProperty(navigator, 'connection', { value, configurable: true }), connection);
  return context;
}
