/**
 * Loads `site.config.ts` (full TypeScript) and validates it.
 * Errors name the config file and the offending key.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { defaultExport, importTypeScriptModule } from '../import-typescript-module.ts';
import { SiteError } from '../site-error.ts';
import { siteConfigSchema, type SiteConfig } from './config-schema.ts';
import { formatValidationIssues } from './format-validation-error.ts';

export const CONFIG_FILE_NAME = 'site.config.ts';

export async function loadSiteConfig(siteDir: string): Promise<SiteConfig> {
  const file = resolve(siteDir, CONFIG_FILE_NAME);
  if (!existsSync(file)) throw new SiteError(`no ${CONFIG_FILE_NAME} found in ${siteDir}`, file);
  let raw: unknown;
  try {
    raw = defaultExport(await importTypeScriptModule(file));
  } catch (error) {
    if (error instanceof SiteError) throw error;
    throw new SiteError(`could not load the config: ${(error as Error).message}`, file, undefined, undefined, { cause: error });
  }
  return validateSiteConfig(raw, file);
}

export function validateSiteConfig(raw: unknown, file: string): SiteConfig {
  const result = siteConfigSchema.safeParse(raw);
  if (!result.success) {
    throw new SiteError(`invalid site config:\n  - ${formatValidationIssues(result.error.issues).join('\n  - ')}`, file);
  }
  return result.data;
}
