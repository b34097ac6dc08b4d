/**
 * The `validate` a plugin's static `validateOptions` / `validateThemeConfig` receives. Docusaurus
 * passes a function of (Joi schema, value); here it takes any schema with `.safeParse()` (zod, as
 * the built-in plugins use) or `.validate()` returning `{ error, value }` (Joi: a plugin that
 * validates with Joi from `@docusaurus/utils-validation` works when that package is installed).
 * A failure is a SiteError naming the plugin and the config file.
 */
import type { z } from 'zod';
import { SiteError } from '../site-error.ts';
import { formatValidationIssues } from '../config/format-validation-error.ts';
import type { OptionValidator } from '../plugin-types.ts';

interface JoiLikeSchema {
  validate(value: unknown, options?: Record<string, unknown>): { error?: { message: string; details?: Array<{ message: string }> }; value: unknown };
}

const isZod = (schema: unknown): schema is z.ZodType => typeof (schema as z.ZodType | undefined)?.safeParse === 'function';
const isJoiLike = (schema: unknown): schema is JoiLikeSchema => typeof (schema as JoiLikeSchema | undefined)?.validate === 'function';

/** A validator for one plugin entry: errors say `invalid options for plugin "name"` (or theme config). */
export function optionValidator(subject: string, configFile: string | undefined, keyPrefix: string): OptionValidator {
  return <T>(schema: unknown, value: unknown): T => {
    if (isZod(schema)) {
      const result = schema.safeParse(value ?? {});
      if (result.success) return result.data as T;
      const messages = formatValidationIssues(result.error.issues, keyPrefix).map((message) =>
        message.startsWith('unknown key') ? `${message}: not supported by this generator` : message,
      );
      throw new SiteError(`invalid ${subject}:\n  - ${messages.join('\n  - ')}`, configFile);
    }
    if (isJoiLike(schema)) {
      // Report every problem, not only the first.
      const { error, value: validated } = schema.validate(value ?? {}, { abortEarly: false });
      if (!error) return validated as T;
      const messages = error.details?.map((detail) => detail.message) ?? [error.message];
      throw new SiteError(`invalid ${subject}:\n  - ${messages.join('\n  - ')}`, configFile);
    }
    throw new SiteError(`invalid ${subject}: validate() was given something that is neither a zod schema (safeParse) nor a Joi schema (validate)`, configFile);
  };
}

/** Validates a plugin's options with its schema (zod or Joi); errors name the plugin and the key. */
export function validatePluginOptions<T extends z.ZodType>(pluginName: string, schema: T, options: unknown, configFile?: string): z.output<T> {
  return optionValidator(`options for plugin "${pluginName}"`, configFile ?? 'site.config.ts', `plugins.${pluginName}`)<z.output<T>>(schema, options);
}
