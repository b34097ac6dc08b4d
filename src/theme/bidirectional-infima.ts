/**
 * Infima for a site whose locales write in both directions. Docusaurus builds each locale on its
 * own and loads Infima's left-to-right or right-to-left build for it; here every locale shares one
 * client bundle, so one stylesheet must serve both. It is Infima's left-to-right build in which
 * each rule that the right-to-left build changes (a margin on the other side, a mirrored chevron)
 * comes twice: once for pages whose `<html>` is not `dir="rtl"`, once for those that are, each
 * from its build. `:where()` adds no specificity and each pair stands where the rule stood, so
 * every page gets exactly the rules of the build Docusaurus would give it, in the same cascade
 * order (a site's `custom.css` overrides them as it overrides Infima).
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Root, Rule } from 'postcss';
import { writeFileAtomicSync } from '../core/atomic-file.ts';
import { generatorDir } from '../core/generator-location.ts';
import { hashText } from '../core/incremental/content-hash.ts';

const requireFromGenerator = createRequire(join(generatorDir, 'package.json'));

/** Infima's build for one direction (the file the classic theme loads). */
export function infimaStylesheet(direction: 'ltr' | 'rtl'): string {
  return requireFromGenerator.resolve(`infima/dist/css/default/default${direction === 'rtl' ? '-rtl' : ''}.css`);
}

const LEFT_TO_RIGHT_PAGE = ":where(html:not([dir='rtl']))";
const RIGHT_TO_LEFT_PAGE = ":where(html[dir='rtl'])";

/** A rule's declarations, order aside (the right-to-left build moves some within a rule). */
function declarationsOf(rule: Rule): string {
  return (rule.nodes ?? [])
    .flatMap((node) => (node.type === 'decl' ? [`${node.prop}:${node.value}${node.important ? '!important' : ''}`] : []))
    .sort()
    .join(';');
}

function scoped(rule: Rule, page: string): Rule {
  return rule.clone({ selectors: rule.selectors.map((selector) => `${page} ${selector}`) });
}

/** The one stylesheet for both directions, from Infima's two builds' texts. */
export function bidirectionalInfimaCss(leftToRight: string, rightToLeft: string): string {
  // Loaded only by a site with locales in both directions: every other build never loads postcss here.
  const postcss = requireFromGenerator('postcss') as typeof import('postcss');
  const ltr: Root = postcss.parse(leftToRight);
  const rtl: Root = postcss.parse(rightToLeft);
  const ltrRules: Rule[] = [];
  const rtlRules: Rule[] = [];
  ltr.walkRules((rule) => void ltrRules.push(rule));
  rtl.walkRules((rule) => void rtlRules.push(rule));
  // The right-to-left build is the left-to-right one with declarations mirrored: rule for rule.
  if (ltrRules.length !== rtlRules.length || ltrRules.some((rule, index) => rule.selector !== rtlRules[index].selector))
    throw new Error("Infima's right-to-left build does not have the rules of its left-to-right build: cannot combine them");
  ltrRules.forEach((rule, index) => {
    const mirrored = rtlRules[index];
    if (declarationsOf(rule) === declarationsOf(mirrored)) return;
    rule.replaceWith(scoped(rule, LEFT_TO_RIGHT_PAGE), scoped(mirrored, RIGHT_TO_LEFT_PAGE));
  });
  return ltr.toString();
}

/**
 * The combined stylesheet's file in `generatedDir`, made once: its name holds what it is made
 * from (Infima's version and the code combining it), so a warm build only finds it there.
 */
export function writeBidirectionalInfima(generatedDir: string): string {
  const { version } = requireFromGenerator('infima/package.json') as { version: string };
  const file = join(generatedDir, `infima-${version}-bidirectional-${hashText(bidirectionalInfimaCss.toString()).slice(0, 8)}.css`);
  if (existsSync(file)) return file;
  mkdirSync(generatedDir, { recursive: true });
  writeFileAtomicSync(file, bidirectionalInfimaCss(readFileSync(infimaStylesheet('ltr'), 'utf8'), readFileSync(infimaStylesheet('rtl'), 'utf8')));
  return file;
}
