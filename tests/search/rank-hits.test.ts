/**
 * The ranking the modal and the search page share (src/theme/search/rank-hits.ts): a page whose
 * title holds the query first, a matching section heading above text that mentions the words, all
 * words above some, and the reader's docs version above the other versions and the blog.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PLACE } from '../../plugins/search/search-places.ts';
import { rankCandidates, type Candidate } from '../../src/theme/search/rank-hits.ts';

type Named = Candidate & { name: string };

function candidate(name: string, fields: Partial<Candidate>): Named {
  return { name, wordPlaces: [PLACE.content], type: 'lvl2', titleTerms: 3, headingTerms: 3, score: 1, inContext: true, ...fields };
}
const order = (candidates: Named[]) => rankCandidates(candidates).map(({ name }) => name);

test('a page whose title holds the whole query comes first, even with less text relevance', () => {
  const page = candidate('Delayed transitions page', { type: 'lvl1', wordPlaces: [PLACE.title, PLACE.title], titleTerms: 2, score: 2 });
  const section = candidate('editor section about delays', { wordPlaces: [PLACE.heading | PLACE.content, PLACE.parentHeading], headingTerms: 2, score: 30 });
  const text = candidate('text repeating both words', { wordPlaces: [PLACE.content, PLACE.content], score: 50 });
  assert.deepEqual(order([text, section, page]), ['Delayed transitions page', 'editor section about delays', 'text repeating both words']);
});

test('a section of the titled page is not the page: only the intro record ranks as the title match', () => {
  const page = candidate('page', { type: 'lvl1', wordPlaces: [PLACE.title], titleTerms: 1, score: 1 });
  const sectionOfIt = candidate('section of the page', { wordPlaces: [PLACE.title | PLACE.content], titleTerms: 1, score: 9 });
  assert.deepEqual(order([sectionOfIt, page]), ['page', 'section of the page']);
});

test('a section heading that matches beats a paragraph mentioning the words', () => {
  const heading = candidate('heading', { wordPlaces: [PLACE.heading], headingTerms: 2, score: 1 });
  const paragraph = candidate('paragraph', { wordPlaces: [PLACE.content], score: 20 });
  assert.deepEqual(order([paragraph, heading]), ['heading', 'paragraph']);
});

test('a title or heading the query is a small part of does not count as matching it', () => {
  const longTitle = candidate('long title', { type: 'lvl1', wordPlaces: [PLACE.title], titleTerms: 6, score: 1 });
  const relevantText = candidate('relevant text', { wordPlaces: [PLACE.content], score: 5 });
  assert.deepEqual(order([longTitle, relevantText]), ['relevant text', 'long title']);
});

test('all query words beat some of them, and more words beat fewer', () => {
  const all = candidate('all words', { wordPlaces: [PLACE.content, PLACE.content, PLACE.content], score: 1 });
  const two = candidate('two words', { wordPlaces: [PLACE.title, PLACE.heading, 0], type: 'lvl2', score: 40 });
  const one = candidate('one word', { wordPlaces: [PLACE.title, 0, 0], type: 'lvl1', titleTerms: 1, score: 90 });
  assert.deepEqual(order([one, two, all]), ['all words', 'two words', 'one word']);
});

test('the docs version the reader searches from beats other versions and the blog', () => {
  const blogTitle = candidate('blog post titled so', { type: 'lvl1', wordPlaces: [PLACE.title], titleTerms: 1, score: 9, inContext: false });
  const olderDocs = candidate('v4 page titled so', { type: 'lvl1', wordPlaces: [PLACE.title], titleTerms: 1, score: 9, inContext: false });
  const docsPage = candidate('current docs page', { type: 'lvl1', wordPlaces: [PLACE.title], titleTerms: 1, score: 3 });
  const docsText = candidate('current docs text', { wordPlaces: [PLACE.content], score: 2 });
  const ranked = order([blogTitle, olderDocs, docsText, docsPage]);
  assert.deepEqual(ranked.slice(0, 2), ['current docs page', 'current docs text']);
  // From a v4 page the v4 docs are the context: the same v4 page now comes first.
  assert.equal(
    order([
      { ...docsPage, inContext: false },
      { ...olderDocs, inContext: true },
    ])[0],
    'v4 page titled so',
  );
});

test('outside the context, text relevance counts less among partial matches', () => {
  const blog = candidate('blog', { wordPlaces: [PLACE.content, 0], score: 3, inContext: false });
  const docs = candidate('docs', { wordPlaces: [PLACE.content, 0], score: 2 });
  assert.deepEqual(order([blog, docs]), ['docs', 'blog']);
});
