/**
 * Presets expand into plugins and themes, as Docusaurus expands them. The classic preset is built
 * in (its plugins keep their Docusaurus names; the plugin host maps them to the generator's own);
 * any other preset (a path, a package or a function) is called with `(context, options)` and
 * returns `{ plugins, themes }`. The final order is Docusaurus's: the presets' plugins, the
 * presets' themes, the site's `plugins`, the site's `themes`.
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { z } from 'zod';
import { installDocusaurusModules } from '../docusaurus-modules/install-docusaurus-modules.ts';
import { defaultExport, importModuleFile } from '../import-typescript-module.ts';
import { SiteError } from '../site-error.ts';
import { formatValidationIssues } from './format-validation-error.ts';
import { pluginListSchema, type PluginEntry, type PluginOptions, type PresetEntry, type PresetFunction, type PresetResult } from './plugin-entries.ts';
import { refusedKey } from './refused-key.ts';

export const CLASSIC_PRESET_NAMES = ['classic', '@docusaurus/preset-classic', 'docusaurus-preset-classic'];

const pluginOptions = z.record(z.string(), z.unknown());
const switchable = z.union([z.literal(false), pluginOptions]).optional();

/** preset-classic's options (Docusaurus 3): each plugin's options go to that plugin unvalidated. */
const classicOptionsSchema = z.strictObject({
  docs: switchable,
  blog: switchable,
  pages: switchable,
  sitemap: switchable,
  theme: pluginOptions.optional(),
  gtag: pluginOptions.optional(),
  googleTagManager: pluginOptions.optional(),
  googleAnalytics: refusedKey('Universal Analytics (plugin-google-analytics) is discontinued by Google; use "gtag"'),
  /** The debug pages (plugin-debug): on in development unless false, in production only when true. */
  debug: z.boolean().optional(),
  svgr: switchable,
});

/** The plugins and theme that preset-classic stands for, in Docusaurus's order. */
export function expandClassicPreset(rawOptions: unknown, where: string): { plugins: PluginEntry[]; themes: PluginEntry[] } {
  const parsed = classicOptionsSchema.safeParse(rawOptions ?? {});
  if (!parsed.success) throw new PresetConfigError(formatValidationIssues(parsed.error.issues, where).join('\n  - '));
  const options = parsed.data;
  const plugins: PluginEntry[] = [];
  const add = (name: string, value: PluginOptions | false | undefined) => {
    if (value !== false) plugins.push([name, value ?? {}]);
  };
  add('@docusaurus/plugin-content-docs', options.docs);
  add('@docusaurus/plugin-content-blog', options.blog);
  add('@docusaurus/plugin-content-pages', options.pages);
  // As Docusaurus: `debug` unset means on in the dev server, off in a production build.
  if (options.debug ?? process.env.NODE_ENV !== 'production') add('@docusaurus/plugin-debug', {});
  if (options.gtag) add('@docusaurus/plugin-google-gtag', options.gtag);
  if (options.googleTagManager) add('@docusaurus/plugin-google-tag-manager', options.googleTagManager);
  add('@docusaurus/plugin-sitemap', options.sitemap);
  // As Docusaurus 3.7+: SVG imported from code is a component through this plugin; `svgr: false` leaves SVG as files.
  add('@docusaurus/plugin-svgr', options.svgr);
  return { plugins, themes: [['@docusaurus/theme-classic', options.theme ?? {}]] };
}

/** What a preset function needs to know about the site (a subset of Docusaurus's LoadContext). */
export interface PresetContext {
  siteDir: string;
  siteConfigPath: string;
  siteConfig: Record<string, unknown>;
  baseUrl: string;
}

/** Docusaurus's shorthand: "x" may name "x", "@docusaurus/preset-x" or "docusaurus-preset-x"; "@scope/x", "@scope/docusaurus-preset-x". */
function presetModuleCandidates(name: string): string[] {
  if (name.startsWith('@')) {
    if (!name.includes('/')) return [`${name}/docusaurus-preset`];
    const [scope, rest] = name.split(/\/(.*)/);
    return [name, `${scope}/docusaurus-preset-${rest}`];
  }
  return [name, `@docusaurus/preset-${name}`, `docusaurus-preset-${name}`];
}

async function loadPresetFunction(name: string, context: PresetContext): Promise<PresetFunction> {
  // A preset (a wrapper of preset-classic, say) may require or import `@docusaurus/*`.
  installDocusaurusModules();
  const require = createRequire(context.siteConfigPath);
  const candidates = name.startsWith('.') || name.startsWith('/') ? [name] : presetModuleCandidates(name);
  for (const candidate of candidates) {
    let file: string;
    try {
      file = require.resolve(candidate, { paths: [dirname(context.siteConfigPath)] });
    } catch {
      continue;
    }
    const loaded = defaultExport(await importModuleFile(file));
    if (typeof loaded !== 'function') throw new Error(`preset "${name}" (${file}) does not export a function`);
    return loaded as PresetFunction;
  }
  throw new Error(`cannot find preset "${name}" (looked for ${candidates.map((c) => `"${c}"`).join(', ')})`);
}

/** Validation problems already worded with their keys' full paths. */
class PresetConfigError extends Error {}

function validatedList(list: unknown, where: string): PluginEntry[] {
  const parsed = pluginListSchema.safeParse(list ?? []);
  if (!parsed.success) throw new PresetConfigError(formatValidationIssues(parsed.error.issues, where).join('\n  - '));
  return parsed.data;
}

/** Expands the presets; then the site's own plugins and themes follow. Errors name the preset. */
export async function resolvePluginEntries(
  input: { presets: PresetEntry[]; plugins: PluginEntry[]; themes: PluginEntry[] },
  context: PresetContext,
): Promise<PluginEntry[]> {
  const presetPlugins: PluginEntry[] = [];
  const presetThemes: PluginEntry[] = [];
  for (const [index, entry] of input.presets.entries()) {
    const [target, options] = Array.isArray(entry) ? entry : [entry, {}];
    const where = `presets[${index}]`;
    try {
      if (typeof target === 'string' && CLASSIC_PRESET_NAMES.includes(target)) {
        const expanded = expandClassicPreset(options, `${where}[1]`);
        presetPlugins.push(...expanded.plugins);
        presetThemes.push(...expanded.themes);
        continue;
      }
      const presetFunction = typeof target === 'function' ? target : await loadPresetFunction(target, context);
      const result: PresetResult = (await presetFunction(context, options)) ?? {};
      presetPlugins.push(...validatedList(result.plugins, `${where}.plugins`));
      presetThemes.push(...validatedList(result.themes, `${where}.themes`));
    } catch (error) {
      if (error instanceof SiteError) throw error;
      const problem = error instanceof PresetConfigError ? error.message : `"${where}": ${(error as Error).message}`;
      throw new SiteError(`invalid site config:\n  - ${problem}`, context.siteConfigPath, undefined, undefined, { cause: error });
    }
  }
  return [...presetPlugins, ...presetThemes, ...input.plugins, ...input.themes];
}
