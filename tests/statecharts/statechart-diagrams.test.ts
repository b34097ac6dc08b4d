/**
 * Statechart diagrams drawn at build time (plugins/statecharts, src/theme/Statechart.tsx): a
 * fixture site built by the command line, its pages' SVG parsed for the states and edges of a
 * parallel machine and of a nested machine with a history state, under XState v5 (docs/) and v4
 * (versioned_docs/version-4, whose blocks use v4-only API); a block that throws is a warning with
 * its file and line and gets no diagram; results are cached by block. The real site's marked pages
 * have their diagrams when REAL_SITE_OUT names a build of it.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Element } from 'domhandler';
import { packageForFile } from '../../plugins/statecharts/options.ts';
import { statechartsOptionsSchema } from '../../plugins/statecharts/options.ts';
import { runCli } from '../cli/run-cli.ts';
import { copyFixture, removeDir, repoRoot } from '../support/fixture-site.ts';

const STATECHARTS = {
  packages: [
    { folder: 'versioned_docs/version-4', package: 'xstate4' },
    { folder: 'blog', package: 'xstate4', datedBefore: '2023-12-01' },
  ],
};

/** The fixture's config, written into its copy: it names the plugin by its place in this checkout. */
const siteConfig = () => `
import { statechartsRemarkPlugin } from ${JSON.stringify(join(repoRoot, 'plugins/statecharts/remark-statecharts.ts'))};
const STATECHARTS = ${JSON.stringify(STATECHARTS)};
export default {
  title: 'Statecharts fixture',
  url: 'https://statecharts.example.com',
  onBrokenLinks: 'warn',
  plugins: [
    ['docs', { routeBasePath: '/docs', lastVersion: 'current', remarkPlugins: [statechartsRemarkPlugin(STATECHARTS)],
      versions: { current: { label: 'v5', path: '' }, '4': { label: 'v4', path: 'v4' } } }],
    [${JSON.stringify(join(repoRoot, 'plugins/statecharts'))}, STATECHARTS],
  ],
};
`;

interface ParsedDiagram {
  /** State id -> its kind (atomic, compound, parallel, final, history-deep, ...) and whether it is a parallel region. */
  states: Map<string, string>;
  /** `from -> to: label`, sorted. */
  edges: string[];
  /** The states the initial arrows point at. */
  initials: string[];
  names: string[];
}

const classOf = (element: Element) => element.attribs.class ?? '';

function diagramsOf(html: string): ParsedDiagram[] {
  const figures = DomUtils.findAll((element) => classOf(element).split(' ').includes('statechart'), parseDocument(html).children);
  return figures.map((figure) => {
    const svg = DomUtils.findOne((element) => element.name === 'svg', figure.children)!;
    assert.equal(svg.attribs.role, 'img');
    assert.equal(figure.attribs.tabindex, '0');
    const states = new Map<string, string>();
    const names: string[] = [];
    for (const group of DomUtils.findAll((element) => element.attribs['data-state'] !== undefined, svg.children)) {
      const className = classOf(group);
      const history = className.includes('statechart__history');
      const kind = history
        ? `history-${DomUtils.textContent(group).trim() === 'H*' ? 'deep' : 'shallow'}`
        : (/statechart__state--(atomic|compound|parallel|final)/.exec(className)?.[1] ?? '?') + (className.includes('--region') ? '+region' : '');
      states.set(group.attribs['data-state'], kind);
      const name = DomUtils.findOne((element) => classOf(element) === 'statechart__name', group.children);
      if (name) names.push(DomUtils.textContent(name));
    }
    const edgeGroups = DomUtils.findAll((element) => classOf(element).startsWith('statechart__edge'), svg.children);
    const edges = edgeGroups
      .filter((group) => !classOf(group).includes('--initial'))
      .map((group) => {
        const label = DomUtils.findOne((element) => classOf(element) === 'statechart__label', group.children);
        assert.ok(
          DomUtils.findOne((element) => element.name === 'path', group.children),
          'each edge is drawn',
        );
        return `${group.attribs['data-from']} -> ${group.attribs['data-to']}: ${label ? DomUtils.textContent(label) : ''}`;
      })
      .sort();
    const initials = edgeGroups
      .filter((group) => classOf(group).includes('--initial'))
      .map((group) => group.attribs['data-to'])
      .sort();
    return { states, edges, initials, names };
  });
}

describe('statechart diagrams of a built fixture', () => {
  let siteDir: string;
  let output: string;
  const page = (path: string) => readFileSync(join(siteDir, 'build', path, 'index.html'), 'utf8');

  before(async () => {
    siteDir = await copyFixture('statecharts');
    writeFileSync(join(siteDir, 'site.config.ts'), siteConfig());
    // The blocks' `xstate` (v5) and `xstate4` resolve from the site, as a real site's packages do.
    symlinkSync(join(repoRoot, 'node_modules'), join(siteDir, 'node_modules'), 'dir');
    const result = runCli(['build', '--no-progress'], { cwd: siteDir });
    output = `${result.stdout}\n${result.stderr}`;
    assert.equal(result.status, 0, output);
  });
  after(() => removeDir(siteDir));

  const parallelEdges = [
    'bold.off -> bold.on: TOGGLE_BOLD [canFormat]',
    'bold.on -> bold.off: TOGGLE_BOLD',
    'underline.off -> underline.on: TOGGLE_UNDERLINE',
    'underline.on -> underline.off: TOGGLE_UNDERLINE',
  ];
  const historyEdges = [
    'method -> review: NEXT',
    'method.cash -> method.check: SWITCH_CHECK',
    'method.check -> method.cash: SWITCH_CASH',
    'review -> method.hist: PREVIOUS',
    'review -> timedOut: after 5000ms',
  ];

  for (const [version, prefix] of [
    ['XState v5', 'docs'],
    ['XState v4', 'docs/v4'],
  ]) {
    test(`${version}: a parallel machine's regions, states and transitions`, () => {
      const diagrams = diagramsOf(page(`${prefix}/parallel`));
      assert.equal(diagrams.length, 1);
      const [diagram] = diagrams;
      assert.deepEqual(Object.fromEntries(diagram.states), {
        editor: 'parallel',
        'editor.bold': 'compound+region',
        'editor.bold.on': 'atomic',
        'editor.bold.off': 'atomic',
        'editor.underline': 'compound+region',
        'editor.underline.on': 'atomic',
        'editor.underline.off': 'atomic',
      });
      assert.deepEqual(diagram.edges, parallelEdges);
      assert.deepEqual(diagram.initials, ['bold.off', 'underline.off']);
    });

    test(`${version}: a nested machine with a deep history state, a delayed transition and entry/exit actions`, () => {
      const html = page(`${prefix}/history`);
      const [diagram, ...others] = diagramsOf(html);
      assert.equal(others.length, 0);
      // The exported machine, not the draft the block made first.
      assert.deepEqual(Object.fromEntries(diagram.states), {
        payment: 'compound',
        'payment.method': 'compound',
        'payment.method.cash': 'atomic',
        'payment.method.check': 'atomic',
        'payment.method.hist': 'history-deep',
        'payment.review': 'atomic',
        'payment.timedOut': 'final',
      });
      assert.deepEqual(diagram.edges, historyEdges);
      assert.deepEqual(diagram.initials, ['method', 'method.cash']);
      assert.match(html, /entry \/ showMethods/);
      assert.match(html, /exit \/ hideMethods/);
      // The text alternative lists the transitions in words.
      assert.match(html, /review to method\.hist on PREVIOUS/);
    });
  }

  test('a block whose machine cannot be evaluated is a warning naming file and line, and gets no diagram', () => {
    assert.match(output, /docs\/broken\.mdx:7: no statechart for this block: it throws: .*states/);
    assert.equal(diagramsOf(page('docs/broken')).length, 0);
    assert.doesNotMatch(output, /parallel\.mdx:\d+: no statechart/);
  });

  test('results are cached in the work folder by block', () => {
    const folder = join(siteDir, '.cache/statecharts');
    assert.ok(existsSync(folder));
    // Four diagrams (two pages in two versions) and the broken block's reason.
    assert.equal(readdirSync(folder).filter((file) => file.endsWith('.json')).length, 5);
  });
});

test('the package of a file: by folder, and for posts by their date', () => {
  const options = statechartsOptionsSchema.parse(STATECHARTS);
  assert.equal(packageForFile(options, '/site/docs/states.mdx', undefined), 'xstate');
  assert.equal(packageForFile(options, '/site/versioned_docs/version-4/states.mdx', undefined), 'xstate4');
  assert.equal(packageForFile(options, '/site/blog/2021-05-13-old-post.mdx', undefined), 'xstate4');
  assert.equal(packageForFile(options, '/site/blog/2024-1-2-new-post/index.mdx', undefined), 'xstate');
  assert.equal(packageForFile(options, '/site/blog/undated.mdx', '2022-01-01'), 'xstate4');
  assert.equal(packageForFile(options, '/site/blog/undated.mdx', undefined), 'xstate');
});
