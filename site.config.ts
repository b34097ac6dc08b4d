/**
 * The Stately / XState documentation and blog site. Routes, labels and constants follow the
 * site specification; theme settings are validated by the theme's schema (src/theme/theme-config.ts).
 */
import { defineConfig } from './src/core/index.ts';

/** Admonition keywords beyond Docusaurus's own (note, tip, info, warning, danger, caution, ...). */
const SITE_ADMONITIONS = ['typescript', 'xstate', 'warningxstate', 'breakingchange', 'studio', 'new', 'video'];

export default defineConfig({
  title: 'Stately',
  tagline: 'Visual software modeling with state machines and statecharts',
  url: 'https://stately.ai',
  baseUrl: '/',
  favicon: '/img/favicon.svg',
  editUrl: 'https://github.com/statelyai/docs/edit/main/',
  i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English', direction: 'ltr', path: 'en' } } },
  onBrokenLinks: 'warn',
  onBrokenMarkdownLinks: 'warn',
  onDuplicateRoutes: 'warn',
  clientModules: ['./src/css/custom.css'],
  // Markdown (.md) as CommonMark, MDX (.mdx) as MDX.
  markdown: { format: 'detect' },
  // The state-machine library from a CDN and privacy-friendly analytics: async/defer, so a
  // network failure never blocks or breaks a page.
  scripts: [
    { src: 'https://unpkg.com/xstate@5/dist/xstate.umd.min.js', async: true },
    { src: 'https://plausible.io/js/script.tagged-events.js', defer: true, attributes: { 'data-domain': 'stately.ai' } },
  ],
  plugins: [
    'pages',
    [
      'docs',
      {
        routeBasePath: '/docs',
        sidebarPath: './sidebars.ts',
        lastVersion: 'current',
        admonitions: { keywords: SITE_ADMONITIONS },
        versions: {
          current: { label: 'XState v5', path: '', mainDocId: 'about' },
          '4': { label: 'XState v4', path: 'xstate-v4', mainDocId: 'studio', banner: 'unmaintained' },
        },
      },
    ],
    ['blog', { routeBasePath: '/blog', admonitions: { keywords: SITE_ADMONITIONS }, postsPerPage: 10, blogDescription: 'News, tutorials and changelogs for XState and Stately Studio' }],
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
  ],
  themeConfig: {
    navbar: {
      title: 'Stately',
      logo: { alt: 'Stately', src: '/img/logo.svg' },
      hideOnScroll: true,
      items: [
        { type: 'search', position: 'left' },
        { type: 'link', label: 'Docs', to: '/docs', position: 'left' },
        { type: 'link', label: 'API', to: '/api', position: 'left' },
        { type: 'link', label: 'Studio', href: 'https://stately.ai/registry', className: 'plausible-event-name=studio+click', position: 'left' },
        { type: 'link', label: 'Editor', href: 'https://stately.ai/editor', className: 'plausible-event-name=editor+click', position: 'left' },
        { type: 'link', label: 'Discover', href: 'https://stately.ai/registry/discover', className: 'plausible-event-name=discover+click', position: 'left' },
        { type: 'link', label: 'Blog', to: '/blog', position: 'left' },
        { type: 'docsVersionDropdown', position: 'right' },
        { type: 'link', label: 'GitHub', href: 'https://github.com/statelyai/xstate', 'aria-label': 'XState on GitHub', position: 'right' },
      ],
    },
    footer: {
      columns: [
        { title: 'Docs', items: [{ label: 'About', to: '/docs' }, { label: 'Quick start', to: '/docs/quick-start' }, { label: 'XState', to: '/docs/xstate' }, { label: 'Stately Studio', to: '/docs/studio' }] },
        {
          title: 'Community',
          items: [
            { label: 'Discord', href: 'https://discord.gg/xstate', className: 'plausible-event-name=discord+click' },
            { label: 'Feedback and roadmap', href: 'https://feedback.stately.ai' },
            { label: 'Code of conduct', to: '/code-of-conduct' },
          ],
        },
        { title: 'More', items: [{ label: 'Blog', to: '/blog' }, { label: 'Pricing', to: '/pricing' }, { label: 'Privacy policy', to: '/privacy' }, { label: 'GitHub', href: 'https://github.com/statelyai' }] },
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
      content: 'These docs are in beta. We would love your feedback in the #docs-feedback channel of our community chat.',
      link: { label: 'Join the Discord', href: 'https://discord.gg/xstate' },
      isCloseable: true,
    },
    colorMode: { defaultMode: 'light', respectPrefersColorScheme: true },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  },
});
