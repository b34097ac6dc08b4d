/**
 * How a config lists plugins, themes and presets, as Docusaurus takes them: a module name or path,
 * a function, or either with its options; `false`, `null` and `undefined` entries are left out
 * (so `process.env.X && 'plugin'` works). Options are passed through: each plugin validates its own.
 */
import { z } from 'zod';

/** A plugin (or theme) module's function: `(context, options) => plugin`, as Docusaurus calls it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PluginFunction = (context: any, options: any) => unknown;

export type PluginOptions = Record<string, unknown>;

/** One validated plugin entry: what the plugin host resolves and runs, in order. */
export type PluginEntry = string | PluginFunction | [string | PluginFunction, PluginOptions];

/** A preset's function: `(context, options) => { plugins, themes }`. */
export type PresetFunction = (context: unknown, options: PluginOptions) => PresetResult | Promise<PresetResult>;
export interface PresetResult {
  plugins?: unknown[];
  themes?: unknown[];
}
export type PresetEntry = string | PresetFunction | [string | PresetFunction, PluginOptions];

const absent = z.union([z.literal(false), z.null(), z.undefined()]);
const pluginFunction = z.custom<PluginFunction>((value) => typeof value === 'function', 'expected a function');
const options = z
  .record(z.string(), z.unknown())
  .optional()
  .transform((value) => value ?? {});
const moduleOrFunction = z.union([z.string().min(1), pluginFunction]);

const pluginEntrySchema = z.union([moduleOrFunction, z.tuple([moduleOrFunction, options]), absent], {
  error: 'expected a plugin name or path, a plugin function, or [nameOrFunction, options]',
});

/** A list of plugins or themes; absent entries removed. */
export const pluginListSchema = z
  .array(pluginEntrySchema)
  .default([])
  .transform((entries) => entries.filter((entry): entry is PluginEntry => entry !== false && entry !== null && entry !== undefined));

const presetFunction = z.custom<PresetFunction>((value) => typeof value === 'function', 'expected a function');
const presetEntrySchema = z.union([z.string().min(1), presetFunction, z.tuple([z.union([z.string().min(1), presetFunction]), options]), absent], {
  error: 'expected a preset name or path, or [name, options], e.g. ["classic", { blog: false }]',
});

export const presetListSchema = z
  .array(presetEntrySchema)
  .default([])
  .transform((entries) => entries.filter((entry): entry is PresetEntry => entry !== false && entry !== null && entry !== undefined));

/** The name of an entry's module ("@docusaurus/plugin-content-docs"), or undefined for a function. */
export function pluginEntryName(entry: PluginEntry): string | undefined {
  const target = Array.isArray(entry) ? entry[0] : entry;
  return typeof target === 'string' ? target : undefined;
}

/** An entry's options ({} when it has none). */
export function pluginEntryOptions(entry: PluginEntry): PluginOptions {
  return Array.isArray(entry) ? entry[1] : {};
}
