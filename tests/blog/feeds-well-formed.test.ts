/**
 * The blog's feeds stay well-formed whatever a post's title, description, authors and tags hold:
 * `<`, `&`, `]]>` and control characters. Each XML feed is read by a strict XML parser and the
 * JSON feed by JSON.parse, and the hostile text comes back as written (less the control
 * characters XML 1.0 forbids).
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { SaxesParser } from 'saxes';
import { buildSite, copyFixture, removeDir } from '../support/fixture-site.ts';

const TAGS = ['Array<T>', '<Provider>', 'R&D', '&amp;', 'x]]>y'];
const TITLE = 'A <Provider> & ]]> and ]]> again';
const AUTHOR = '<Eve> & "Co"';
const DESCRIPTION = 'Uses Array<T> & ]]> here';

let siteDir: string;

before(async () => {
  siteDir = await copyFixture('blog-site');
  const yamlString = (text: string) => JSON.stringify(text);
  writeFileSync(
    join(siteDir, 'blog/2024-01-01-hostile-text.md'),
    [
      '---',
      // \x01 and \x1f: control characters, which XML 1.0 does not allow.
      `title: "${TITLE.replaceAll('"', '\\"')}\\x01"`,
      `description: "${DESCRIPTION}\\x1f"`,
      `authors: [{ name: ${yamlString(AUTHOR)} }]`,
      `tags: [${TAGS.map(yamlString).join(', ')}]`,
      '---',
      '',
      'Some text with a <!-- comment -->.',
      '',
    ].join('\n'),
  );
  await buildSite(siteDir);
});
after(() => removeDir(siteDir));

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  text: string;
}

/** Every element of `xml` with its attributes and text; throws on anything that is not well-formed XML. */
function parseXmlStrictly(xml: string): XmlElement[] {
  const parser = new SaxesParser();
  const elements: XmlElement[] = [];
  const open: XmlElement[] = [];
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const element = { name: tag.name, attributes: tag.attributes as Record<string, string>, text: '' };
    elements.push(element);
    open.push(element);
  });
  parser.on('text', (text) => {
    if (open.length) open[open.length - 1].text += text;
  });
  parser.on('cdata', (text) => {
    if (open.length) open[open.length - 1].text += text;
  });
  parser.on('closetag', () => open.pop());
  parser.write(xml).close();
  return elements;
}

function readFeed(file: string): string {
  return readFileSync(join(siteDir, 'build/blog', file), 'utf8');
}

/** The entry or item of the hostile post. */
function hostileEntry(elements: XmlElement[], itemName: string): XmlElement[] {
  const start = elements.findIndex((element, i) => element.name === itemName && elements[i + 1]?.text.startsWith('A <Provider>'));
  assert.notEqual(start, -1, 'the hostile post is in the feed');
  const end = elements.findIndex((element, i) => i > start && element.name === itemName);
  return elements.slice(start, end === -1 ? undefined : end);
}

test('the Atom feed is well-formed and keeps tags, title, author and description', { timeout: 60_000 }, () => {
  const entry = hostileEntry(parseXmlStrictly(readFeed('atom.xml')), 'entry');
  assert.deepEqual(
    entry.filter((element) => element.name === 'category').map((element) => element.attributes.label),
    TAGS,
  );
  assert.equal(entry.find((element) => element.name === 'title')?.text, TITLE);
  assert.equal(entry.find((element) => element.name === 'summary')?.text, DESCRIPTION);
  assert.equal(entry.find((element) => element.name === 'name')?.text, AUTHOR);
});

test('the RSS feed is well-formed and keeps tags, title, author and description', { timeout: 60_000 }, () => {
  const item = hostileEntry(parseXmlStrictly(readFeed('rss.xml')), 'item');
  assert.deepEqual(
    item.filter((element) => element.name === 'category').map((element) => element.text),
    TAGS,
  );
  assert.equal(item.find((element) => element.name === 'title')?.text, TITLE);
  assert.equal(item.find((element) => element.name === 'description')?.text, DESCRIPTION);
  assert.equal(item.find((element) => element.name === 'author')?.text, AUTHOR);
});

test('the JSON feed parses and keeps tags, title and author', { timeout: 60_000 }, () => {
  const feed = JSON.parse(readFeed('feed.json')) as { items: Array<{ title: string; summary?: string; tags: string[]; author?: { name: string } }> };
  const item = feed.items.find((candidate) => candidate.title.startsWith('A <Provider>'));
  assert.ok(item);
  assert.equal(item.title, TITLE);
  assert.deepEqual(item.tags, TAGS);
  assert.equal(item.author?.name, AUTHOR);
});
