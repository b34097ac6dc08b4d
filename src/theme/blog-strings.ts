/** The blog's user-facing strings that depend on a count (English plural rules). */

const pluralRules = new Intl.PluralRules('en');

/** Picks the "one" or "other" form; "{count}" in a form is replaced by the count. */
function plural(count: number, forms: { one: string; other: string }): string {
  return forms[pluralRules.select(count) === 'one' ? 'one' : 'other'].replace('{count}', String(count));
}

/** "1 min read" / "5 min read" */
export const readingTimeLabel = (minutes: number) => plural(minutes, { one: '1 min read', other: '{count} min read' });

/** "One post" / "12 posts" */
export const postCountLabel = (count: number) => plural(count, { one: 'One post', other: '{count} posts' });

/** 'One post tagged with "xstate"' / '12 posts tagged with "xstate"' */
export const taggedPostsHeading = (count: number, tag: string) => `${postCountLabel(count)} tagged with "${tag}"`;

/** "Page 2 of 10" */
export const pageOfLabel = (page: number, totalPages: number) => `Page ${page} of ${totalPages}`;
