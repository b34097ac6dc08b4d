/**
 * The pages plugin's public face to the theme: what a Markdown page's route hands the theme's
 * MDXPage besides its content (types only). The theme imports this file only
 * (`@generator/plugins/pages/contract`; biome.jsonc's boundary rule).
 */
export type { MdxPageMetadata } from './mdx-page-metadata.ts';
