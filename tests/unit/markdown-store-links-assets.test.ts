/** How the markdown store finishes compiled pages: Markdown links by Docusaurus's rules, and the files pages use. */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { MarkdownStore } from '../../src/core/markdown/markdown-store.ts';
import { defaultMarkdownSettings } from '../../src/core/markdown/markdown-options.ts';
import { functionsOfConfig, toPortable } from '../../src/core/markdown/markdown-plugins.ts';

const siteDir = mkdtempSync(join(tmpdir(), 'markdown-store-'));
after(() => rmSync(siteDir, { recursive: true, force: true }));

function write(path: string, text: string | Buffer): string {
  const file = join(siteDir, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
  return file;
}

function storeFor(pages: Record<string, string>): MarkdownStore {
  const store = new MarkdownStore(join(siteDir, '.cache', String(Math.random())), false);
  store.configure({ ...defaultMarkdownSettings(siteDir), staticDirs: [join(siteDir, 'static')] }, '/base/', {});
  store.addContentFolder({ folder: join(siteDir, 'docs'), contentPaths: [join(siteDir, 'docs')] });
  store.addContentFolder({ folder: join(siteDir, 'versioned_docs/version-1'), contentPaths: [join(siteDir, 'versioned_docs/version-1')] });
  store.setPermalinks(new Map(Object.entries(pages).map(([file, route]) => [join(siteDir, file), route])));
  return store;
}

test('links from the docs root, relative, bare and @site resolve as in Docusaurus; a versioned doc stays in its version', async () => {
  const pages = {
    'docs/intro.md': '/base/docs/intro',
    'docs/guides/setup.mdx': '/base/docs/guides/setup',
    'versioned_docs/version-1/intro.md': '/base/docs/1/intro',
    'versioned_docs/version-1/guides/setup.mdx': '/base/docs/1/guides/setup',
  };
  const links = '[a](/intro.md) [b](/guides/setup.mdx#step-2) [c](./setup.mdx) [d](../intro.md) [e](intro.md) [f](@site/docs/intro.md) [g](/missing.md)\n';
  const current = write('docs/guides/page.mdx', links);
  const versioned = write('versioned_docs/version-1/guides/page.mdx', links);
  const store = storeFor(pages);
  const hrefs = async (file: string) => {
    const finished = await store.moduleCode({ file, variant: 'full' });
    return { hrefs: [...finished.code.matchAll(/href:\s*"([^"]+)"/g)].map((m) => m[1]), broken: finished.brokenLinks };
  };
  const inCurrent = await hrefs(current);
  assert.deepEqual(inCurrent.hrefs, [
    '/base/docs/intro',
    '/base/docs/guides/setup#step-2',
    '/base/docs/guides/setup',
    '/base/docs/intro',
    '/base/docs/intro',
    '/base/docs/intro',
    '/missing.md',
  ]);
  assert.deepEqual(inCurrent.broken, [{ kind: 'link', file: current, line: 1, href: '/missing.md' }]);
  const inVersion = await hrefs(versioned);
  assert.deepEqual(inVersion.hrefs, [
    '/base/docs/1/intro',
    '/base/docs/1/guides/setup#step-2',
    '/base/docs/1/guides/setup',
    '/base/docs/1/intro',
    '/base/docs/1/intro',
    '/base/docs/intro',
    '/missing.md',
  ]);
  await store.close();
});

test('images and files beside the page, in static and under @site get content-hashed copies; a missing image is reported with its line', async () => {
  write('docs/img/diagram.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
  write('docs/files/guide.pdf', 'pdf bytes');
  write('static/downloads/kit.zip', 'zip bytes');
  write('src/assets/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const page = write(
    'docs/assets-page.mdx',
    '![Diagram](./img/diagram.png)\n\n[Guide](./files/guide.pdf#page=2) [Kit](/downloads/kit.zip) [Nope](./files/none.pdf)\n\n<img src={require(\'@site/src/assets/logo.svg\').default} alt="Logo" />\n\n![Gone](./img/gone.png)\n',
  );
  const store = storeFor({});
  const finished = await store.moduleCode({ file: page, variant: 'full' });
  const files = finished.assetFiles.map((a) => a.file).sort();
  assert.equal(files.length, 4);
  assert.match(files[0], /^assets\/files\/guide-[0-9a-f]{8}\.pdf$/);
  assert.match(files[1], /^assets\/files\/kit-[0-9a-f]{8}\.zip$/);
  assert.match(files[2], /^assets\/images\/diagram-[0-9a-f]{8}\.png$/);
  assert.match(files[3], /^assets\/images\/logo-[0-9a-f]{8}\.svg$/);
  for (const file of files) assert.ok(finished.code.includes(`"/base/${file}`), file);
  assert.ok(finished.code.includes(`"/base/${files[0]}#page=2"`), 'the #fragment is kept');
  assert.match(finished.code, /target:\s*"_blank"/);
  assert.match(finished.code, /"\.\/files\/none\.pdf"/, 'a missing file link is left for the link check');
  assert.deepEqual(finished.brokenLinks, [{ kind: 'image', file: page, line: 7, href: './img/gone.png', problem: 'image file not found' }]);
  // A changed image gets a new name.
  write('docs/img/diagram.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 9, 9, 9, 9]));
  const again = await store.moduleCode({ file: page, variant: 'full' });
  const diagram = again.assetFiles.find((a) => a.file.includes('diagram'))!.file;
  assert.notEqual(diagram, files[2]);
  await store.close();
});

test('functions cross to workers as their place in the config; one found nowhere keeps the compile in the main thread', () => {
  const remarkA = () => undefined;
  const preprocessor = () => '';
  const config = { markdown: { preprocessor }, presets: [['classic', { docs: { remarkPlugins: [[remarkA, { x: 1 }]] } }]] };
  const functions = functionsOfConfig(config);
  assert.deepEqual(functions.get(remarkA), ['presets', 0, 1, 'docs', 'remarkPlugins', 0, 0]);
  assert.deepEqual(toPortable({ content: { remarkPlugins: [[remarkA, { x: 1 }]] } }, functions), {
    content: { remarkPlugins: [[{ __configFunction: ['presets', 0, 1, 'docs', 'remarkPlugins', 0, 0] }, { x: 1 }]] },
  });
  assert.equal(toPortable({ content: { remarkPlugins: [() => undefined] } }, functions), undefined);
});

test('a page asked for again while it compiles is compiled once (a build asks per plugin, then for all)', async () => {
  const files = ['a', 'b', 'c'].map((name) => write(`docs/once/${name}.md`, `# Page ${name}\n\nText.\n`));
  const store = storeFor({});
  let compiles = 0;
  const internals = store as unknown as { compileHere: (...args: unknown[]) => Promise<unknown> };
  const compileHere = internals.compileHere.bind(store);
  internals.compileHere = (...args) => {
    compiles += 1;
    return compileHere(...args);
  };
  const ids = files.map((file) => ({ file, variant: 'full' as const }));
  await Promise.all([store.compileAll(ids), store.compileAll(ids.slice(1))]);
  assert.equal(compiles, 3, 'each of the three pages compiled exactly once');
  await store.compileAll(ids);
  assert.equal(compiles, 3, 'a later call finds them all compiled');
});
