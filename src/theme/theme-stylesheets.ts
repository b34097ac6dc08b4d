/**
 * The theme's global stylesheets, the first client modules of every page (the theme's plugin lists
 * them before any site's): Infima, in its right-to-left build when every locale writes right to
 * left, its left-to-right build when none does (as Docusaurus's classic theme picks it), or one
 * stylesheet serving both when the site's locales mix directions (every locale shares one bundle:
 * bidirectional-infima.ts); then the theme's own CSS (theme-styles.css). A site's CSS loads after
 * both, so it restyles them as it restyles a Docusaurus site.
 */
import { join } from 'node:path';
import { generatorDir } from '../core/generator-location.ts';
import { infimaStylesheet, writeBidirectionalInfima } from './bidirectional-infima.ts';

/**
 * @param directions the writing directions of the site's locales (`ltr` for one not given)
 * @param generatedDir where a stylesheet for both directions is written when they are mixed
 */
export function themeStylesheets(directions: readonly (string | undefined)[], generatedDir: string): string[] {
  const rightToLeft = directions.filter((direction) => direction === 'rtl').length;
  const infima =
    rightToLeft === 0 ? infimaStylesheet('ltr') : rightToLeft === directions.length ? infimaStylesheet('rtl') : writeBidirectionalInfima(generatedDir);
  return [infima, join(generatorDir, 'src/theme/theme-styles.css')];
}
