/** The not-found page, for any path no route matches. */
import Layout from '@theme/Layout';

export default function NotFound() {
  return (
    <Layout title="Page not found" noIndex>
      <div className="container not-found">
        <h1>Page not found</h1>
        <p>We could not find what you were looking for.</p>
        <p>Please contact the owner of the site that linked you to the original URL and let them know their link is broken.</p>
      </div>
    </Layout>
  );
}
