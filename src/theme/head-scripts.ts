/**
 * Inline scripts that run before first paint, so a reader never sees the wrong colour mode or a
 * flash of an announcement bar they dismissed. They read storage defensively (it may be absent,
 * full or hold garbage) and only set attributes on <html>.
 */
import type { HeadTag } from '../core/plugin-types.ts';
import { storageKey, type SiteStorage } from '../shared/site-storage.ts';
import { ANNOUNCEMENT_DISMISSED_STORAGE_KEY, ANNOUNCEMENT_ID_STORAGE_KEY, THEME_STORAGE_KEY } from './stored-preference-keys.ts';
import type { ThemeConfig } from './theme-config.ts';

/** A script expression reading a stored preference from the site's storage (the `storage` config), as the client does. */
const storedValue = (key: string, storage: SiteStorage) => `${storage.type}.getItem(${JSON.stringify(storageKey(key, storage))})`;

export function colorModeScript(config: ThemeConfig['colorMode'], storage: SiteStorage): string {
  return `(function(){var m=${JSON.stringify(config.defaultMode)};try{var s=${storedValue(THEME_STORAGE_KEY, storage)};if(s==='light'||s==='dark'){m=s}else if(${config.respectPrefersColorScheme}&&window.matchMedia('(prefers-color-scheme: dark)').matches){m='dark'}}catch(e){}document.documentElement.setAttribute('data-theme',m)})();`;
}

export function announcementBarScript(bar: NonNullable<ThemeConfig['announcementBar']>, storage: SiteStorage): string {
  return `(function(){try{var d=${storedValue(ANNOUNCEMENT_ID_STORAGE_KEY, storage)}===${JSON.stringify(bar.id)}&&${storedValue(ANNOUNCEMENT_DISMISSED_STORAGE_KEY, storage)}==='true';document.documentElement.setAttribute('data-announcement-bar-initially-dismissed',String(d))}catch(e){}})();`;
}

export function themeHeadTags(themeConfig: ThemeConfig, storage: SiteStorage): HeadTag[] {
  const tags: HeadTag[] = [{ tagName: 'script', attributes: {}, innerHTML: colorModeScript(themeConfig.colorMode, storage) }];
  if (themeConfig.announcementBar) tags.push({ tagName: 'script', attributes: {}, innerHTML: announcementBarScript(themeConfig.announcementBar, storage) });
  return tags;
}
