/** The not-found page's content (Docusaurus's `@theme/NotFound/Content`): what happened, and ways on (home, docs, a search for the missing path). */
import { useEffect, useState } from 'react';
import { translate } from '@generator/client/docusaurus/Translate';
import { Link } from '@generator/client/Link';
import { useLocation } from '@generator/client/router';
import { useSiteData } from '@generator/client/site-context';
import { latestVersion, useDocsVersions } from './docs-versions';
import { searchPageUrl, useSearchPagePath } from './search/search-page-url';

/** The words of a path ("/docs/state-machine-actors" -> "docs state machine actors"), as a search query. */
export function pathAsQuery(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: search for the path as written.
  }
  return decoded
    .replace(/\.html?$/, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ');
}

export default function NotFoundContent() {
  const { baseUrl } = useSiteData();
  const { pathname } = useLocation();
  const docs = latestVersion(useDocsVersions());
  const searchPagePath = useSearchPagePath();
  // The prerendered page serves every missing path: the query is the reader's path, known after hydration.
  const [query, setQuery] = useState('');
  useEffect(() => setQuery(pathAsQuery(pathname.slice(baseUrl.length - 1))), [pathname, baseUrl]);

  return (
    <main>
      <div className="container margin-vert--xl not-found">
        <h1>{translate({ id: 'theme.NotFound.title', message: 'Page not found' })}</h1>
        <p>{translate({ id: 'theme.NotFound.p1', message: 'We could not find what you were looking for.' })}</p>
        <p>
          {translate({
            id: 'theme.NotFound.p2',
            message: 'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.',
          })}
        </p>
        <nav aria-label="Ways on" className="not-found__links">
          <Link to={baseUrl} className="button button--primary">
            Go to the home page
          </Link>
          {docs && (
            <Link to={docs.mainDocPath} className="button button--outline button--primary">
              Read the docs
            </Link>
          )}
          {searchPagePath && (
            <Link to={query ? searchPageUrl(searchPagePath, query) : searchPagePath} className="button button--outline button--primary">
              {query ? `Search for “${query}”` : 'Search the site'}
            </Link>
          )}
        </nav>
      </div>
    </main>
  );
}
