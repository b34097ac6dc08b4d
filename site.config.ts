/**
 * The Stately / XState documentation and blog site, configured as a Docusaurus 3 site is
 * (docusaurus.config.js's shape; README's "Configuration" lists every key). Routes, labels and
 * constants follow the site specification.
 */
// Type-only, as a Docusaurus config imports `Config` from @docusaurus/types: loading the config runs none of the generator's code.
import type { SiteConfigInput } from './src/core/index.ts';
// Turns a ```bash npm2yarn block into npm / pnpm / yarn tabs, as Docusaurus sites do.
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
// Statechart diagrams under code blocks marked `statechart`, drawn at build time (plugins/statecharts/).
import { statechartsRemarkPlugin } from './plugins/statecharts/remark-statecharts.ts';
// A Run button on code blocks marked `runnable` (plugins/runnable-examples/): this step marks them in the pages.
import rehypeRunnableExamples from './plugins/runnable-examples/rehype-runnable-examples.ts';

const editUrl = 'https://github.com/statelyai/docs/edit/main/';

/** Admonition keywords beyond Docusaurus's own (note, tip, info, warning, danger, caution, ...). */
const SITE_ADMONITIONS = ['typescript', 'xstate', 'warningxstate', 'breakingchange', 'studio', 'new', 'video'];

/**
 * The API reference (/api, /api/next): generated from the type declarations of the packages
 * installed as pinned dev dependencies (package.json; `*-api-next` are npm aliases for a second
 * version of a package). Current: the releases compatible with XState v5, which the docs describe.
 * Next: the newest published line of each package, where one is newer than current.
 */
const API_REFERENCE = {
  repositoryUrl: 'https://github.com/statelyai/xstate',
  optionsPage: {
    package: 'core',
    intro:
      'The options you pass when you define and run machines: the configuration of a machine and its states, transitions and invocations, the implementations setup() and provide() take, and the options of createActor().',
    symbols: ['MachineConfig', 'StateNodeConfig', 'TransitionConfig', 'InvokeConfig', 'SetupTypes', 'MachineImplementations', 'ActorOptions'],
  },
  versions: [
    {
      name: 'current',
      label: 'XState v5',
      path: '/api',
      description:
        'The stable releases the XState v5 docs describe: xstate 5 and, of each other package, its newest stable release that works with xstate 5 (its peer dependency accepts xstate 5).',
      packages: [
        { id: 'core', npmName: 'xstate', module: 'xstate', note: 'The newest stable release of xstate 5.', repositoryDirectory: 'packages/core' },
        { id: 'analytics', npmName: '@xstate/analytics', note: 'Not published: npm has no package of this name in any version.' },
        {
          id: 'graph',
          npmName: '@xstate/graph',
          module: '@xstate/graph',
          note: 'The newest stable release; works with xstate 5.',
          repositoryDirectory: 'packages/xstate-graph',
        },
        {
          id: 'immer',
          npmName: '@xstate/immer',
          note: 'No release for XState v5: the newest, 0.3.3, requires xstate 4. In v5, call Immer’s produce inside assign (see the @xstate/immer docs page).',
        },
        {
          id: 'inspect',
          npmName: '@xstate/inspect',
          note: 'No release for XState v5: the newest, 0.8.0, requires xstate 4. XState v5 uses the Stately Inspector through @statelyai/inspect (see the Inspector docs page).',
        },
        {
          id: 'react',
          npmName: '@xstate/react',
          module: '@xstate/react',
          note: 'The newest stable release; works with xstate 5.',
          repositoryDirectory: 'packages/xstate-react',
        },
        {
          id: 'solid',
          npmName: '@xstate/solid',
          module: '@xstate/solid',
          note: 'The newest stable release; works with xstate 5.',
          repositoryDirectory: 'packages/xstate-solid',
        },
        {
          id: 'svelte',
          npmName: '@xstate/svelte',
          module: '@xstate/svelte',
          note: 'The newest stable release; works with xstate 5.',
          repositoryDirectory: 'packages/xstate-svelte',
        },
        {
          id: 'test',
          npmName: '@xstate/test',
          note: 'No stable release for XState v5: the newest stable, 0.5.1, requires xstate 4 (a 1.0 beta is under next). In v5, createTestModel from @xstate/graph takes its place.',
        },
        {
          id: 'vue',
          npmName: '@xstate/vue',
          module: '@xstate/vue',
          note: 'The newest stable release; works with xstate 5.',
          repositoryDirectory: 'packages/xstate-vue',
        },
      ],
    },
    {
      name: 'next',
      label: 'Next',
      path: '/api/next',
      description:
        'The newest published line of each package where it is newer than the current one: the xstate 6 alpha and the @xstate/test 1.0 beta. Pre-releases: their API may still change. Packages with nothing newer than their current release are not repeated here.',
      packages: [
        {
          id: 'core',
          npmName: 'xstate',
          module: 'xstate-api-next',
          note: 'The newest xstate 6 alpha, the next major version.',
          repositoryDirectory: 'packages/core',
        },
        { id: 'analytics', npmName: '@xstate/analytics', note: 'Not published: npm has no package of this name in any version.' },
        { id: 'graph', npmName: '@xstate/graph', note: 'No newer line: the current release is the newest.' },
        { id: 'immer', npmName: '@xstate/immer', note: 'No newer line: 0.3.3 (for xstate 4) is the newest release.' },
        { id: 'inspect', npmName: '@xstate/inspect', note: 'No newer line: 0.8.0 (for xstate 4) is the newest release.' },
        { id: 'react', npmName: '@xstate/react', note: 'No newer line: the current release is the newest.' },
        { id: 'solid', npmName: '@xstate/solid', note: 'No newer line: the current release is the newest.' },
        { id: 'svelte', npmName: '@xstate/svelte', note: 'No newer line: the current release is the newest.' },
        {
          id: 'test',
          npmName: '@xstate/test',
          module: 'xstate-test-api-next',
          note: 'The newest pre-release, a 1.0 beta for xstate 5 (the stable 0.5.1 is for xstate 4).',
          repositoryDirectory: 'packages/xstate-test',
        },
        { id: 'vue', npmName: '@xstate/vue', note: 'No newer line: the current release is the newest.' },
      ],
    },
  ],
};

/**
 * Which XState a machine in a code block is evaluated with, as a reader of the page would run it
 * (tests/content/package-environments.ts has the same rule): v4 (the `xstate4` alias) for the v4
 * docs and for posts written before v5's release, v5 everywhere else.
 */
const STATECHARTS = {
  defaultPackage: 'xstate',
  packages: [
    { folder: 'versioned_docs/version-4', package: 'xstate4' },
    { folder: 'blog', package: 'xstate4', datedBefore: '2023-12-01' },
  ],
};

/**
 * Which XState a `runnable` example runs with when a reader presses Run (the rule of
 * tests/content/package-environments.ts, which runs the same blocks in Node): v4 (the `xstate4`
 * alias) for the v4 docs and posts written before v5's release, v5 for the rest of the docs and blog.
 * Exported for the test of that rule (tests/runnable/runnable-rules.test.ts).
 */
export const RUNNABLE_EXAMPLES = {
  runtimes: [
    {
      name: 'xstate-v4',
      modules: { xstate: 'xstate4' },
      actorFactories: ['interpret'],
      content: [{ folder: 'versioned_docs/version-4' }, { folder: 'blog', datedBefore: '2023-12-01' }],
    },
    {
      name: 'xstate-v5',
      // The other libraries the v5 examples use, bundled beside xstate (one copy of it in the worker): more examples can run.
      modules: {
        xstate: 'xstate',
        '@xstate/graph': '@xstate/graph',
        '@xstate/fsm': '@xstate/fsm',
        '@xstate/svelte': '@xstate/svelte',
        'svelte/store': 'svelte/store',
        rxjs: 'rxjs',
        immer: 'immer',
        // The testing examples' assertions: a stand-in for Node's, as the browser has none.
        'node:assert': './src/components/runnable-node-assert.ts',
        'node:assert/strict': './src/components/runnable-node-assert.ts',
      },
      actorFactories: ['createActor'],
      content: [{ folder: 'docs' }, { folder: 'blog' }],
    },
  ],
  timeoutMs: 5000,
};

const config: SiteConfigInput = {
  title: 'Stately',
  tagline: 'Visual software modeling with state machines and statecharts',
  url: 'https://stately.ai',
  baseUrl: '/',
  favicon: '/img/favicon.svg',
  i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English', direction: 'ltr', path: 'en' } } },
  onBrokenLinks: 'warn',
  onBrokenMarkdownLinks: 'warn',
  onDuplicateRoutes: 'warn',
  // .md files are CommonMark (so "{" and "<" are plain text) with raw HTML sanitised and no way to
  // ask for MDX (safeMd, README's Security section); .mdx files are MDX, reviewed as code.
  markdown: { format: 'detect', safeMd: true },
  clientModules: ['./src/css/custom.css'],
  // The state-machine library from a CDN and privacy-friendly analytics: async/defer, so a
  // network failure never blocks or breaks a page.
  scripts: [
    { src: 'https://unpkg.com/xstate@5/dist/xstate.umd.min.js', async: true },
    { src: 'https://plausible.io/js/script.tagged-events.js', defer: true, 'data-domain': 'stately.ai' },
  ],
  plugins: [
    'pages',
    [
      'docs',
      {
        routeBasePath: '/docs',
        sidebarPath: './sidebars.ts',
        editUrl,
        lastVersion: 'current',
        admonitions: { keywords: SITE_ADMONITIONS },
        // `sync`: choosing a package manager in one tab group switches every group on the site.
        remarkPlugins: [[npm2yarn, { sync: true, converters: ['pnpm', 'yarn'] }], statechartsRemarkPlugin(STATECHARTS)],
        rehypePlugins: [[rehypeRunnableExamples, RUNNABLE_EXAMPLES]],
        showLastUpdateTime: true,
        showLastUpdateAuthor: true,
        versions: {
          // No "Version: …" badge on each doc: the navbar's version dropdown and v4's banner say which version a page documents.
          current: { label: 'XState v5', path: '', mainDocId: 'about', badge: false },
          '4': { label: 'XState v4', path: 'xstate-v4', mainDocId: 'studio', banner: 'unmaintained', badge: false },
        },
      },
    ],
    [
      'blog',
      {
        routeBasePath: '/blog',
        admonitions: { keywords: SITE_ADMONITIONS },
        postsPerPage: 10,
        // SPEC: "The list shows no post count in a sidebar": no recent-posts sidebar (Docusaurus's default is 5).
        blogSidebarCount: 0,
        blogDescription: 'News, tutorials and changelogs for XState and Stately Studio',
        remarkPlugins: [statechartsRemarkPlugin(STATECHARTS)],
        rehypePlugins: [[rehypeRunnableExamples, RUNNABLE_EXAMPLES]],
        editUrl,
        feedOptions: { type: 'all' },
      },
    ],
    [
      'redirects',
      {
        // Old paths that moved to the v4 docs or were renamed.
        redirects: [
          { from: '/docs/category/xstate-model-based-testing', to: '/docs/xstate-v4/xstate/model-based-testing/intro' },
          { from: '/docs/xstate/actors/parent-child-communication', to: '/docs/xstate-v4/xstate/actors/parent-child-communication' },
          { from: '/docs/xstate/typescript/type-helpers', to: '/docs/xstate-v4/xstate/typescript/type-helpers' },
          { from: '/docs/sky', to: '/docs/stately-sky-getting-started' },
        ],
      },
    ],
    'sitemap',
    'search',
    ['api-reference', API_REFERENCE],
    // A social card (og:image) for each page: its title, section and the logo, drawn at build time.
    'social-cards',
    // /llms.txt, /llms-full.txt and a Markdown twin of each current doc (/docs/guards.md), for language models.
    ['llms-txt', { versions: ['current'], blog: true }],
    ['runnable-examples', RUNNABLE_EXAMPLES],
    // Checks the statechart options the docs and blog's remark step share, and keeps its diagrams in the work folder's cache.
    ['statecharts', STATECHARTS],
  ],
  themeConfig: {
    navbar: {
      title: 'Stately',
      logo: { alt: 'Stately', src: '/img/logo.svg' },
      hideOnScroll: true,
      items: [
        { type: 'search', position: 'left' },
        // The main doc of the version being read, else of the reader's preferred version.
        { type: 'docsVersion', label: 'Docs', position: 'left' },
        { label: 'API', to: '/api', position: 'left' },
        { label: 'Studio', href: 'https://stately.ai/registry', className: 'plausible-event-name=studio+click', position: 'left' },
        { label: 'Editor', href: 'https://stately.ai/editor', className: 'plausible-event-name=editor+click', position: 'left' },
        { label: 'Discover', href: 'https://stately.ai/registry/discover', className: 'plausible-event-name=discover+click', position: 'left' },
        { label: 'Blog', to: '/blog', position: 'left' },
        { type: 'docsVersionDropdown', position: 'right' },
        { label: 'GitHub', href: 'https://github.com/statelyai/xstate', 'aria-label': 'XState on GitHub', position: 'right' },
      ],
    },
    footer: {
      links: [
        {
          title: 'Docs',
          items: [
            { label: 'About', to: '/docs' },
            { label: 'Quick start', to: '/docs/quick-start' },
            { label: 'XState', to: '/docs/xstate' },
            { label: 'Stately Studio', to: '/docs/studio' },
          ],
        },
        {
          title: 'Community',
          items: [
            { label: 'Discord', href: 'https://discord.gg/xstate', className: 'plausible-event-name=discord+click' },
            { label: 'Feedback and roadmap', href: 'https://feedback.stately.ai' },
            { label: 'Code of conduct', to: '/code-of-conduct' },
          ],
        },
        {
          title: 'More',
          items: [
            { label: 'Blog', to: '/blog' },
            { label: 'Pricing', to: '/pricing' },
            { label: 'Privacy policy', to: '/privacy' },
            { label: 'GitHub', href: 'https://github.com/statelyai' },
          ],
        },
      ],
      social: [
        { label: 'GitHub', href: 'https://github.com/statelyai' },
        { label: 'Discord', href: 'https://discord.gg/xstate', className: 'plausible-event-name=discord+click' },
        { label: 'YouTube', href: 'https://www.youtube.com/c/statelyai' },
        { label: 'LinkedIn', href: 'https://www.linkedin.com/company/statelyai' },
      ],
      copyright: 'Copyright © 2023 Stately',
      newsletter: {
        title: 'Stately newsletter',
        description: 'News about XState and Stately Studio, about once a month.',
        action: '/registry/api/newsletter/signup',
        placeholder: 'you@example.com',
        className: 'plausible-event-name=newsletter+click',
      },
    },
    announcementBar: {
      id: 'docs-beta-feedback-1',
      content:
        // Short enough for two lines beside the link on a 390 px phone (shell.css cuts a longer one there).
        'These docs are in beta. Send us feedback in #docs-feedback. <a href="https://discord.gg/xstate" target="_blank" rel="noopener noreferrer">Join the Discord</a>',
      isCloseable: true,
    },
    colorMode: { defaultMode: 'light', respectPrefersColorScheme: true },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  },
};

export default config;
