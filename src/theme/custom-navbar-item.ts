/**
 * A site's own navbar item type: Docusaurus renders `{ type: 'custom-x', ...props }` with the
 * component a site adds as `'custom-x'` to its swizzled `@theme/NavbarItem/ComponentTypes`, props
 * unvalidated. Docusaurus's pattern is unanchored (/custom-.*\/), so this one is too.
 * Its own module, free of the config schema: the navbar imports it in the browser, where the
 * schema's validation library (zod, ~30 KB gzip) must not follow it.
 */
export interface CustomNavbarItem {
  type: string;
  position?: 'left' | 'right';
  [prop: string]: unknown;
}

const CUSTOM_ITEM_TYPE = /custom-/;

/** Whether an item (validated or not) has a site's own type. */
export function isCustomNavbarItem(item: unknown): item is CustomNavbarItem {
  const type = typeof item === 'object' && item !== null ? (item as { type?: unknown }).type : undefined;
  return typeof type === 'string' && CUSTOM_ITEM_TYPE.test(type);
}
