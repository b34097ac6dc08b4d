/**
 * The pricing page: the four Stately Studio plans, who each is for and what it includes, with a
 * comparison table. Features follow the plan pages in the docs. The specification shows no prices
 * or limits, so this page shows none; current terms appear in the studio when you upgrade.
 */
import Layout from '@theme/Layout';
import { Link } from '@generator/client/Link';

type PlanId = 'community' | 'pro' | 'team' | 'enterprise';

interface FeatureLink {
  label: string;
  to?: string;
}

interface Plan {
  id: PlanId;
  name: string;
  audience: string;
  summary: string;
  /** The plan it builds on, if any. */
  buildsOn?: string;
  features: FeatureLink[];
  docs: string;
  upgrade: { label: string; to: string };
}

const PLANS: Plan[] = [
  {
    id: 'community',
    name: 'Community',
    audience: 'For individuals, open source projects and anyone learning state machines.',
    summary: 'The free way to use Stately Studio, for work you are happy to share in public.',
    features: [
      { label: 'Public projects for your machines', to: '/docs/projects#change-a-projects-visibility' },
      { label: 'Design mode', to: '/docs/design-mode' },
      { label: 'Simulate mode', to: '/docs/simulate-mode' },
      { label: 'Import from code', to: '/docs/import-from-code' },
      { label: 'Export as code', to: '/docs/export-as-code' },
      { label: 'Browse and fork public machines on Discover', to: '/docs/discover' },
      { label: 'XState VS Code extension', to: '/docs/xstate-vscode-extension' },
    ],
    docs: '/docs/studio-community-plan',
    upgrade: { label: 'How to upgrade later', to: '/docs/upgrade' },
  },
  {
    id: 'pro',
    name: 'Pro',
    audience: 'For individual developers and designers who use the studio for real work.',
    summary: 'Keeps your projects private and adds history, safety, AI and deployment tools.',
    buildsOn: 'Everything in Community, plus:',
    features: [
      { label: 'Private and unlisted projects', to: '/docs/projects#change-a-projects-visibility' },
      { label: 'Version history', to: '/docs/versions' },
      { label: 'Lock machines', to: '/docs/lock-machines' },
      { label: 'Generate flow with AI', to: '/docs/generate-flow' },
      { label: 'Deploy machines with Stately Sky', to: '/docs/stately-sky-getting-started' },
      { label: 'Import from GitHub', to: '/docs/import-from-github' },
      { label: 'Live simulation', to: '/docs/live-simulation' },
      { label: 'Colors for states and transitions', to: '/docs/colors' },
      { label: 'More export formats', to: '/docs/export-as-code' },
      { label: 'Priority support' },
    ],
    docs: '/docs/studio-pro-plan',
    upgrade: { label: 'Upgrade to Pro', to: '/docs/upgrade#upgrade-to-a-pro-or-team-plan' },
  },
  {
    id: 'team',
    name: 'Team',
    audience: 'For groups who design, review and ship application logic together.',
    summary: 'Adds teams, roles and projects that belong to a team rather than to one person.',
    buildsOn: 'Everything in Pro, plus:',
    features: [
      { label: 'Create one or more teams', to: '/docs/teams' },
      { label: 'Private shared team projects', to: '/docs/teams#create-shared-team-projects' },
      { label: 'Owner, admin, editor and viewer roles', to: '/docs/teams#team-roles' },
      { label: 'Move projects between teams', to: '/docs/teams#move-a-project-between-teams' },
      { label: 'Role-aware version history', to: '/docs/versions#team-roles-and-versions' },
      { label: 'Role-aware machine locking', to: '/docs/lock-machines#team-roles-and-locking-machines' },
    ],
    docs: '/docs/studio-team-plan',
    upgrade: { label: 'Upgrade to Team', to: '/docs/upgrade#upgrade-to-a-pro-or-team-plan' },
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    audience: 'For organizations with many teams or specific requirements.',
    summary: 'A plan tailored to your organization instead of a fixed package.',
    buildsOn: 'The paid features of Pro and Team, including:',
    features: [
      { label: 'Teams with owner, admin, editor and viewer roles', to: '/docs/teams' },
      { label: 'Private projects', to: '/docs/projects#change-a-projects-visibility' },
      { label: 'Version history', to: '/docs/versions' },
      { label: 'Locked machines', to: '/docs/lock-machines' },
      { label: 'Deploy machines with Stately Sky', to: '/docs/stately-sky-getting-started' },
      { label: 'Priority support' },
      { label: 'Anything else your organization needs, agreed with Stately' },
    ],
    docs: '/docs/studio-enterprise-plan',
    upgrade: { label: 'Ask about Enterprise', to: '/docs/upgrade#upgrade-to-an-enterprise-plan' },
  },
];

/** Rows of the comparison table: which plans include each feature. */
const COMPARISON: { feature: string; to: string; plans: PlanId[] }[] = [
  { feature: 'Public projects', to: '/docs/projects', plans: ['community', 'pro', 'team', 'enterprise'] },
  { feature: 'Design and Simulate modes', to: '/docs/design-mode', plans: ['community', 'pro', 'team', 'enterprise'] },
  { feature: 'Import from and export as code', to: '/docs/import-from-code', plans: ['community', 'pro', 'team', 'enterprise'] },
  { feature: 'Private and unlisted projects', to: '/docs/projects', plans: ['pro', 'team', 'enterprise'] },
  { feature: 'Version history', to: '/docs/versions', plans: ['pro', 'team', 'enterprise'] },
  { feature: 'Lock machines', to: '/docs/lock-machines', plans: ['pro', 'team', 'enterprise'] },
  { feature: 'Generate flow', to: '/docs/generate-flow', plans: ['pro', 'team', 'enterprise'] },
  { feature: 'Stately Sky', to: '/docs/stately-sky-getting-started', plans: ['pro', 'team', 'enterprise'] },
  { feature: 'Live simulation', to: '/docs/live-simulation', plans: ['pro', 'team', 'enterprise'] },
  { feature: 'Teams and team roles', to: '/docs/teams', plans: ['team', 'enterprise'] },
  { feature: 'Shared team projects', to: '/docs/teams', plans: ['team', 'enterprise'] },
  { feature: 'Priority support', to: '/docs/studio-pro-plan#priority-support', plans: ['pro', 'team', 'enterprise'] },
  { feature: 'Terms tailored to your organization', to: '/docs/studio-enterprise-plan', plans: ['enterprise'] },
];

export default function Pricing() {
  return (
    <Layout
      title="Pricing"
      description="Compare the Stately Studio plans: Community, Pro, Team and Enterprise, who each plan is for and which features it includes."
      className="pricing"
    >
      <main>
        <div className="container pricing-page">
          <header className="pricing-header">
            <h1 className="pricing-header__title">Stately Studio plans</h1>
            <p className="pricing-header__lede">
              Start free with the Community plan and upgrade when you need private projects, version history or a team. XState, the library, is open source and
              free whatever plan you use.
            </p>
            <p className="pricing-header__note">
              Current prices and terms appear in the studio when you choose <strong>Upgrade</strong>. See{' '}
              <Link to="/docs/upgrade">Upgrade your Stately Studio account</Link>.
            </p>
          </header>

          <ul className="pricing-plans" aria-label="Plans">
            {PLANS.map((plan) => (
              <li key={plan.id} className={`pricing-plan pricing-plan--${plan.id}`}>
                <section className="pricing-plan__body" aria-labelledby={`plan-${plan.id}`}>
                  <h2 id={`plan-${plan.id}`} className="pricing-plan__name">
                    {plan.name}
                  </h2>
                  <p className="pricing-plan__audience">{plan.audience}</p>
                  <p className="pricing-plan__summary">{plan.summary}</p>
                  <h3 className="pricing-plan__includes">{plan.buildsOn ?? 'Includes:'}</h3>
                  <ul className="pricing-plan__features">
                    {plan.features.map((feature) => (
                      <li key={feature.label}>{feature.to ? <Link to={feature.to}>{feature.label}</Link> : feature.label}</li>
                    ))}
                  </ul>
                  <p className="pricing-plan__links">
                    <Link className="button pricing-plan__button" to={plan.docs}>
                      Plan details<span className="visually-hidden">: {plan.name}</span>
                    </Link>
                    <Link className="pricing-plan__upgrade" to={plan.upgrade.to}>
                      {plan.upgrade.label}
                    </Link>
                  </p>
                </section>
              </li>
            ))}
          </ul>

          <section className="pricing-compare" aria-labelledby="pricing-compare-title">
            <h2 id="pricing-compare-title" className="pricing-compare__title">
              Compare plans
            </h2>
            <div className="pricing-compare__scroll" tabIndex={0} role="region" aria-labelledby="pricing-compare-caption">
              <table className="pricing-compare__table">
                <caption id="pricing-compare-caption">Features included in each Stately Studio plan</caption>
                <thead>
                  <tr>
                    <th scope="col">Feature</th>
                    {PLANS.map((plan) => (
                      <th key={plan.id} scope="col">
                        {plan.name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {COMPARISON.map((row) => (
                    <tr key={row.feature}>
                      <th scope="row">
                        <Link to={row.to}>{row.feature}</Link>
                      </th>
                      {PLANS.map((plan) =>
                        row.plans.includes(plan.id) ? (
                          <td key={plan.id} className="pricing-compare__yes">
                            <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" focusable="false">
                              <path d="M3 8.5 6.5 12 13 4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                            </svg>
                            <span className="visually-hidden">Included</span>
                          </td>
                        ) : (
                          <td key={plan.id} className="pricing-compare__no">
                            <span aria-hidden="true">–</span>
                            <span className="visually-hidden">Not included</span>
                          </td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>

          <section className="pricing-faq" aria-labelledby="pricing-faq-title">
            <h2 id="pricing-faq-title" className="pricing-faq__title">
              Good to know
            </h2>
            <dl className="pricing-faq__list">
              <div>
                <dt>Do team members need their own subscription?</dt>
                <dd>
                  No. People added to a team as admins or editors can use premium features in that team’s projects. They need their own subscription only to
                  create teams of their own. Read about <Link to="/docs/teams#team-roles">team roles</Link>.
                </dd>
              </div>
              <div>
                <dt>How do I change or cancel my plan?</dt>
                <dd>
                  Open your account menu in the editor, choose <strong>Billing</strong> and then <strong>Manage subscription</strong>. See{' '}
                  <Link to="/docs/upgrade#manage-your-subscription-plan">Manage your subscription plan</Link>.
                </dd>
              </div>
              <div>
                <dt>Do I need an account to use XState?</dt>
                <dd>
                  No. <Link to="/docs/xstate">XState</Link> is an open-source library you install from npm; the plans cover Stately Studio only. To use the
                  studio, <Link to="/docs/sign-up">sign up</Link> for free.
                </dd>
              </div>
            </dl>
          </section>
        </div>
      </main>
    </Layout>
  );
}
