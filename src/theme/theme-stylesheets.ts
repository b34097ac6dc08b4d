/**
 * The theme's global stylesheets, the first client modules of every page (the theme's plugin lists
 * them before any site's): Infima, in its right-to-left build for a right-to-left locale as
 * Docusaurus's classic theme picks it, then the theme's own CSS (theme-styles.css). A site's CSS
 * loads after both, so it restyles them as it restyles a Docusaurus site.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { generatorDir } from '../core/generator-location.ts';

const requireFromGenerator = createRequire(join(generatorDir, 'package.json'));

/** @param direction the locale's writing direction (`ltr` when not given) */
export function themeStylesheets(direction: string | undefined): string[] {
  const infima = requireFromGenerator.resolve(`infima/dist/css/default/default${direction === 'rtl' ? '-rtl' : ''}.css`);
  return [infima, join(generatorDir, 'src/theme/theme-styles.css')];
}
