/**
 * `docs:version <version>` (`docs:version:<pluginId>` for another docs instance), the command the
 * docs plugin adds to the command line, doing what Docusaurus's does: checks the name, copies the
 * docs folder to versioned_docs/version-<v> (and each other locale's translated docs and
 * current.json), writes the sidebars file as loaded (not normalized) to
 * versioned_sidebars/version-<v>-sidebars.json (none when the docs have no sidebars), and puts the
 * version first in versions.json. Messages are Docusaurus's (errors without a stack: they are the user's to fix).
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Command } from 'commander';
import { DEFAULT_PLUGIN_ID, type LoadContext, SiteError } from '../../src/core/index.ts';
import { DOCS_PLUGIN_NAME } from './docs-client-data.ts';
import { DEFAULT_SIDEBARS, importSidebarsFile } from './load-sidebars.ts';
import type { DocsPluginOptions } from './options.ts';
import { readVersionNames, versionedPaths } from './versions.ts';

/** Docusaurus's rules for a version name (it names a folder and a URL segment). */
const VERSION_NAME_RULES: ReadonlyArray<[RegExp, string]> = [
  [/[/\\]/, 'should not include slash (/) or backslash (\\)'],
  [/.{33,}/, 'cannot be longer than 32 characters'],
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what the rule refuses
  [/[<>:"|?*\x00-\x1F]/, 'should be a valid file path'],
  [/^\.\.?$/, 'should not be "." or ".."'],
];

export function checkVersionName(name: unknown): asserts name is string {
  if (typeof name !== 'string') throw new SiteError(`Versions should be strings. Found type "${typeof name}" for version ${JSON.stringify(name)}.`);
  if (!name.trim()) throw new SiteError(`Invalid version name "${name}": version name must contain at least one non-whitespace character.`);
  for (const [pattern, message] of VERSION_NAME_RULES) if (pattern.test(name)) throw new SiteError(`Invalid version name "${name}": version name ${message}.`);
}

/** The sidebars as the sidebars file gives them (Docusaurus versions them unnormalized: later option changes apply to old versions too). */
async function sidebarsToVersion(sidebarPath: string | false | undefined): Promise<Record<string, unknown>> {
  if (sidebarPath === false) return {};
  if (sidebarPath === undefined) return DEFAULT_SIDEBARS;
  if (!existsSync(sidebarPath)) return {};
  return (await importSidebarsFile(sidebarPath)) as Record<string, unknown>;
}

/** A locale's translations of this docs instance: i18n/<locale>/docusaurus-plugin-content-docs[-<id>]/. */
function localizedPluginDir(context: LoadContext, locale: string, pluginId: string): string {
  const localePath = context.i18n.localeConfigs[locale]?.path ?? locale;
  return join(resolve(context.siteDir, context.i18n.path), localePath, pluginId === DEFAULT_PLUGIN_ID ? DOCS_PLUGIN_NAME : `${DOCS_PLUGIN_NAME}-${pluginId}`);
}

const isEmptyFolder = async (dir: string) => !existsSync(dir) || (await readdir(dir)).length === 0;

export async function createDocsVersion(
  version: unknown,
  options: Pick<DocsPluginOptions, 'id' | 'path' | 'sidebarPath'>,
  context: LoadContext,
): Promise<void> {
  // "[docs]" rather than "[default]" for the default instance.
  const prefix = options.id === DEFAULT_PLUGIN_ID ? '[docs]' : `[${options.id}]`;
  try {
    checkVersionName(version);
  } catch (error) {
    console.log(`${prefix}: Invalid version name provided. Try something like: 1.0.0`);
    throw error;
  }
  const paths = versionedPaths(context.siteDir, options.id);
  const versions = await readVersionNames(paths.versionsFile);
  if (versions.includes(version)) throw new SiteError(`${prefix}: this version already exists! Use a version tag that does not already exist.`);
  const { locales, defaultLocale } = context.i18n;
  if (locales.length > 1) console.log(`Versioned docs will be created for the following locales: ${locales.join(', ')}`);
  await Promise.all(
    locales.map(async (locale) => {
      const isDefault = locale === defaultLocale;
      const translations = localizedPluginDir(context, locale, options.id);
      const docsDir = isDefault ? resolve(context.siteDir, options.path) : join(translations, 'current');
      if (await isEmptyFolder(docsDir)) {
        if (isDefault) throw new SiteError(`${prefix}: no docs found in ${docsDir}.`);
        console.warn(`[warning] ${prefix}: no docs found in ${docsDir}. Skipping.`);
        return;
      }
      await cp(docsDir, isDefault ? paths.docsDir(version) : join(translations, `version-${version}`), { recursive: true });
      if (isDefault) return;
      // The version's translated labels start as the current version's.
      const labels = join(translations, 'current.json');
      if (existsSync(labels)) await cp(labels, join(translations, `version-${version}.json`));
      else console.warn(`[warning] ${prefix}: i18n translation file does not exist in ${labels}. Skipping.`);
    }),
  );
  const sidebarPath = typeof options.sidebarPath === 'string' ? resolve(context.siteDir, options.sidebarPath) : options.sidebarPath;
  const sidebars = await sidebarsToVersion(sidebarPath);
  if (Object.keys(sidebars).length > 0) {
    const file = paths.sidebarFile(version);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(sidebars, null, 2)}\n`);
  }
  await writeFile(paths.versionsFile, `${JSON.stringify([version, ...versions], null, 2)}\n`);
  console.log(`${prefix}: version ${version} created!`);
}

/** Adds this instance's command: one per instance, or two instances would both run it. */
export function addDocsVersionCommand(cli: Command, options: Pick<DocsPluginOptions, 'id' | 'path' | 'sidebarPath'>, context: LoadContext): void {
  const isDefault = options.id === DEFAULT_PLUGIN_ID;
  cli
    .command(isDefault ? 'docs:version' : `docs:version:${options.id}`)
    .arguments('<version>')
    .description(isDefault ? 'Tag a new docs version' : `Tag a new docs version (${options.id})`)
    .action((version: unknown) => createDocsVersion(version, options, context));
}
