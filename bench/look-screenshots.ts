/**
 * Screenshots of a served site for the look bench, in Debian's Chromium (tests/support/browser.ts
 * launches it): one browser context per shot, so nothing (storage, cache, scroll) carries over.
 *
 * - Viewport, not full page: a full-page screenshot is as tall as the page, and when the two
 *   layouts differ the heights differ, which shifts everything below the first difference and
 *   turns one changed line into a page of differing pixels. A fixed viewport at the top of the
 *   page (1280 x 900 desktop, 390 x 844 a phone; device scale 1) compares what a reader first
 *   sees, on both sides of Docusaurus's 996 px breakpoint. On request (`--look-full-page`) the
 *   same page load also gives a full-page screenshot (lazy images made eager and loaded first),
 *   to see what lies below the fold, such as the footer.
 * - Colour mode: both themes read the stored choice, `localStorage['theme']` (Docusaurus's key
 *   without a storage namespace, the generator's the same), before first paint, and fall back to
 *   `prefers-color-scheme` when the site respects it; both are set. Whether `<html data-theme>`
 *   took the mode is recorded, so a site that ignores it (a disabled switch, a namespaced key)
 *   shows in the report instead of comparing light with light.
 * - Settled: after load, the page's hydration mark (Docusaurus: `data-has-hydrated="true"`; the
 *   generator: `data-hydrated`), an idle network, the fonts, and every image in the viewport
 *   loaded; then animations, transitions, the caret and scroll bars are turned off (a scroll bar
 *   appears on one side only when one page is taller than the viewport, and would shift the whole
 *   layout by its width). Requests to other hosts (analytics, web fonts, CDNs) are aborted on
 *   both sides alike: the machine may be offline, and they would make runs differ.
 */
import type { Browser } from 'playwright-core';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export interface Viewport {
  width: number;
  height: number;
}

/** Desktop (above Docusaurus's 996 px breakpoint) and a phone (an iPhone 12 to 15's CSS pixels). */
export const VIEWPORTS: Viewport[] = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

export interface Screenshot {
  /** The viewport at the top of the page. */
  png: Buffer;
  /** The whole page, when asked for. */
  fullPagePng?: Buffer;
  /** The HTTP status of the page (404 when the route is missing). */
  status: number | null;
  /** Whether `<html data-theme>` holds the colour mode asked for. */
  themeApplied: boolean;
}

/** The hydration mark of either side: Docusaurus's attribute, or the generator's. */
const HYDRATED = 'html[data-has-hydrated="true"], html[data-hydrated]';
/** How long to wait for a settling step that a page may never reach (no JS, an image that never loads). */
const SETTLE_TIMEOUT_MS = 15_000;

const FROZEN_CSS = `*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important; }
html { scrollbar-width: none !important; }
::-webkit-scrollbar { display: none !important; }`;

/**
 * Page-side checks as plain JavaScript text: the TypeScript runner's helpers (function names it
 * keeps) do not exist in the page.
 */
const IMAGES_IN_VIEW_LOADED = `[...document.images].every((img) => img.complete || img.getBoundingClientRect().top > innerHeight)`;
const ALL_IMAGES_EAGER = `document.querySelectorAll('img[loading="lazy"]').forEach((img) => { img.loading = 'eager'; })`;
const ALL_IMAGES_LOADED = `[...document.images].every((img) => img.complete)`;
const FONTS_AND_TWO_FRAMES = `document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true)))))`;

export async function screenshot(browser: Browser, origin: string, path: string, viewport: Viewport, theme: Theme, fullPage = false): Promise<Screenshot> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, colorScheme: theme, reducedMotion: 'reduce' });
  try {
    await context.addInitScript({ content: `try { localStorage.setItem('theme', ${JSON.stringify(theme)}); } catch (e) {}` });
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.abort(),
    );
    const page = await context.newPage();
    const response = await page.goto(origin + path, { waitUntil: 'load' });
    const settle = async (step: Promise<unknown>) => void (await step.catch(() => undefined));
    await settle(page.waitForSelector(HYDRATED, { state: 'attached', timeout: SETTLE_TIMEOUT_MS }));
    await settle(page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS }));
    await settle(page.waitForFunction(IMAGES_IN_VIEW_LOADED, undefined, { timeout: SETTLE_TIMEOUT_MS }));
    await page.addStyleTag({ content: FROZEN_CSS });
    await page.evaluate(FONTS_AND_TWO_FRAMES);
    const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
    const themeApplied = (await page.evaluate('document.documentElement.getAttribute("data-theme")')) === theme;
    if (!fullPage) return { png, status: response?.status() ?? null, themeApplied };
    await page.evaluate(ALL_IMAGES_EAGER);
    await settle(page.waitForFunction(ALL_IMAGES_LOADED, undefined, { timeout: SETTLE_TIMEOUT_MS }));
    await page.evaluate(FONTS_AND_TWO_FRAMES);
    const fullPagePng = await page.screenshot({ animations: 'disabled', caret: 'hide', fullPage: true });
    return { png, fullPagePng, status: response?.status() ?? null, themeApplied };
  } finally {
    await context.close();
  }
}
