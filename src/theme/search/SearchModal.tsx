/**
 * The search modal: DocSearch's UI, answered by the local index (or by hosted DocSearch when
 * themeConfig.algolia is set). Internal hits navigate on the client; external ones load in full.
 */
import { DocSearchModal } from '@docsearch/react/modal';
import '@docsearch/css/dist/style.css';
import './search.css';
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from '@generator/client/router';
import { Link, EXTERNAL_URL } from '@generator/client/Link';
import { useSiteData } from '@generator/client/site-context';
import type { ThemeConfig } from '../theme-config';
import { DEFAULT_FEEDBACK_URL } from './feedback-url';
import { createLocalDocSearchClient } from './local-search-client';
import { navigateToHit } from './navigate-to-hit';
import { useSearchContext } from './search-context';
import { searchPageUrl } from './search-page-url';
import { searchModalTranslations, seeAllResultsText } from './search-modal-translations';

export interface SearchModalProps {
  initialQuery: string;
  onClose: () => void;
}

/** Placeholders for the local index: DocSearch requires an app id and key, the local client ignores them. */
const LOCAL_INDEX = { appId: 'local', apiKey: 'local', indexName: 'local' };

export default function SearchModal({ initialQuery, onClose }: SearchModalProps) {
  const { themeConfig, baseUrl, i18n } = useSiteData();
  const algolia = (themeConfig as ThemeConfig).algolia;
  const { tags, searchPagePath } = useSearchContext();
  const navigate = useNavigate();
  const feedbackUrl = (themeConfig as ThemeConfig).searchFeedbackUrl;
  // As Docusaurus's contextual search: hosted DocSearch records carry the page's locale as their language.
  const facetFilters = useMemo(() => [`language:${i18n.currentLocale}`, tags.map((tag) => `docusaurus_tag:${tag}`)], [i18n.currentLocale, tags]);
  const credentials = algolia ?? LOCAL_INDEX;
  const [fetchFailed, setFetchFailed] = useState(false);
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => setDropdown(fetchFailed ? document.querySelector('.DocSearch-Dropdown') : null), [fetchFailed]);
  const translations = useMemo(searchModalTranslations, []);
  const errorTexts = translations.errorScreen;

  return (
    <>
      {/* The local index is not Algolia's: don't show its logo. */}
      {!algolia && <style>{'.DocSearch-Logo{display:none}'}</style>}
      <DocSearchModal
        appId={credentials.appId}
        apiKey={credentials.apiKey}
        indices={[{ name: credentials.indexName, searchParameters: { facetFilters } }]}
        initialQuery={initialQuery}
        initialScrollY={typeof window === 'undefined' ? 0 : window.scrollY}
        onClose={onClose}
        translations={translations}
        transformSearchClient={algolia ? undefined : () => createLocalDocSearchClient(baseUrl, tags, setFetchFailed) as never}
        navigator={{
          navigate({ itemUrl }) {
            navigateToHit(itemUrl, navigate);
          },
        }}
        hitComponent={({ hit, children }) => (EXTERNAL_URL.test(hit.url) ? <a href={hit.url}>{children}</a> : <Link to={hit.url}>{children}</Link>)}
        transformItems={(items) =>
          items.map((item) =>
            EXTERNAL_URL.test(item.url)
              ? item
              : { ...item, url: new URL(item.url, window.location.origin).pathname + new URL(item.url, window.location.origin).hash },
          )
        }
        resultsFooterComponent={({ state }) => (
          <Link to={searchPageUrl(searchPagePath, state.query)} onClick={onClose}>
            {seeAllResultsText(state.context.nbHits as number)}
          </Link>
        )}
        getMissingResultsUrl={({ query }) =>
          `${feedbackUrl ?? DEFAULT_FEEDBACK_URL}${(feedbackUrl ?? DEFAULT_FEEDBACK_URL).includes('?') ? '&' : '?'}q=${encodeURIComponent(query)}`
        }
      />
      {dropdown &&
        createPortal(
          <div className="DocSearch-ErrorScreen search-fetch-error" role="alert">
            <p className="DocSearch-Title">{errorTexts?.titleText}</p>
            <p className="DocSearch-Help">{errorTexts?.helpText}</p>
          </div>,
          dropdown,
        )}
    </>
  );
}
