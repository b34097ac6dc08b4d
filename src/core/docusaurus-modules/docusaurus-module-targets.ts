/**
 * What each `@docusaurus/*` module a site's Node code may load is, with this generator: the file
 * a `require`/`import` of that name gets (src/core/docusaurus-modules/install-docusaurus-modules.ts
 * makes Node resolve it so, from the site's config, its plugins and packages in its node_modules).
 */
import { join } from 'node:path';
import { ENTRY_POINTS, pluginEntryPoint } from '../entry-points.mjs';
import { generatorDir, generatorModule } from '../generator-location.ts';
import { docusaurusPluginPackages } from '../plugins/builtin-plugins.ts';

/** The modules the generator itself is: always its own file, whatever the site has installed under that name. */
export function ownModuleFiles(): Record<string, string> {
  const files: Record<string, string> = {
    '@docusaurus/core': generatorModule(ENTRY_POINTS.docusaurusCore),
    '@docusaurus/preset-classic': generatorModule(ENTRY_POINTS.docusaurusPresetClassic),
  };
  // A built-in plugin is its bundled module: the one import-plugin.ts loads, so it exists once.
  for (const [name, folder] of docusaurusPluginPackages()) files[name] = generatorModule(pluginEntryPoint(folder));
  return files;
}

/**
 * Packages resolved from the generator's folder: webpack (and its deep paths, `webpack/lib/…`),
 * so a plugin's `require('webpack')` gets the instance that runs the build, also when the site has
 * no webpack of its own.
 */
export const GENERATOR_PACKAGES = ['webpack'];

/**
 * Docusaurus's standalone helper, type and config packages, which the generator depends on as
 * published: the site's own copy when it has one (a plugin may pin its version), else the
 * generator's.
 */
export const FALLBACK_PACKAGES = [
  '@docusaurus/logger',
  '@docusaurus/utils',
  '@docusaurus/utils-common',
  '@docusaurus/utils-validation',
  '@docusaurus/types',
  '@docusaurus/module-type-aliases',
  '@docusaurus/tsconfig',
  '@docusaurus/remark-plugin-npm2yarn',
];

/** The package a request names (`webpack/lib/x` -> `webpack`, `@docusaurus/utils/lib/y` -> `@docusaurus/utils`). */
export function packageOf(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** A file inside the generator's folder, as the parent that generator-side resolution starts from. */
export const generatorAnchorFile = join(generatorDir, 'package.json');
