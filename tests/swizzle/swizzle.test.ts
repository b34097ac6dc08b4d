/**
 * `swizzle` on the lantern fixture: the list of components with Docusaurus's statuses (the
 * generator's theme and the site's own theme plugin), ejecting as TypeScript and as JavaScript,
 * wrapping, unsafe and forbidden actions refused, and a site with an ejected and a wrapped
 * component that builds and shows both changes in the browser.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { parseSync } from '@swc/core';
import { swizzle } from '../../src/core/commands/swizzle/index.ts';
import { launchBrowser, openPage, waitForHydration } from '../support/browser.ts';
import { buildSite, serveBuild } from '../support/fixture-site.ts';
import { copyLanternSite } from './lantern-site.ts';

const CLASSIC = '@docusaurus/theme-classic';
let siteDir: string;
const siteFile = (path: string) => join(siteDir, path);

before(async () => {
  siteDir = await copyLanternSite();
});
after(() => rm(siteDir, { recursive: true, force: true }));

/** What `swizzle` prints while `run` runs. */
async function printed(run: () => Promise<unknown>): Promise<string> {
  const lines: string[] = [];
  const log = console.log;
  console.log = (...args: unknown[]) => lines.push(args.join(' '));
  try {
    await run();
  } finally {
    console.log = log;
  }
  return lines.join('\n');
}

/** The cells of a component's row in the --list table: name, wrap, eject. */
function row(output: string, name: string): string[] | undefined {
  const line = output.split('\n').find((l) => l.split(/\s{2,}/)[0] === name);
  return line?.split(/\s{2,}/).slice(0, 3);
}

test("--list shows every theme's components with Docusaurus's statuses", async () => {
  const output = await printed(() => swizzle(siteDir, undefined, undefined, { list: true }));
  assert.match(output, /Components available for swizzle in @docusaurus\/theme-classic:/);
  assert.deepEqual(row(output, 'Footer'), ['Footer', 'Safe', 'Safe']);
  assert.deepEqual(row(output, 'DocSidebar'), ['DocSidebar', 'Safe', 'Unsafe']);
  assert.deepEqual(row(output, 'MDXComponents'), ['MDXComponents', 'Forbidden', 'Safe']);
  // Under Docusaurus's name, and unsafe as every component Docusaurus's config leaves out.
  assert.deepEqual(row(output, 'DocItem/Footer'), ['DocItem/Footer', 'Unsafe', 'Unsafe']);
  assert.equal(row(output, 'theme-config'), undefined, "the theme's internal modules are not components");
  assert.match(output, /Components available for swizzle in lantern-theme:/);
  assert.deepEqual(row(output, 'LanternBanner'), ['LanternBanner', 'Safe', 'Safe']);
  assert.match(output, /Unsafe\s+--danger/);
});

test('--eject --typescript copies the component with imports that resolve from the site', async () => {
  const { createdFiles } = await swizzle(siteDir, CLASSIC, 'DocCardList', { eject: true, typescript: true });
  assert.deepEqual(createdFiles, [siteFile('src/theme/DocCardList/index.tsx')]);
  const source = await readFile(createdFiles[0], 'utf8');
  assert.doesNotMatch(source, /from '\.\.?\//, 'no import relative to the theme folder is left');
  assert.match(source, /from '@generator\/(theme|plugins|client|shared)\//);
  assert.match(source, /: \{|interface |: string/, 'the types are kept');
});

test('--eject --javascript strips the types and keeps the JSX', async () => {
  const { createdFiles } = await swizzle(siteDir, CLASSIC, 'Footer', { eject: true, javascript: true });
  assert.deepEqual(createdFiles, [siteFile('src/theme/Footer/index.js')]);
  const source = await readFile(createdFiles[0], 'utf8');
  assert.match(source, /<FooterLayout/);
  assert.match(source, /from '@generator\/theme\/FooterLogo'/);
  assert.doesNotThrow(() => parseSync(source, { syntax: 'ecmascript', jsx: true }), 'plain JavaScript with JSX');
});

test("--wrap writes Docusaurus's wrapper of the original component", async () => {
  const { createdFiles } = await swizzle(siteDir, CLASSIC, 'Footer/Layout', { wrap: true, javascript: true });
  assert.deepEqual(createdFiles, [siteFile('src/theme/Footer/Layout/index.js')]);
  const source = await readFile(createdFiles[0], 'utf8');
  assert.match(source, /import Layout from '@theme-original\/Footer\/Layout';/);
  assert.match(source, /export default function LayoutWrapper\(props\)/);
  assert.match(source, /<Layout \{\.\.\.props\} \/>/);
  const typed = await swizzle(siteDir, 'lantern-theme', 'LanternBanner', { wrap: true, typescript: false });
  assert.match(await readFile(typed.createdFiles[0], 'utf8'), /@theme-original\/LanternBanner/);
});

test('unsafe actions need --danger, forbidden ones are refused, and nothing is asked', async () => {
  await assert.rejects(
    swizzle(siteDir, CLASSIC, 'DocItem/Footer', { eject: true }),
    /Swizzle action eject is unsafe to perform on DocItem\/Footer\.[\s\S]*use the --danger flag/,
  );
  assert.equal(existsSync(siteFile('src/theme/DocItem')), false);
  await assert.rejects(swizzle(siteDir, CLASSIC, 'MDXComponents', { wrap: true }), /Swizzle action wrap is forbidden for component MDXComponents/);
  await assert.rejects(swizzle(siteDir, CLASSIC, 'NotFound', {}), /--eject .*or --wrap/);
  await assert.rejects(swizzle(siteDir, CLASSIC, undefined, { eject: true }), /name the component to swizzle/);
  await assert.rejects(swizzle(siteDir, CLASSIC, 'Fotter', { eject: true }), /Component "Fotter" not found\. Did you mean "Footer"/);
  const { createdFiles } = await swizzle(siteDir, CLASSIC, 'DocItem/Footer', { eject: true, danger: true, javascript: true });
  assert.deepEqual(createdFiles, [siteFile('src/theme/DocItem/Footer/index.js')]);
});

test('the site builds with the ejected and wrapped components, and a reader sees both changes', async () => {
  const footer = siteFile('src/theme/Footer/index.js');
  await writeFile(footer, (await readFile(footer, 'utf8')).replace('links={links}', 'links={<><p id="ejected-mark">Ejected footer</p>{links}</>}'));
  const layout = siteFile('src/theme/Footer/Layout/index.js');
  await writeFile(
    layout,
    (await readFile(layout, 'utf8')).replace('<Layout {...props} />', '<div id="wrapped-mark">Wrapped layout</div>\n      <Layout {...props} />'),
  );
  const result = await buildSite(siteDir);
  const served = await serveBuild(result.outDir);
  const browser = await launchBrowser();
  try {
    const { page, errors } = await openPage(browser);
    for (const path of ['/', '/docs/intro']) {
      await page.goto(served.url + path);
      await waitForHydration(page);
      assert.equal(await page.textContent('footer #ejected-mark'), 'Ejected footer', path);
      assert.equal(await page.textContent('#wrapped-mark'), 'Wrapped layout', path);
      assert.equal(await page.locator('footer .footer__copyright').textContent(), 'Lantern, 2024', 'the rest of the footer is there');
    }
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    await served.close();
  }
});
