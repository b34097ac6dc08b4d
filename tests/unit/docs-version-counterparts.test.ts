/** The docs plugin's version counterparts: same id by default, front matter declarations both ways, errors naming the file. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { versionCounterparts, type VersionDocs } from '../../plugins/docs/version-counterparts.ts';
import { SiteError } from '../../src/core/site-error.ts';

function version(name: string, docs: Record<string, Record<string, string> | undefined>, draftIds: string[] = []): VersionDocs {
  return {
    metadata: { name },
    docsById: new Map(
      Object.entries(docs).map(([id, counterparts]) => [id, { file: `/site/${name}/${id}.mdx`, frontMatter: { version_counterparts: counterparts } }]),
    ),
    draftIds,
  };
}

test('the same id is the counterpart unless front matter names another doc, and a declaration holds both ways', () => {
  const counterpartOf = versionCounterparts([
    version('current', { intro: undefined, guards: { old: 'choices/guards' } }),
    version('old', { intro: undefined, 'choices/guards': undefined, 'legacy/guards': { current: 'guards' } }),
  ]);
  assert.equal(counterpartOf('intro', 'current', 'old'), 'intro');
  assert.equal(counterpartOf('guards', 'current', 'old'), 'choices/guards');
  assert.equal(counterpartOf('choices/guards', 'old', 'current'), 'guards', 'the named doc leads back');
  assert.equal(counterpartOf('legacy/guards', 'old', 'current'), 'guards');
  assert.equal(counterpartOf('guards', 'current', 'old'), 'choices/guards', "a doc's own declaration wins over a way back");
  assert.equal(counterpartOf('missing', 'current', 'old'), undefined);
});

test('a declaration naming a version or doc that does not exist is an error naming the file; a draft is skipped', () => {
  assert.throws(
    () => versionCounterparts([version('current', { a: { nine: 'a' } }), version('old', { a: undefined })]),
    (error: unknown) => error instanceof SiteError && /"nine" is not another version/.test(error.message) && error.file === '/site/current/a.mdx',
  );
  assert.throws(
    () => versionCounterparts([version('current', { a: { old: 'b' } }), version('old', { a: undefined })]),
    (error: unknown) => error instanceof SiteError && /version "old" has no doc "b"/.test(error.message),
  );
  const counterpartOf = versionCounterparts([version('current', { a: { old: 'b' } }), version('old', { a: undefined }, ['b'])]);
  assert.equal(counterpartOf('a', 'current', 'old'), 'a', 'a draft counterpart: back to the same id');
});
