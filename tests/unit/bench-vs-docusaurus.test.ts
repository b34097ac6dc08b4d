/**
 * The pieces of `npm run bench -- --vs-docusaurus` that do not need Docusaurus installed: the
 * corpus written as a Docusaurus 3 site is a config this generator reads unchanged (Docusaurus
 * Faster's flags, the Markdown forms the corpus uses, broken links failing the build); the report
 * divides the medians into ratios against the targets and lists route differences; and a
 * dev server's first page counts only once its HTML holds the page's title.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { generateCorpus } from '../../bench/corpus.ts';
import { measureFirstPage } from '../../bench/dev-server-figures.ts';
import type { MachineInfo } from '../../bench/report.ts';
import { vsMarkdownReport } from '../../bench/vs-docusaurus-report.ts';
import type { VsFigures, VsRun } from '../../bench/vs-docusaurus.ts';
import { loadSiteConfig } from '../../src/core/config/load-config.ts';

test('the corpus as a Docusaurus site: docusaurus.config.js, sidebars.js and package.json, read by the generator unchanged', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'bench-vs-corpus-'));
  try {
    const corpus = await generateCorpus({ pages: 20, seed: 3, outDir: dir, configForm: 'docusaurus' });
    for (const file of ['docusaurus.config.js', 'sidebars.js', 'package.json', 'versions.json', 'versioned_docs/version-4']) {
      assert.ok(existsSync(join(dir, file)), `${file} missing`);
    }
    assert.ok(!existsSync(join(dir, 'site.config.ts')), 'site.config.ts would take precedence over docusaurus.config.js');
    const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    assert.equal(manifest.dependencies['@docusaurus/faster'], '3.10.2');

    const config = await loadSiteConfig(dir);
    assert.equal(config.future.v4, true);
    assert.equal(config.future.faster, true);
    // v4 turns the MDX 1 forms off; the corpus's heading ids and admonition titles need them back, HTML comments do not.
    assert.deepEqual(config.markdown.mdx1Compat, { comments: false, admonitions: true, headingIds: true });
    assert.equal(config.onBrokenLinks, 'throw');
    assert.equal(config.onBrokenAnchors, 'throw');
    assert.equal(config.onBrokenMarkdownLinks, 'throw');
    const docs = config.plugins.find((entry) => [entry].flat()[0] === '@docusaurus/plugin-content-docs');
    assert.ok(docs, 'the classic preset expands to the docs plugin');
    assert.deepEqual(Object.keys((docs as [string, { versions: object }])[1].versions).sort(), ['4', 'current']);

    // Under Docusaurus's v4 defaults an HTML comment is not MDX: posts mark their excerpt the MDX way.
    const post = await readFile(join(dir, 'blog', corpus.plan.posts[0].fileName), 'utf8');
    assert.match(post, /^\{\/\* truncate \*\/\}$/m);
    assert.doesNotMatch(post, /<!--/);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

const MACHINE: MachineInfo = { cpus: 2, cpuModel: 'test cpu', memoryGB: 8, node: 'v20', loadAverage: { start: 0.5, end: 0.5 } };

function run(contender: VsRun['contender'], kind: VsRun['kind'], wallMs: number, peakRssBytes: number, repetition = 1): VsRun {
  return { contender, kind, repetition, wallMs, cpuS: wallMs / 1000, peakRssBytes, ...(kind === 'dev' ? { readyMs: wallMs + 100 } : {}) };
}

test('the comparison report gives medians, Docusaurus-over-generator ratios against the targets, and route differences', () => {
  const MB = 1024 * 1024;
  const runs = [
    run('docusaurus', 'cold', 10_000, 1000 * MB, 1),
    run('generator', 'cold', 2_000, 400 * MB, 1),
    run('docusaurus', 'cold', 30_000, 1000 * MB, 2),
    run('generator', 'cold', 4_000, 400 * MB, 2),
    run('docusaurus', 'cold', 20_000, 1000 * MB, 3),
    run('generator', 'cold', 3_000, 400 * MB, 3),
    run('docusaurus', 'warm', 8_000, 900 * MB),
    run('generator', 'warm', 800, 300 * MB),
    run('docusaurus', 'edit', 8_000, 900 * MB),
    run('generator', 'edit', 1_000, 300 * MB),
    run('docusaurus', 'dev', 6_000, 700 * MB),
    run('generator', 'dev', 2_000, 200 * MB),
  ];
  const figures: VsFigures = {
    pages: 100,
    seed: 1,
    repetitions: 3,
    siteDir: '/tmp/site',
    split: { currentDocs: 65, oldDocs: 25, posts: 10 },
    versions: { '@docusaurus/core': '3.10.2', generator: '0.1.0' },
    runs,
    routes: { docusaurus: 120, generator: 119, onlyDocusaurus: ['/blog/archive'], onlyGenerator: [] },
  };
  const report = vsMarkdownReport({ name: 'vs-docusaurus-100', timestamp: 'now', machine: MACHINE, figures });
  const row = (label: string) => report.split('\n').find((line) => line.startsWith(`| ${label}`)) ?? assert.fail(`no row "${label}" in:\n${report}`);
  // Medians of 10/30/20 s and 2/4/3 s: 20 s over 3 s.
  assert.equal(row('Cold build (caches cleared), wall'), '| Cold build (caches cleared), wall | 20.00 s | 3.00 s | 6.7x | >= 5x ✓ |');
  assert.equal(row('Warm build (no change), wall'), '| Warm build (no change), wall | 8.00 s | 0.80 s | 10.0x | >= 20x ✗ |');
  assert.match(row('Dev server, spawn to first page HTML'), /\| 6\.00 s \| 2\.00 s \| 3\.0x \| >= 5x ✗ \|$/);
  assert.equal(row('Cold build, peak RSS'), '| Cold build, peak RSS | 1000.0 MB | 400.0 MB | 0.40 of it | <= 0.5 ✓ |');
  assert.equal(row('Warm build, peak RSS'), '| Warm build, peak RSS | 900.0 MB | 300.0 MB | 0.33 of it |  |');
  assert.match(report, /only in Docusaurus's output: \/blog\/archive/);
  assert.match(report, /only in the generator's output: none/);
  assert.match(report, /@docusaurus\/core 3\.10\.2, generator 0\.1\.0/);
  assert.doesNotMatch(report, /bundled again/);

  // A warm build that bundled again (its inputs changed during the run) is pointed out.
  const rebuilt = runs.map((r) => (r.contender === 'generator' && r.kind === 'warm' ? { ...r, notes: ['payloads: 3 of 100 made'] } : r));
  const flagged = vsMarkdownReport({ name: 'vs-docusaurus-100', timestamp: 'now', machine: MACHINE, figures: { ...figures, runs: rebuilt } });
  assert.match(flagged, /the generator's warm \(repetition 1\) bundled again/);
});

/** A stand-in dev server: its first answers are HTML without the page's title (a shell still compiling). */
const FAKE_DEV_SERVER = `
const { createServer } = require('node:http');
const { writeFileSync } = require('node:fs');
const [port, log] = process.argv.slice(1);
let pageRequests = 0;
createServer((req, res) => {
  if (req.url === '/app.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end('1');
  pageRequests++;
  writeFileSync(log, String(pageRequests));
  res.writeHead(200, { 'content-type': 'text/html' });
  res.end(pageRequests < 3 ? '<title>Loading</title>' : '<title>Bench corpus</title><script src="/app.js"></script>');
}).listen(Number(port), '127.0.0.1');
`;

test("a dev server's first page counts once its HTML holds the page's title, then its scripts load", async () => {
  const dir = await mkdtemp(join(tmpdir(), 'bench-vs-dev-'));
  const log = join(dir, 'requests');
  try {
    const start = await measureFirstPage({ args: (port) => ['-e', FAKE_DEV_SERVER, String(port), log], cwd: dir }, { path: '/', text: '<title>Bench corpus' });
    assert.equal(await readFile(log, 'utf8'), '3', 'measured before the HTML held the title');
    assert.ok(start.readyMs >= start.htmlMs);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
