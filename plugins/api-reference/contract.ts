/**
 * The API reference plugin's public face to the theme: its global data, which the search box reads
 * to offer the reference's versions (types only). The theme imports this file only
 * (`@generator/plugins/api-reference/contract`; biome.jsonc's boundary rule).
 */
export type { ApiReferenceGlobalData } from './index.ts';
