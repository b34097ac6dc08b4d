/**
 * The reference's code as pages show it: laid out at about 80 columns by Prettier at build time,
 * highlighted with the site's token classes, links put back on the right names (the second of
 * two same names too), short or unparseable code left on one line.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { HighlightedCode, TypeParts } from '../../plugins/api-reference/api-model.ts';
import { CODE_WIDTH } from '../../plugins/api-reference/code-format.ts';
import { CodeHighlighter } from '../../plugins/api-reference/highlighted-code.ts';
import { codeText } from './code-text.ts';

const link = (text: string) => ({ text, href: `/api/core/${text}` });
const links = (code: HighlightedCode) => code.flatMap((part) => (typeof part === 'string' ? [] : [part]));

const longSignature: TypeParts = [
  'createThing<TContext extends ',
  link('MachineContext'),
  ', TEvent extends ',
  link('EventObject'),
  ' = ',
  link('EventObject'),
  '>(config: { context?: TContext; on?: Record<string, unknown> }, options?: ',
  link('ActorOptions'),
  '<TContext>): ',
  link('Actor'),
  '<TContext, TEvent>',
];

const highlighter = new CodeHighlighter();
const signature = highlighter.add(longSignature, 'signature');
const short = highlighter.add(['run(x: ', link('Actor'), '): void'], 'signature');
const declaration = highlighter.add(
  ['type Names = { "@xstate.cancel": ', link('Actor'), '; readonly other: string; third: number; fourth: boolean; fifth: ', link('Actor'), ' }'],
  'declaration',
);
const member = highlighter.add(
  ['get snapshot(): ', link('Actor'), '<string, number, boolean, undefined, null, symbol, bigint, object, never, unknown>'],
  'member',
);
const truncated = highlighter.add(
  ['type Short = Values<{ [K in keyof T]: Compute<...[...]> }> & { ...; } & ', link('Actor'), '<string, number, boolean>'],
  'declaration',
);
const count = await highlighter.finish();

test('every snippet added is filled by one finish', () => {
  assert.equal(count, 5);
});

test('a long signature is laid out over lines no wider than the code width', () => {
  const text = codeText(signature);
  const lines = text.split('\n');
  assert.ok(lines.length > 3, text);
  assert.ok(
    lines.every((line) => line.length <= CODE_WIDTH),
    text,
  );
  assert.match(text, /^createThing<\n {2}TContext extends MachineContext,\n {2}TEvent extends EventObject = EventObject,\n>\(/);
  assert.match(text, /\): Actor<TContext, TEvent>$/);
});

test('links land on their names, the n-th same name on the n-th', () => {
  assert.deepEqual(
    links(signature).map((part) => part.href),
    ['/api/core/MachineContext', '/api/core/EventObject', '/api/core/EventObject', '/api/core/ActorOptions', '/api/core/Actor'],
  );
  for (const part of links(signature)) assert.equal(codeText([part.html]), part.href.split('/').at(-1));
  // Not inside a longer name: "Actor" links "Actor", not the start of "ActorOptions".
  assert.equal(codeText([links(signature).at(-1)!.html]), 'Actor');
});

test("tokens carry the site's highlighter classes; uncoloured punctuation stays text", () => {
  const html = signature.filter((part) => typeof part === 'string').join('');
  assert.match(html, /<span class="token [^"]*keyword">extends<\/span>/);
  assert.match(
    html,
    /\n {2}config: \{ context\?: TContext; on\?: Record&lt;<span class="token builtin">string<\/span>, /,
    'punctuation and indentation as text',
  );
  assert.doesNotMatch(html, /class="token punctuation"|class="token operator"/);
  assert.match(links(signature)[0].html, /^<span class="token [^"]+">MachineContext<\/span>$|^MachineContext$/);
});

test('short code stays on one line, as written', () => {
  assert.equal(codeText(short), 'run(x: Actor): void');
  assert.equal(links(short).length, 1);
});

test('declarations and members are laid out as TypeScript writes them (quoted names, getters)', () => {
  const text = codeText(declaration);
  assert.match(text, /^type Names = \{\n {2}"@xstate\.cancel": Actor;\n/);
  assert.equal(links(declaration).length, 2);
  assert.match(codeText(member), /^get snapshot\(\): Actor<\n/);
});

test("code Prettier cannot read (TypeScript's abbreviations) stays on one line, links kept", () => {
  assert.equal(codeText(truncated), 'type Short = Values<{ [K in keyof T]: Compute<...[...]> }> & { ...; } & Actor<string, number, boolean>');
  assert.equal(links(truncated).length, 1);
});
