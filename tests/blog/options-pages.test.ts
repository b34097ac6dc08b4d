/**
 * The pages plugin options Docusaurus 3.10 has that were refused: `editUrl` (a string or a
 * function), `showLastUpdateTime` / `showLastUpdateAuthor` (from git) and `mdxPageComponent`.
 * As in Docusaurus, they concern Markdown pages; a React page renders itself.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { BuildResult } from '../../src/core/build.ts';
import { buildSite, removeDir } from '../support/fixture-site.ts';
import { COMMIT_AUTHOR, writeSite } from './options-fixture.ts';

const CONFIG = `
module.exports = {
  title: 'Tide Log',
  url: 'https://tides.example.net',
  baseUrl: '/',
  presets: [
    [
      'classic',
      {
        docs: false,
        blog: false,
        pages: { editUrl: 'https://github.com/tides/log/edit/main/', showLastUpdateTime: true, showLastUpdateAuthor: true },
      },
    ],
  ],
  plugins: [
    [
      '@docusaurus/plugin-content-pages',
      {
        id: 'charts',
        path: 'charts',
        routeBasePath: 'charts',
        mdxPageComponent: '@site/src/components/ChartPage',
        editUrl: ({ pagesDirPath, pagesPath, permalink, locale }) =>
          'https://charts.example.net/' + locale + '/' + pagesDirPath + '/' + pagesPath + '?from=' + permalink,
      },
    ],
  ],
};
`;

const CHART_PAGE = `
export default function ChartPage({ content, metadata }) {
  const Content = content.default;
  const data = metadata.default ?? metadata;
  return (
    <main id="chart-page">
      <Content />
      <a id="chart-edit" href={data.editUrl}>edit chart</a>
    </main>
  );
}
`;

let siteDir: string;
let result: BuildResult;

before(async () => {
  siteDir = await writeSite('pages-options', {
    'docusaurus.config.js': CONFIG,
    'src/pages/index.jsx': 'export default function Home() { return <main id="home">Tide Log home</main>; }\n',
    'src/pages/about.md': '# About the log\n\nWhere the tides are written down.\n',
    'src/components/ChartPage.jsx': CHART_PAGE,
    'charts/harbour.md': '# Harbour chart\n\nDepths at low water.\n',
  });
  result = await buildSite(siteDir);
});
after(() => removeDir(siteDir));

const html = (route: string) => readFileSync(join(result.outDir, route, 'index.html'), 'utf8');

test("editUrl (a string): a Markdown page links to its file under the site's repository", () => {
  assert.match(html('/about'), /href="https:\/\/github\.com\/tides\/log\/edit\/main\/src\/pages\/about\.md"/);
});

test('showLastUpdateTime / showLastUpdateAuthor: a Markdown page shows its last commit', () => {
  assert.match(html('/about'), new RegExp(`Last updated.*May 6, 2024.*${COMMIT_AUTHOR}`));
});

test('a React page renders itself: no edit link or last update is added', () => {
  const home = html('/');
  assert.match(home, /Tide Log home/);
  assert.doesNotMatch(home, /Last updated|github\.com\/tides/);
});

test("mdxPageComponent renders the instance's Markdown pages, given the page's metadata; editUrl as a function gets Docusaurus's arguments", () => {
  const chart = html('/charts/harbour');
  assert.match(chart, /<main id="chart-page">/);
  assert.match(chart, /Depths at low water\./);
  assert.match(chart, /id="chart-edit" href="https:\/\/charts\.example\.net\/en\/charts\/harbour\.md\?from=\/charts\/harbour"/);
});
