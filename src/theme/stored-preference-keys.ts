/** The browser-storage keys of the theme's preferences (one place, shared by inline scripts and components). */
export const THEME_STORAGE_KEY = 'theme';
export const ANNOUNCEMENT_ID_STORAGE_KEY = 'announcement.id';
export const ANNOUNCEMENT_DISMISSED_STORAGE_KEY = 'announcement.dismiss';
export const COLOR_MODES = ['light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];
