/** The announcement bar's content split into message and closing link (narrow screens shorten the message, never the link). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { splitAnnouncementContent } from '../../src/theme/announcement-content.ts';

test('content ending with a link: the message, and the link whole', () => {
  assert.deepEqual(splitAnnouncementContent('We are in <b>beta</b>. <a href="https://x.example" target="_blank">Join us</a> '), {
    message: 'We are in <b>beta</b>.',
    action: '<a href="https://x.example" target="_blank">Join us</a>',
  });
});

test('anything else stays whole: a link in the middle, only a link, no link, a link holding a link', () => {
  for (const html of ['See <a href="/a">this</a> now.', '<a href="/a">Only a link</a>', 'Plain text', 'x <a href="/a">a <a href="/b">b</a>']) {
    assert.deepEqual(splitAnnouncementContent(html), { message: html });
  }
});
