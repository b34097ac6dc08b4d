/**
 * The sidebar of the current docs version (XState v5). Same shape as Docusaurus 3's sidebars.
 * Docs that no sidebar lists (editor-context-and-meta, import-from-github, state-done-events,
 * typegen) still build; they simply have no sidebar.
 */
import type { SidebarsConfig } from './plugins/docs/sidebar-types';

const sidebars: SidebarsConfig = {
  tutorialSidebar: [
    {
      type: 'doc',
      id: 'about',
      label: 'About Stately and XState',
    },
    {
      type: 'category',
      label: 'Get started',
      collapsed: false,
      link: {
        type: 'generated-index',
        slug: '/category/get-started',
        title: 'Get started',
        keywords: ['guides'],
      },
      items: [
        {
          type: 'doc',
          id: 'installation',
          label: 'Install XState',
        },
        {
          type: 'doc',
          id: 'quick-start',
          label: 'Quick start',
        },
        {
          type: 'doc',
          id: 'migration',
          label: 'Migrate to XState v5',
        },
        {
          type: 'doc',
          id: 'examples',
          label: 'Examples',
        },
        {
          type: 'doc',
          id: 'templates',
          label: 'Templates',
        },
        {
          type: 'doc',
          id: 'cheatsheet',
          label: 'Cheatsheet',
        },
      ],
    },
    {
      type: 'category',
      label: 'Core concepts',
      collapsed: false,
      link: {
        type: 'generated-index',
        slug: '/category/core-concepts',
        title: 'Core concepts',
        keywords: ['guides'],
      },
      items: [
        {
          type: 'doc',
          id: 'state-machines-and-statecharts',
          label: 'State machines',
        },
        {
          type: 'doc',
          id: 'actor-model',
          label: 'Actor model',
        },
        {
          type: 'doc',
          id: 'xstate',
          label: 'What is XState?',
        },
      ],
    },
    {
      type: 'category',
      label: 'Using Stately Studio',
      collapsed: false,
      link: {
        type: 'generated-index',
        slug: '/category/studio',
        title: 'Using Stately Studio',
        keywords: ['guides'],
      },
      items: [
        {
          type: 'doc',
          id: 'studio',
          label: 'Introducing Stately Studio',
        },
        {
          type: 'doc',
          id: 'editor-states-and-transitions',
          label: 'States and transitions',
        },
        {
          type: 'doc',
          id: 'editor-actions-and-actors',
          label: 'Actions and actors',
        },
        {
          type: 'category',
          label: 'Design mode',
          collapsed: true,
          link: {
            type: 'doc',
            id: 'design-mode',
          },
          items: [
            {
              type: 'doc',
              id: 'import-from-code',
              label: 'Import from code',
            },
            {
              type: 'doc',
              id: 'export-as-code',
              label: 'Export as code',
            },
            {
              type: 'doc',
              id: 'generate-flow',
              label: 'Generate flow',
            },
            {
              type: 'doc',
              id: 'colors',
              label: 'Colors',
            },
            {
              type: 'doc',
              id: 'annotations',
              label: 'Notes',
            },
            {
              type: 'doc',
              id: 'descriptions',
              label: 'Descriptions',
            },
            {
              type: 'doc',
              id: 'editor-tags',
              label: 'Tags',
            },
            {
              type: 'doc',
              id: 'machine-restore',
              label: 'Machine restore',
            },
            {
              type: 'doc',
              id: 'autolayout',
              label: 'Autolayout',
            },
          ],
        },
        {
          type: 'category',
          label: 'Simulate mode',
          collapsed: true,
          link: {
            type: 'doc',
            id: 'simulate-mode',
          },
          items: [
            {
              type: 'doc',
              id: 'live-simulation',
              label: 'Live simulation',
            },
          ],
        },
        {
          type: 'doc',
          id: 'projects',
          label: 'Projects',
        },
        {
          type: 'category',
          label: 'Stately Sky',
          collapsed: true,
          link: {
            type: 'doc',
            id: 'stately-sky-getting-started',
          },
          items: [
            {
              type: 'doc',
              id: 'stately-sky-getting-started',
              label: 'Getting started',
            },
          ],
        },
        {
          type: 'doc',
          id: 'teams',
          label: 'Teams',
        },
        {
          type: 'doc',
          id: 'discover',
          label: 'Discover',
        },
        {
          type: 'category',
          label: 'Share',
          collapsed: true,
          link: {
            type: 'generated-index',
            slug: '/category/share',
            title: 'Share',
            keywords: ['guides'],
          },
          items: [
            {
              type: 'doc',
              id: 'embed',
              label: 'Embed URL',
            },
            {
              type: 'doc',
              id: 'image',
              label: 'Image URL',
            },
            {
              type: 'doc',
              id: 'url',
              label: 'Share URL',
            },
          ],
        },
        {
          type: 'category',
          label: 'Accounts',
          collapsed: true,
          link: {
            type: 'generated-index',
            slug: '/category/accounts',
            title: 'Stately Studio accounts',
            keywords: ['guides'],
          },
          items: [
            {
              type: 'doc',
              id: 'studio-community-plan',
              label: 'Community plan',
            },
            {
              type: 'doc',
              id: 'studio-pro-plan',
              label: 'Pro plan',
            },
            {
              type: 'doc',
              id: 'studio-team-plan',
              label: 'Team plan',
            },
            {
              type: 'doc',
              id: 'studio-enterprise-plan',
              label: 'Enterprise plan',
            },
            {
              type: 'doc',
              id: 'sign-up',
              label: 'Sign up',
            },
            {
              type: 'doc',
              id: 'upgrade',
              label: 'Upgrade',
            },
          ],
        },
        {
          type: 'doc',
          id: 'versions',
          label: 'Version history',
        },
        {
          type: 'doc',
          id: 'lock-machines',
          label: 'Lock machines',
        },
        {
          type: 'doc',
          id: 'keyboard-shortcuts',
          label: 'Keyboard shortcuts',
        },
        {
          type: 'doc',
          id: 'canvas-view-controls',
          label: 'Canvas view controls',
        },
        {
          type: 'doc',
          id: 'user-preferences',
          label: 'User preferences',
        },
      ],
    },
    {
      type: 'category',
      label: 'State machines',
      collapsed: false,
      link: {
        type: 'generated-index',
        slug: '/category/state-machines',
        title: 'State machines',
        keywords: ['guides'],
      },
      items: [
        {
          type: 'doc',
          id: 'machines',
          label: 'State machines',
        },
        {
          type: 'doc',
          id: 'states',
          label: 'State',
        },
        {
          type: 'doc',
          id: 'context',
          label: 'Context',
        },
        {
          type: 'doc',
          id: 'input',
          label: 'Input',
        },
        {
          type: 'doc',
          id: 'transitions',
          label: 'Events and transitions',
        },
        {
          type: 'doc',
          id: 'eventless-transitions',
          label: 'Eventless (always) transitions',
        },
        {
          type: 'doc',
          id: 'delayed-transitions',
          label: 'Delayed (after) transitions',
        },
        {
          type: 'doc',
          id: 'actions',
          label: 'Actions',
        },
        {
          type: 'doc',
          id: 'guards',
          label: 'Guards',
        },
        {
          type: 'doc',
          id: 'finite-states',
          label: 'Finite states',
        },
        {
          type: 'doc',
          id: 'parent-states',
          label: 'Parent states',
        },
        {
          type: 'doc',
          id: 'parallel-states',
          label: 'Parallel states',
        },
        {
          type: 'doc',
          id: 'initial-states',
          label: 'Initial states',
        },
        {
          type: 'doc',
          id: 'final-states',
          label: 'Final states',
        },
        {
          type: 'doc',
          id: 'history-states',
          label: 'History states',
        },
        {
          type: 'doc',
          id: 'persistence',
          label: 'Persistence',
        },
        {
          type: 'doc',
          id: 'tags',
          label: 'Tags',
        },
      ],
    },
    {
      type: 'category',
      label: 'Actors',
      collapsed: false,
      link: {
        type: 'generated-index',
        slug: '/category/actors',
        title: 'Actors',
        keywords: ['guides'],
      },
      items: [
        {
          type: 'doc',
          id: 'actors',
          label: 'Actors',
        },
        {
          type: 'doc',
          id: 'invoke',
          label: 'Invoke',
        },
        {
          type: 'doc',
          id: 'spawn',
          label: 'Spawn',
        },
        {
          type: 'doc',
          id: 'system',
          label: 'Systems',
        },
      ],
    },
    {
      type: 'doc',
      id: 'testing',
      label: 'Testing',
    },
    {
      type: 'category',
      label: 'Packages',
      collapsed: true,
      link: {
        type: 'generated-index',
        slug: '/category/xstate-packages',
        title: 'Packages',
        keywords: ['guides'],
      },
      items: [
        {
          type: 'doc',
          id: 'xstate-react',
          label: '@xstate/react',
        },
        {
          type: 'doc',
          id: 'xstate-vue',
          label: '@xstate/vue',
        },
        {
          type: 'doc',
          id: 'xstate-svelte',
          label: '@xstate/svelte',
        },
        {
          type: 'doc',
          id: 'xstate-fsm',
          label: '@xstate/fsm',
        },
        {
          type: 'doc',
          id: 'xstate-graph',
          label: '@xstate/graph',
        },
        {
          type: 'doc',
          id: 'xstate-test',
          label: '@xstate/test',
        },
        {
          type: 'doc',
          id: 'xstate-immer',
          label: '@xstate/immer',
        },
      ],
    },
    {
      type: 'category',
      label: 'Developer tools',
      collapsed: false,
      link: {
        type: 'generated-index',
        slug: '/category/developer-tools',
        title: 'Stately developer tools',
        keywords: ['guides'],
      },
      items: [
        {
          type: 'doc',
          id: 'xstate-vscode-extension',
          label: 'XState VS Code extension',
        },
        {
          type: 'doc',
          id: 'visualizer',
          label: 'Visualizer',
        },
        {
          type: 'doc',
          id: 'inspector',
          label: 'Inspector',
        },
        {
          type: 'doc',
          id: 'developer-tools',
          label: 'Other tools',
        },
      ],
    },
    {
      type: 'doc',
      id: 'glossary',
      label: 'Glossary',
    },
  ],
};

export default sidebars;
