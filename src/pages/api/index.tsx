/**
 * The API reference landing page ("/api"): the XState packages of the current version, one
 * sentence each, with a link to the package's docs page (where the docs have one) and to npm.
 */
import Layout from '@theme/Layout';
import { Link } from '@generator/client/Link';

interface ApiPackage {
  /** The short name the reference uses (core, react, ...). */
  id: string;
  /** The npm package name. */
  name: string;
  description: string;
  /** The docs page for the package, if the docs have one. */
  docs?: { label: string; to: string };
}

const PACKAGES: ApiPackage[] = [
  {
    id: 'core',
    name: 'xstate',
    description:
      'The core library: define state machines and other actor logic with setup and createMachine, run them as actors with createActor, and send them events.',
    docs: { label: 'XState', to: '/docs/xstate' },
  },
  {
    id: 'analytics',
    name: '@xstate/analytics',
    description: 'An experimental helper that records the transitions a running machine takes and how often each one happens.',
  },
  {
    id: 'graph',
    name: '@xstate/graph',
    description: 'Treats machines and other actor logic as graphs to find shortest and simple paths, and provides createTestModel for model-based testing.',
    docs: { label: '@xstate/graph', to: '/docs/xstate-graph' },
  },
  {
    id: 'immer',
    name: '@xstate/immer',
    description: 'Helpers for updating context immutably with Immer; in XState v5 you can call Immer’s produce inside assign instead.',
    docs: { label: '@xstate/immer', to: '/docs/xstate-immer' },
  },
  {
    id: 'inspect',
    name: '@xstate/inspect',
    description: 'Connects running machines to a visual inspector; for XState v5 the docs use the Stately Inspector and @statelyai/inspect.',
    docs: { label: 'Inspector', to: '/docs/inspector' },
  },
  {
    id: 'react',
    name: '@xstate/react',
    description: 'Hooks for React components: useMachine, useActor, useActorRef, useSelector and createActorContext.',
    docs: { label: '@xstate/react', to: '/docs/xstate-react' },
  },
  {
    id: 'solid',
    name: '@xstate/solid',
    description: 'Primitives that run XState actors in SolidJS components and expose their snapshots as fine-grained reactive state.',
  },
  {
    id: 'svelte',
    name: '@xstate/svelte',
    description: 'Runs actors in Svelte components and exposes their snapshots as Svelte stores you read with the $store syntax.',
    docs: { label: '@xstate/svelte', to: '/docs/xstate-svelte' },
  },
  {
    id: 'test',
    name: '@xstate/test',
    description: 'Model-based testing from the XState v4 era; in v5, createTestModel from @xstate/graph takes its place.',
    docs: { label: '@xstate/test', to: '/docs/xstate-test' },
  },
  {
    id: 'vue',
    name: '@xstate/vue',
    description: 'Composables for Vue 3 components: useMachine, useActor, useActorRef and useSelector, with snapshots exposed as refs.',
    docs: { label: '@xstate/vue', to: '/docs/xstate-vue' },
  },
];

export default function ApiReference() {
  return (
    <Layout
      title="API reference"
      description="API reference for the XState packages: xstate core, analytics, graph, immer, inspect, react, solid, svelte, test and vue."
      className="api"
    >
      <div className="container api-page">
        <header className="api-header">
          <h1 className="api-header__title">API reference</h1>
          <p className="api-header__lede">
            The packages that make up XState. Each entry says what the package is for and links to its guide in the docs and its page on npm.
          </p>
          <p className="api-header__version">
            <span className="api-header__badge">XState v5</span> This is the reference for the current version. For XState v4, see the{' '}
            <Link to="/docs/xstate-v4/xstate/installation">v4 docs</Link>.
          </p>
        </header>

        <ul className="api-packages">
          {PACKAGES.map((pkg) => (
            <li key={pkg.id} className="api-package">
              <section aria-labelledby={`api-package-${pkg.id}`}>
                <h2 id={`api-package-${pkg.id}`} className="api-package__name">
                  <code>{pkg.name}</code>
                </h2>
                <p className="api-package__description">{pkg.description}</p>
                <ul className="api-package__links" aria-label={`${pkg.name} links`}>
                  {pkg.docs && (
                    <li>
                      <Link to={pkg.docs.to}>
                        Docs<span className="visually-hidden">: {pkg.docs.label}</span>
                      </Link>
                    </li>
                  )}
                  <li>
                    <Link to={`https://www.npmjs.com/package/${pkg.name}`}>
                      npm<span className="visually-hidden">: {pkg.name}</span>
                    </Link>
                  </li>
                </ul>
              </section>
            </li>
          ))}
        </ul>

        <p className="api-footer">
          New to XState? Start with the <Link to="/docs/quick-start">quick start</Link> or the <Link to="/docs/cheatsheet">cheatsheet</Link>.
        </p>
      </div>
    </Layout>
  );
}
