/** Validates a plugin's options with its schema; errors name the plugin and the key. */
import type { z } from 'zod';
import { SiteError } from '../site-error.ts';
import { formatValidationIssues } from './format-validation-error.ts';

export function validatePluginOptions<T extends z.ZodType>(pluginName: string, schema: T, options: unknown): z.output<T> {
  const result = schema.safeParse(options ?? {});
  if (!result.success) {
    throw new SiteError(`invalid options for plugin "${pluginName}":\n  - ${formatValidationIssues(result.error.issues, `plugins.${pluginName}`).join('\n  - ')}`, 'site.config.ts');
  }
  return result.data;
}
