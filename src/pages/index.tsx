/**
 * The home page: what Stately and XState are, the main calls to action, one section per product
 * area with links into the docs, and a small XState v5 example. Kept light on purpose: no images
 * except one inline SVG, no client-side state; the code sample is Markdown, highlighted at build time.
 */
import Layout from '@theme/Layout';
import { Link } from '@generator/client/Link';
import MDXContent from '@theme/MDXContent';
import HomeExample from '../components/home-example.mdx';

interface TopicLink {
  label: string;
  to: string;
}

interface Topic {
  title: string;
  text: string;
  links: TopicLink[];
}

interface Area {
  id: string;
  title: string;
  intro: string;
  topics: Topic[];
}

const STUDIO_URL = 'https://stately.ai/registry';
const EDITOR_URL = 'https://stately.ai/editor';

const AREAS: Area[] = [
  {
    id: 'studio',
    title: 'Stately Studio editor',
    intro: 'Draw your app logic as a statechart, try it out on the canvas, and keep your team working from the same diagram.',
    topics: [
      {
        title: 'Design and simulate',
        text: 'Add states, transitions, actions and guards in Design mode, then click through every path in Simulate mode.',
        links: [
          { label: 'Introducing Stately Studio', to: '/docs/studio' },
          { label: 'Design mode', to: '/docs/design-mode' },
          { label: 'Simulate mode', to: '/docs/simulate-mode' },
          { label: 'Generate flow', to: '/docs/generate-flow' },
          { label: 'Import from code', to: '/docs/import-from-code' },
          { label: 'Export as code', to: '/docs/export-as-code' },
        ],
      },
      {
        title: 'Share and embed',
        text: 'Send a link to a machine, embed a live diagram in your docs, or publish an image of it.',
        links: [
          { label: 'Share URL', to: '/docs/url' },
          { label: 'Embed URL', to: '/docs/embed' },
          { label: 'Image URL', to: '/docs/image' },
          { label: 'Discover public machines', to: '/docs/discover' },
        ],
      },
      {
        title: 'Teams and projects',
        text: 'Group machines into projects, invite your team with roles, and keep a history of every change.',
        links: [
          { label: 'Projects', to: '/docs/projects' },
          { label: 'Teams', to: '/docs/teams' },
          { label: 'Version history', to: '/docs/versions' },
          { label: 'Lock machines', to: '/docs/lock-machines' },
          { label: 'Plans and pricing', to: '/pricing' },
        ],
      },
    ],
  },
  {
    id: 'xstate',
    title: 'XState library',
    intro: 'An open-source, dependency-free library for state machines, statecharts and actors in JavaScript and TypeScript.',
    topics: [
      {
        title: 'States',
        text: 'Model the modes your app can be in, including nested, parallel, final and history states.',
        links: [
          { label: 'States', to: '/docs/states' },
          { label: 'Parent states', to: '/docs/parent-states' },
          { label: 'Parallel states', to: '/docs/parallel-states' },
        ],
      },
      {
        title: 'Transitions',
        text: 'Move between states in response to events, after a delay, or as soon as a condition holds.',
        links: [
          { label: 'Events and transitions', to: '/docs/transitions' },
          { label: 'Delayed transitions', to: '/docs/delayed-transitions' },
          { label: 'Eventless transitions', to: '/docs/eventless-transitions' },
        ],
      },
      {
        title: 'Actions',
        text: 'Run fire-and-forget effects on entry, on exit or during a transition, and update context.',
        links: [
          { label: 'Actions', to: '/docs/actions' },
          { label: 'Context', to: '/docs/context' },
        ],
      },
      {
        title: 'Actors',
        text: 'Run machines, promises, callbacks and observables as actors that talk to each other by events.',
        links: [
          { label: 'Actors', to: '/docs/actors' },
          { label: 'Invoke', to: '/docs/invoke' },
          { label: 'Spawn', to: '/docs/spawn' },
        ],
      },
      {
        title: 'Guards',
        text: 'Decide whether a transition is taken with pure, testable conditions.',
        links: [{ label: 'Guards', to: '/docs/guards' }],
      },
      {
        title: 'Testing',
        text: 'Test your logic directly, or generate test paths from the machine itself with model-based testing.',
        links: [
          { label: 'Testing', to: '/docs/testing' },
          { label: '@xstate/graph', to: '/docs/xstate-graph' },
        ],
      },
    ],
  },
  {
    id: 'frameworks',
    title: 'Framework packages',
    intro: 'Use the same machines in your UI framework of choice. Each package starts an actor for a component and updates the view when its snapshot changes.',
    topics: [
      {
        title: 'React',
        text: 'useMachine, useActorRef, useSelector and createActorContext for React components.',
        links: [{ label: '@xstate/react', to: '/docs/xstate-react' }],
      },
      {
        title: 'Vue',
        text: 'Composables that expose an actor’s snapshot as a ref in Vue 3 components.',
        links: [{ label: '@xstate/vue', to: '/docs/xstate-vue' }],
      },
      {
        title: 'Svelte',
        text: 'Read an actor’s snapshot as a Svelte store with the $store syntax.',
        links: [{ label: '@xstate/svelte', to: '/docs/xstate-svelte' }],
      },
    ],
  },
  {
    id: 'tools',
    title: 'Developer tools',
    intro: 'See and edit your machines where you write them, and watch them while your app runs.',
    topics: [
      {
        title: 'VS Code extension',
        text: 'Open the visual editor next to your code, with autocomplete and linting for machine configs.',
        links: [{ label: 'XState VS Code extension', to: '/docs/xstate-vscode-extension' }],
      },
      {
        title: 'Inspector',
        text: 'Watch running actors, the events they exchange and each new snapshot in real time.',
        links: [
          { label: 'Inspector', to: '/docs/inspector' },
          { label: 'Other developer tools', to: '/docs/developer-tools' },
        ],
      },
    ],
  },
];

/** The toggle machine from the code sample, drawn as a statechart. */
function ToggleDiagram() {
  return (
    <svg className="home-diagram" viewBox="0 0 360 220" role="img" aria-labelledby="home-diagram-title">
      <title id="home-diagram-title">A toggle statechart: TOGGLE moves from inactive to active and back</title>
      <defs>
        <marker id="home-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0 0 L10 5 L0 10 z" className="home-diagram__arrowhead" />
        </marker>
      </defs>
      <rect className="home-diagram__machine" x="4" y="4" width="352" height="212" rx="16" />
      <text className="home-diagram__label" x="20" y="30">
        toggle
      </text>
      <circle className="home-diagram__initial" cx="34" cy="124" r="6" />
      <path className="home-diagram__edge" d="M40 124 H62" markerEnd="url(#home-arrow)" />
      <rect className="home-diagram__state" x="66" y="100" width="100" height="48" rx="10" />
      <text className="home-diagram__state-name" x="116" y="129" textAnchor="middle">
        inactive
      </text>
      <rect className="home-diagram__state home-diagram__state--active" x="232" y="100" width="100" height="48" rx="10" />
      <text className="home-diagram__state-name" x="282" y="129" textAnchor="middle">
        active
      </text>
      <path className="home-diagram__edge" d="M150 100 C 175 60, 225 60, 250 98" markerEnd="url(#home-arrow)" />
      <path className="home-diagram__edge" d="M250 148 C 225 188, 175 188, 150 150" markerEnd="url(#home-arrow)" />
      <text className="home-diagram__event" x="200" y="62" textAnchor="middle">
        TOGGLE
      </text>
      <text className="home-diagram__event" x="200" y="198" textAnchor="middle">
        TOGGLE
      </text>
    </svg>
  );
}

export default function Home() {
  return (
    <Layout
      className="home"
      description="Stately Studio is a visual studio for designing, simulating and sharing state machines and statecharts. XState is the open-source library that runs them in JavaScript and TypeScript."
    >
      <main>
        <header className="home-hero">
          <div className="home-hero__inner">
            <div className="home-hero__text">
              <p className="home-hero__eyebrow">Stately Studio + XState</p>
              <h1 className="home-hero__title">Build app logic you can see</h1>
              <p className="home-hero__lede">
                <strong>Stately Studio</strong> is a visual studio for designing, simulating and sharing state machines and statecharts. <strong>XState</strong>{' '}
                is the open-source JavaScript and TypeScript library that runs them as actors in any app.
              </p>
              <ul className="home-hero__actions">
                <li>
                  <Link className="button home-hero__button" to="/docs">
                    Read the docs
                  </Link>
                </li>
                <li>
                  <Link className="button button--secondary home-hero__button plausible-event-name=studio+click" to={STUDIO_URL}>
                    Open the studio
                  </Link>
                </li>
                <li>
                  <Link className="button button--secondary home-hero__button plausible-event-name=editor+click" to={EDITOR_URL}>
                    Open the editor
                  </Link>
                </li>
              </ul>
              <p className="home-hero__more">
                New here? Start with the <Link to="/docs/quick-start">quick start</Link> or read about{' '}
                <Link to="/docs/state-machines-and-statecharts">state machines and statecharts</Link>.
              </p>
            </div>
            <div className="home-hero__art">
              <ToggleDiagram />
            </div>
          </div>
        </header>

        <div className="home-areas">
          {AREAS.map((area) => (
            <section key={area.id} className="home-area" aria-labelledby={`home-area-${area.id}`}>
              <div className="home-area__header">
                <h2 id={`home-area-${area.id}`} className="home-area__title">
                  {area.title}
                </h2>
                <p className="home-area__intro">{area.intro}</p>
              </div>
              <ul className="home-topics">
                {area.topics.map((topic) => (
                  <li key={topic.title} className="home-topic">
                    <h3 className="home-topic__title">{topic.title}</h3>
                    <p className="home-topic__text">{topic.text}</p>
                    <ul className="home-topic__links" aria-label={`${topic.title} docs`}>
                      {topic.links.map((link) => (
                        <li key={link.to}>
                          <Link to={link.to}>{link.label}</Link>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </section>
          ))}

          <section className="home-area home-example" aria-labelledby="home-example-title">
            <div className="home-area__header">
              <h2 id="home-example-title" className="home-area__title">
                A machine in a few lines
              </h2>
              <p className="home-area__intro">
                This XState v5 machine is the diagram above: it counts how often it becomes active. Paste it into a file, run it, or{' '}
                <Link to="/docs/import-from-code">import it into the studio</Link> to see it drawn.
              </p>
            </div>
            <MDXContent>
              <HomeExample />
            </MDXContent>
            <p className="home-example__next">
              Next: <Link to="/docs/installation">install XState</Link>, follow the <Link to="/docs/quick-start">quick start</Link>, or browse the{' '}
              <Link to="/api">API reference</Link>.
            </p>
          </section>
        </div>
      </main>
    </Layout>
  );
}
