/** The not-found page, for any path no route matches: the page frame around NotFound/Content, as in Docusaurus. */
import Layout from '@theme/Layout';
import NotFoundContent from '@theme/NotFoundContent';

export default function NotFound() {
  return (
    <Layout title="Page not found" noIndex>
      <NotFoundContent />
    </Layout>
  );
}
