/**
 * One Infima for a site whose locales write in both directions (src/theme/bidirectional-infima.ts):
 * the rules Infima's right-to-left build changes come twice, each scoped to its pages' direction
 * without adding specificity; every other rule is left as it was.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import postcss from 'postcss';
import { bidirectionalInfimaCss, infimaStylesheet } from '../../src/theme/bidirectional-infima.ts';

const LTR_PAGES = ":where(html:not([dir='rtl']))";
const RTL_PAGES = ":where(html[dir='rtl'])";

test('the rules Infima mirrors come once per direction, scoped by <html dir>; the others as they were', () => {
  const ltr = readFileSync(infimaStylesheet('ltr'), 'utf8');
  const combined = postcss.parse(bidirectionalInfimaCss(ltr, readFileSync(infimaStylesheet('rtl'), 'utf8')));
  const selectors: string[] = [];
  combined.walkRules((rule) => void selectors.push(rule.selector));
  const scopedLtr = selectors.filter((selector) => selector.startsWith(LTR_PAGES));
  const scopedRtl = selectors.filter((selector) => selector.startsWith(RTL_PAGES));
  assert.ok(scopedRtl.length > 10, `${scopedRtl.length} mirrored rules`);
  assert.equal(scopedLtr.length, scopedRtl.length);
  let original = 0;
  postcss.parse(ltr).walkRules(() => void original++);
  // Each mirrored rule became two; nothing else was added or lost.
  assert.equal(selectors.length, original + scopedRtl.length);

  const rtlRule = (selector: string) => {
    let found: postcss.Rule | undefined;
    combined.walkRules((rule) => {
      if (rule.selector === `${RTL_PAGES} ${selector}`) found = rule;
    });
    return found;
  };
  // The breadcrumb chevron turns round on right-to-left pages only.
  const chevron = rtlRule('.breadcrumbs__item:not(:last-child):after');
  assert.ok(chevron?.nodes.some((node) => node.type === 'decl' && node.prop === 'transform' && node.value === 'rotate(180deg)'));
  // A selector list is scoped item by item (Infima's list indentation: `ul, ol`).
  const lists = rtlRule('ul');
  assert.equal(lists, undefined, 'not scoped as one selector');
  let listRule: postcss.Rule | undefined;
  combined.walkRules((rule) => {
    if (rule.selectors.join('|') === `${RTL_PAGES} ul|${RTL_PAGES} ol`) listRule = rule;
  });
  assert.ok(listRule, 'ul, ol scoped item by item');
});

test('two builds that are not the same rules mirrored are refused, not mixed', () => {
  assert.throws(() => bidirectionalInfimaCss('.a { margin-left: 0 }', '.b { margin-right: 0 }'), /does not have the rules/);
});
