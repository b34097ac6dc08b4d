/** The home page: what Stately and XState are, and where to go next. */
import Layout from '@theme/Layout';
import { Link } from '@generator/client/Link';

export default function Home() {
  return (
    <Layout description="Build, visualize and run state machines and statecharts with Stately Studio and XState.">
      <div className="container home">
        <h1>Stately and XState</h1>
        <p>
          <Link to="/docs">Read the docs</Link>
        </p>
      </div>
    </Layout>
  );
}
