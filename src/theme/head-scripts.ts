/**
 * Inline scripts that run before first paint, so a reader never sees the wrong colour mode or a
 * flash of an announcement bar they dismissed. They read storage defensively (it may be absent,
 * full or hold garbage) and only set attributes on <html>.
 */
import type { HeadTag } from '../core/plugin-types.ts';
import { ANNOUNCEMENT_DISMISSED_STORAGE_KEY, ANNOUNCEMENT_ID_STORAGE_KEY, THEME_STORAGE_KEY } from './stored-preference-keys.ts';
import type { ThemeConfig } from './theme-config.ts';

export function colorModeScript(config: ThemeConfig['colorMode']): string {
  return `(function(){var m=${JSON.stringify(config.defaultMode)};try{var s=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(s==='light'||s==='dark'){m=s}else if(${config.respectPrefersColorScheme}&&window.matchMedia('(prefers-color-scheme: dark)').matches){m='dark'}}catch(e){}document.documentElement.setAttribute('data-theme',m)})();`;
}

export function announcementBarScript(bar: NonNullable<ThemeConfig['announcementBar']>): string {
  return `(function(){try{var d=localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_ID_STORAGE_KEY)})===${JSON.stringify(bar.id)}&&localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_DISMISSED_STORAGE_KEY)})==='true';document.documentElement.setAttribute('data-announcement-bar-initially-dismissed',String(d))}catch(e){}})();`;
}

export function themeHeadTags(themeConfig: ThemeConfig): HeadTag[] {
  const tags: HeadTag[] = [{ tagName: 'script', attributes: {}, innerHTML: colorModeScript(themeConfig.colorMode) }];
  if (themeConfig.announcementBar) tags.push({ tagName: 'script', attributes: {}, innerHTML: announcementBarScript(themeConfig.announcementBar) });
  return tags;
}
