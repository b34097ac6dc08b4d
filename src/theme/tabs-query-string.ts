/** A Tabs' choice kept in the URL's query string (Docusaurus's `queryString` prop). */
/** The query-string key of a Tabs, or null (Docusaurus: `true` means the groupId). */
export function tabsQueryKey(queryString: boolean | string | undefined, groupId: string | undefined): string | null {
  if (typeof queryString === 'string') return queryString;
  if (queryString !== true) return null;
  if (!groupId) throw new Error('<Tabs queryString> needs a groupId to name the query key, or a string: queryString="key".');
  return groupId;
}

export function readQueryChoice(key: string): string | null {
  return new URLSearchParams(window.location.search).get(key);
}

/** Puts the choice in the URL without a new history entry (the page stays where it is). */
export function writeQueryChoice(key: string, value: string): void {
  const url = new URL(window.location.href);
  url.searchParams.set(key, value);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}
