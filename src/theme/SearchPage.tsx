/**
 * The search page (/search?q=...): the query lives in the URL; facets choose the docs version(s)
 * and the blog; results show highlighted snippets. The query is only ever rendered as text; hits'
 * texts are stored HTML-escaped and go into the page as HTML only through highlight.ts.
 */
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from '@generator/client/router';
import { Link } from '@generator/client/Link';
import { usePluginData, useSiteData } from '@generator/client/site-context';
import Layout from '@theme/Layout';
import { BLOG_TAG, docsVersionTag } from '../shared/search-facets';
import { DOCS_PLUGIN_NAME, type DocsGlobalData } from '@generator/plugins/docs/contract';
import { searchLocal, type SearchHit } from './search/local-search-client';
import { highlight, snippet } from './search/highlight';
import { unescapeHtml } from '../shared/escape-html';
import { noResultsFoundText, resultCountText, searchModalTranslations, searchPageTitle } from './search/search-modal-translations';
import { searchButtonText } from './search/search-translations';
import { DEFAULT_FEEDBACK_URL } from './search/feedback-url';
import type { ThemeConfig } from './theme-config';
import './search/search-page.css';

type Status = { kind: 'idle' } | { kind: 'loading' } | { kind: 'done'; hits: SearchHit[]; total: number } | { kind: 'error' };

export default function SearchPage() {
  const texts = useMemo(searchModalTranslations, []);
  const location = useLocation();
  const navigate = useNavigate();
  const { baseUrl, themeConfig } = useSiteData();
  const docs = usePluginData<DocsGlobalData>(DOCS_PLUGIN_NAME);
  // Read after hydration: the page is prerendered without a query, and the first client render must
  // produce the same markup (else React throws it away, with a hydration error).
  const [query, setQuery] = useState('');
  useEffect(() => setQuery(new URLSearchParams(location.search).get('q') ?? ''), [location.search]);
  const facets = useMemo(
    () => [
      ...[...(docs?.versions ?? [])]
        .sort((a, b) => Number(b.isLast) - Number(a.isLast))
        .map((version) => ({ tag: docsVersionTag(version.name), label: `Docs: ${version.label}`, defaultOn: version.isLast })),
      { tag: BLOG_TAG, label: 'Blog', defaultOn: true },
    ],
    [docs],
  );
  const [selected, setSelected] = useState<string[]>(() => facets.filter((f) => f.defaultOn).map((f) => f.tag));
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [input, setInput] = useState(query);
  useEffect(() => setInput(query), [query]);

  useEffect(() => {
    if (!query.trim()) return setStatus({ kind: 'idle' });
    let cancelled = false;
    setStatus({ kind: 'loading' });
    // In the facets' order: the latest docs version first, which ranking prefers (rank-hits.ts).
    const tags = facets.map(({ tag }) => tag).filter((tag) => selected.includes(tag));
    searchLocal(baseUrl, query, tags, 100).then(
      ({ hits, total }) => !cancelled && setStatus({ kind: 'done', hits, total }),
      () => !cancelled && setStatus({ kind: 'error' }),
    );
    return () => {
      cancelled = true;
    };
  }, [baseUrl, query, selected, facets]);

  const feedbackUrl = (themeConfig as ThemeConfig).searchFeedbackUrl;
  const title = searchPageTitle(query);
  return (
    <Layout title={title} noIndex>
      <main>
        <div className="container margin-vert--lg search-page">
          <h1>{title}</h1>
          <form
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              navigate(`${location.pathname}?q=${encodeURIComponent(input)}`);
            }}
          >
            <label htmlFor="search-page-input" className="visually-hidden">
              {texts.searchBox?.searchInputLabel}
            </label>
            <input
              id="search-page-input"
              className="search-page__input"
              type="search"
              value={input}
              placeholder={texts.searchBox?.placeholderText}
              onChange={(e) => setInput(e.target.value)}
            />
            <button type="submit" className="button button--primary">
              {searchButtonText()}
            </button>
          </form>
          <fieldset className="search-page__facets">
            <legend>Search in</legend>
            {facets.map((facet) => (
              <label key={facet.tag}>
                <input
                  type="checkbox"
                  checked={selected.includes(facet.tag)}
                  onChange={(e) => setSelected((current) => (e.target.checked ? [...current, facet.tag] : current.filter((t) => t !== facet.tag)))}
                />{' '}
                {facet.label}
              </label>
            ))}
          </fieldset>
          <div aria-live="polite">
            {status.kind === 'error' && (
              <div className="search-page__message" role="alert">
                <p className="search-page__message-title">{texts.errorScreen?.titleText}</p>
                <p>{texts.errorScreen?.helpText}</p>
              </div>
            )}
            {status.kind === 'done' && status.hits.length === 0 && (
              <div className="search-page__message">
                <p className="search-page__message-title">
                  {texts.noResultsScreen?.noResultsText} "<span className="search-page__query">{query}</span>"
                </p>
                <p>{noResultsFoundText()}</p>
                <p>
                  {texts.noResultsScreen?.suggestedQueryText}: <Link to={`${location.pathname}?q=actors`}>actors</Link>,{' '}
                  <Link to={`${location.pathname}?q=guards`}>guards</Link>, <Link to={`${location.pathname}?q=studio`}>studio</Link>
                </p>
                <p>
                  {texts.noResultsScreen?.reportMissingResultsText}{' '}
                  <Link to={feedbackUrl ?? DEFAULT_FEEDBACK_URL}>{texts.noResultsScreen?.reportMissingResultsLinkText}</Link>
                </p>
              </div>
            )}
            {status.kind === 'done' && status.hits.length > 0 && (
              <>
                <p className="search-page__count">{resultCountText(status.total)}</p>
                <ol className="search-page__results">
                  {status.hits.map((hit) => (
                    <li key={hit.objectID} className="search-page__result">
                      <Link to={hit.url} className="search-page__result-title">
                        <span
                          dangerouslySetInnerHTML={{
                            __html: highlight([hit.hierarchy.lvl1, hit.hierarchy.lvl2, hit.hierarchy.lvl3].filter(Boolean).join(' › '), hit.terms),
                          }}
                        />
                      </Link>
                      <p className="search-page__result-section">{unescapeHtml(hit.hierarchy.lvl0)}</p>
                      {hit.content && <p className="search-page__snippet" dangerouslySetInnerHTML={{ __html: snippet(hit.content, hit.terms, 240) }} />}
                    </li>
                  ))}
                </ol>
              </>
            )}
          </div>
        </div>
      </main>
    </Layout>
  );
}
