/**
 * Test-file setup: a built site served on a free port plus Chromium, both closed after the file.
 * The real site is built once per run (see real-site.ts); a fixture is copied and built for the file.
 */
import { join } from 'node:path';
import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { buildSite, copyFixture, removeDir, serveBuild, type ServedSite } from './fixture-site.ts';
import { serveRealSite } from './real-site.ts';

export interface SiteWithBrowser {
  browser: Browser;
  site: ServedSite;
}

function siteWithBrowser(serve: () => Promise<ServedSite>, cleanUp: () => Promise<void> = async () => {}): SiteWithBrowser {
  const state = {} as SiteWithBrowser;
  before(async () => {
    state.site = await serve();
    state.browser = await launchBrowser();
  });
  after(async () => {
    await state.browser?.close();
    await state.site?.close();
    await cleanUp();
  });
  return state;
}

export function realSiteWithBrowser(): SiteWithBrowser {
  return siteWithBrowser(serveRealSite);
}

export function fixtureSiteWithBrowser(fixture: string): SiteWithBrowser {
  let siteDir = '';
  return siteWithBrowser(
    async () => {
      siteDir = await copyFixture(fixture);
      await buildSite(siteDir);
      return serveBuild(join(siteDir, 'build'));
    },
    () => removeDir(siteDir),
  );
}
