/** The reference's pages from a model: paths, breadcrumbs, sidebars and the switch to the same page in the other version. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ApiSymbol } from '../../plugins/api-reference/api-model.ts';
import { apiPages } from '../../plugins/api-reference/api-pages.ts';
import type { ApiReferenceOptions } from '../../plugins/api-reference/options.ts';
import type { ReferenceModel, ReferencePackage } from '../../plugins/api-reference/reference-model.ts';

const symbol = (name: string, kind: ApiSymbol['kind'] = 'function'): ApiSymbol => ({
  name,
  slug: name,
  kind,
  deprecated: false,
  typeParameters: [],
  signatures: [],
  heritage: [],
  members: [],
});

const pkg = (versionPath: string, id: string, symbols: ApiSymbol[] | undefined): ReferencePackage => ({
  entry: symbols
    ? { id, npmName: `npm-${id}`, version: '1.0.0', note: 'chosen', href: `${versionPath}/${id}` }
    : { id, npmName: `npm-${id}`, note: 'not in this line' },
  symbols: symbols ?? [],
});

const model: ReferenceModel = {
  typedoc: 'typedoc 0, typescript 5',
  versions: [
    {
      name: 'current',
      label: 'Now',
      path: '/ref',
      description: 'd',
      packages: [pkg('/ref', 'core', [symbol('run'), symbol('Old', 'class')]), pkg('/ref', 'extra', [symbol('helper')])],
    },
    {
      name: 'next',
      label: 'Later',
      path: '/ref/next',
      description: 'd',
      packages: [pkg('/ref/next', 'core', [symbol('run')]), pkg('/ref/next', 'extra', undefined)],
    },
  ],
};

const options = { optionsPage: { package: 'core', intro: 'Options.', symbols: ['run', 'Missing'] } } as ApiReferenceOptions;
const pages = apiPages(model, options, '/');
const page = (path: string) => {
  const found = pages.find((candidate) => candidate.path === path);
  assert.ok(found, `a page at ${path}`);
  return found.data;
};

test('each version has a landing, an options page, a page per published package and per symbol', () => {
  assert.deepEqual(pages.map((p) => p.path).sort(), [
    '/ref',
    '/ref/core',
    '/ref/core/Old',
    '/ref/core/run',
    '/ref/extra',
    '/ref/extra/helper',
    '/ref/next',
    '/ref/next/core',
    '/ref/next/core/run',
    '/ref/next/options',
    '/ref/options',
  ]);
  assert.equal(new Set(pages.map((p) => p.dataName)).size, pages.length, 'each page has its own data module');
});

test('the version switch keeps the symbol when the other version has it, else the package, else the landing', () => {
  assert.deepEqual(page('/ref/core/run').frame.versionSwitch, { label: 'Later', href: '/ref/next/core/run', samePage: true });
  assert.deepEqual(page('/ref/core/Old').frame.versionSwitch, { label: 'Later', href: '/ref/next/core', samePage: false });
  assert.deepEqual(page('/ref/extra/helper').frame.versionSwitch, { label: 'Later', href: '/ref/next', samePage: false });
  assert.deepEqual(page('/ref/next/core/run').frame.versionSwitch, { label: 'Now', href: '/ref/core/run', samePage: true });
  assert.deepEqual(page('/ref/options').frame.versionSwitch, { label: 'Later', href: '/ref/next/options', samePage: true });
});

test('breadcrumbs lead from the version to the package to the symbol', () => {
  assert.deepEqual(page('/ref/core/run').frame.breadcrumbs, [{ label: 'API: Now', href: '/ref' }, { label: 'npm-core', href: '/ref/core' }, { label: 'run' }]);
});

test("a symbol page's sidebar opens its package and lists its group's symbols only", () => {
  const { sidebar } = page('/ref/core/run').frame;
  const core = sidebar.packages.find((p) => p.id === 'core')!;
  assert.deepEqual(
    core.groups?.map((g) => [g.title, g.symbols?.map((s) => s.name)]),
    [
      ['Functions', ['run']],
      ['Classes', undefined],
    ],
  );
  assert.equal(sidebar.packages.find((p) => p.id === 'extra')!.groups, undefined);
  assert.deepEqual(
    page('/ref/next').frame.sidebar.packages.map((p) => p.id),
    ['core'],
    'a package not in the line is not listed',
  );
});

test('the options page shows the configured types, and says which this version lacks', () => {
  const content = page('/ref/options').content;
  assert.equal(content.type, 'options');
  assert.deepEqual(
    content.options.map((option) => ('missing' in option ? `missing ${option.missing}` : option.symbol.href)),
    ['/ref/core/run', 'missing Missing'],
  );
});
