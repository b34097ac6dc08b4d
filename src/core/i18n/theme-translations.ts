/**
 * The theme's own strings in the locales Docusaurus ships, read from its published translation
 * files (`@docusaurus/theme-translations`, MIT: JSON data, `locales/<locale>/<name>.json`). Read at
 * build time for the locale being built only, so a site pays for none it does not list.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { generatorDir } from '../generator-location.ts';
import type { TranslationFileContent } from '../plugin-types.ts';

let localesDir: string | undefined;

function translationLocalesDir(): string {
  localesDir ??= join(dirname(createRequire(join(generatorDir, 'package.json')).resolve('@docusaurus/theme-translations/package.json')), 'locales');
  return localesDir;
}

/**
 * The folders tried for a locale, in Docusaurus's order: as written ("pt"), then with the region
 * its language most likely has ("pt-BR", not "pt-PT"), then with its script ("zh-Hans"), then the
 * language alone.
 */
export function translationLocalesToTry(locale: string): string[] {
  const likely = new Intl.Locale(locale).maximize();
  return [locale, `${likely.language}-${likely.region}`, `${likely.language}-${likely.script}`, likely.language];
}

/** Docusaurus's messages for the locale (id -> message) in one of its files (`theme-common`, `theme-search-algolia`); none for a locale it does not ship. */
export async function themeTranslationMessages(locale: string, name = 'theme-common'): Promise<Record<string, string>> {
  const dir = translationLocalesDir();
  for (const candidate of translationLocalesToTry(locale)) {
    const file = join(dir, candidate, `${name}.json`);
    if (existsSync(file)) return JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
  }
  return {};
}

/**
 * A translations file as `write-translations` writes its entries into code.json: Docusaurus's
 * English messages and descriptions (its `base` locale), with the locale's messages laid over.
 */
export async function themeTranslationEntries(locale: string, name: string): Promise<TranslationFileContent> {
  const base = JSON.parse(await readFile(join(translationLocalesDir(), 'base', `${name}.json`), 'utf8')) as Record<string, string>;
  const messages = await themeTranslationMessages(locale, name);
  const entries: TranslationFileContent = {};
  for (const [key, message] of Object.entries(base)) {
    if (key.endsWith(DESCRIPTION_SUFFIX)) continue;
    const description = base[key + DESCRIPTION_SUFFIX];
    entries[key] = { message: messages[key] ?? message, ...(description ? { description } : {}) };
  }
  return entries;
}

/** How the base files give an entry's description: a key of its own. */
const DESCRIPTION_SUFFIX = '___DESCRIPTION';
