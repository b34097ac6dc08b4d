/**
 * `@docusaurus/theme-common`: the parts real sites' components use. Each follows Docusaurus 3's
 * behaviour on this generator's theme:
 * - `useColorMode()`: `{colorMode, colorModeChoice, setColorMode, isDarkTheme, setLightTheme, setDarkTheme}`;
 * - `useThemeConfig()`: the site's `themeConfig`; `usePrismTheme()`: `themeConfig.prism.theme`
 *   (`darkTheme` in dark mode) when the site sets one (code here is highlighted at build time,
 *   with colours from CSS, so most sites need none);
 * - `ThemeClassNames`: Docusaurus's stable class names for custom CSS;
 * - `PageMetadata`, `HtmlClassNameProvider`: page title, description, keywords, image and
 *   classes of <html>, through `@docusaurus/Head`;
 * - `useWindowSize()`: "desktop", "mobile" (under 997 px), or "ssr" while prerendering and hydrating;
 * - `usePluralForm()`, `isRegexpStringMatch()`, `usePrevious()`, `useEvent()`.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { preferences } from '../browser-storage';
import { useSiteData } from '../site-context';
import { useColorMode as useThemeColorMode } from '../../theme/color-mode';
import { THEME_STORAGE_KEY, type ColorMode } from '../../theme/stored-preference-keys';
import { useHeadElements } from './Head';
import useIsBrowser from './useIsBrowser';
import { selectPluralMessage } from './plural-message';

export type { ColorMode };

export function useColorMode() {
  const { mode, setMode } = useThemeColorMode();
  return {
    colorMode: mode,
    colorModeChoice: (preferences.get(THEME_STORAGE_KEY) as ColorMode | null) ?? null,
    setColorMode: (next: ColorMode | null) => {
      if (next) setMode(next);
      else {
        // No choice: follow the system setting, and store nothing.
        setMode(window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
        preferences.remove(THEME_STORAGE_KEY);
      }
    },
    isDarkTheme: mode === 'dark',
    setLightTheme: () => setMode('light'),
    setDarkTheme: () => setMode('dark'),
  };
}

export function useThemeConfig<T = Record<string, unknown>>(): T {
  return useSiteData().themeConfig as T;
}

export function usePrismTheme(): unknown {
  const prism = useThemeConfig<{ prism?: { theme?: unknown; darkTheme?: unknown } }>().prism ?? {};
  const { colorMode } = useColorMode();
  return colorMode === 'dark' ? (prism.darkTheme ?? prism.theme) : prism.theme;
}

export { ThemeClassNames } from './theme-class-names';

export interface PageMetadataProps {
  title?: string;
  description?: string;
  keywords?: readonly string[] | string;
  image?: string;
  children?: ReactNode;
}

/** Sets the page's title (as "{title} | {site title}", like Docusaurus), description, keywords and image. */
export function PageMetadata({ title, description, keywords, image, children }: PageMetadataProps) {
  const site = useSiteData();
  useHeadElements({
    title: title ? `${title} | ${site.title}` : undefined,
    description,
    keywords: typeof keywords === 'string' ? [keywords] : keywords ? [...keywords] : undefined,
    image,
  });
  return <>{children}</>;
}

/** Adds classes to <html> while mounted. */
export function HtmlClassNameProvider({ className, children }: { className: string; children: ReactNode }) {
  useHeadElements({ htmlClassName: className });
  return <>{children}</>;
}

const DESKTOP_MIN_WIDTH = 997;
export type WindowSize = 'desktop' | 'mobile' | 'ssr';

export function useWindowSize(): WindowSize {
  const isBrowser = useIsBrowser();
  const [size, setSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    if (!isBrowser) return;
    const update = () => setSize(window.innerWidth >= DESKTOP_MIN_WIDTH ? 'desktop' : 'mobile');
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [isBrowser]);
  return size;
}

/** Picks the plural form of a message written as "one|other" (English plural rules). */
export function usePluralForm(): { selectMessage(count: number, messages: string): string } {
  // The page's locale's plural rules (plural-message.ts); no hook, so it also works outside a component.
  return { selectMessage: (count, messages) => selectPluralMessage(count, messages) };
}

/** Whether `value` matches one of the patterns (regular expressions as strings). */
export function isRegexpStringMatch(patterns: string | string[] | undefined, value: string): boolean {
  if (!patterns) return false;
  return (Array.isArray(patterns) ? patterns : [patterns]).some((pattern) => new RegExp(pattern).test(value));
}

export function usePrevious<T>(value: T): T | undefined {
  const ref = useRef<T | undefined>(undefined);
  useEffect(() => void (ref.current = value));
  return ref.current;
}

/** A stable function that always calls the latest `callback`. */
export function useEvent<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const ref = useRef(callback);
  (typeof window === 'undefined' ? useEffect : useLayoutEffect)(() => void (ref.current = callback));
  return useCallback((...args: A) => ref.current(...args), []);
}
