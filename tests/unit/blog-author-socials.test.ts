/** Blog authors' socials normalized as Docusaurus normalizes them. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { normalizeAuthorSocials } from '../../plugins/blog/author-socials.ts';

test("each known platform's handle becomes its profile URL; the key is matched in any case", async () => {
  const handles = {
    x: 'a',
    Twitter: 'a',
    github: 'a',
    linkedin: 'a',
    stackoverflow: '1',
    bluesky: 'a.b',
    instagram: 'a',
    threads: 'a',
    mastodon: 'a',
    twitch: 'a',
    youtube: 'a',
    email: 'a@b.c',
  };
  const links = await normalizeAuthorSocials(handles);
  assert.deepEqual(
    links.map(({ platform, url }) => [platform, url]),
    [
      ['x', 'https://x.com/a'],
      ['twitter', 'https://twitter.com/a'],
      ['github', 'https://github.com/a'],
      ['linkedin', 'https://www.linkedin.com/in/a/'],
      ['stackoverflow', 'https://stackoverflow.com/users/1'],
      ['bluesky', 'https://bsky.app/profile/a.b'],
      ['instagram', 'https://www.instagram.com/a'],
      ['threads', 'https://www.threads.net/@a'],
      ['mastodon', 'https://mastodon.social/@a'],
      ['twitch', 'https://twitch.tv/a'],
      ['youtube', 'https://youtube.com/@a'],
      ['email', 'mailto:a@b.c'],
    ],
  );
  for (const link of links) assert.ok(link.icon.path.length > 10, `${link.platform} has an icon`);
  assert.equal(links.find((link) => link.platform === 'github')!.icon.style, 'fill', 'a brand mark');
});

test('absolute URLs are kept; an unknown platform keeps its key as its label; a path that is not a URL is an error', async () => {
  const [site, own] = await normalizeAuthorSocials({ github: 'https://github.example.org/a', Blog: 'https://a.example' });
  assert.equal(site.url, 'https://github.example.org/a');
  assert.deepEqual([own.platform, own.url, own.label, own.icon.style], ['Blog', 'https://a.example', 'Blog', 'stroke']);
  await assert.rejects(normalizeAuthorSocials({ github: 'users/a' }), /"github" has "users\/a"/);
});
