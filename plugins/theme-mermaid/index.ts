/**
 * `@docusaurus/theme-mermaid`: Mermaid diagrams. The theme's `@theme/Mermaid` renders them, and
 * the Markdown pipeline turns ```mermaid code blocks into that component when the site config has
 * `markdown.mermaid: true`. This plugin checks `themeConfig.mermaid` and says when the Markdown
 * switch is missing (Docusaurus needs both).
 */
import { z } from 'zod';
import { definePlugin, optionValidator, type PluginModule } from '../../src/core/index.ts';

export const THEME_MERMAID_NAME = 'docusaurus-theme-mermaid';

/** Docusaurus's `themeConfig.mermaid`. */
const mermaidThemeConfigSchema = z
  .strictObject({
    theme: z.strictObject({ light: z.string().default('default'), dark: z.string().default('dark') }).prefault({}),
    options: z.record(z.string(), z.unknown()).default({}),
  })
  .prefault({});

const plugin: PluginModule<Record<string, unknown>> = definePlugin((context) => {
  const markdown = (context.siteConfig as { markdown?: { mermaid?: boolean } }).markdown;
  if (!markdown?.mermaid)
    context.report.warn('theme-mermaid: mermaid code blocks render as diagrams only with `markdown: { mermaid: true }` in the site config');
  return { name: THEME_MERMAID_NAME };
});

plugin.validateThemeConfig = ({ themeConfig }) => ({
  mermaid: optionValidator('themeConfig.mermaid', undefined, 'themeConfig.mermaid')(mermaidThemeConfigSchema, themeConfig.mermaid),
});

export default plugin;
