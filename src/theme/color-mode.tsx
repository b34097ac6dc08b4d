/**
 * Colour mode: light or dark, default from config. The reader's choice is stored under "theme";
 * with nothing stored the system preference is used (when enabled). Changes sync across tabs,
 * and the mode follows the OS setting as it changes, except while printing.
 */
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { preferences, readChoice } from '@generator/client/browser-storage';
import { useSiteData } from '@generator/client/site-context';
import { COLOR_MODES, THEME_STORAGE_KEY, type ColorMode } from './stored-preference-keys';
import type { ThemeConfig } from './theme-config';

interface ColorModeState {
  mode: ColorMode;
  setMode(mode: ColorMode): void;
}

const ColorModeContext = createContext<ColorModeState | null>(null);

function applyMode(mode: ColorMode): void {
  document.documentElement.setAttribute('data-theme', mode);
}

function systemMode(): ColorMode | null {
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : null;
}

export function ColorModeProvider({ children }: { children: ReactNode }) {
  const config = (useSiteData().themeConfig as ThemeConfig).colorMode;
  // The inline head script already chose; start from what it set, so hydration matches the page.
  const [mode, setModeState] = useState<ColorMode>(() =>
    typeof document === 'undefined' ? config.defaultMode : ((document.documentElement.getAttribute('data-theme') as ColorMode | null) ?? config.defaultMode),
  );

  /** Shows a mode (state and <html data-theme>) without storing it. */
  const showMode = useCallback((next: ColorMode) => {
    setModeState(next);
    applyMode(next);
  }, []);

  const setMode = useCallback(
    (next: ColorMode) => {
      showMode(next);
      preferences.set(THEME_STORAGE_KEY, next);
    },
    [showMode],
  );

  // Another tab changed the stored mode.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_STORAGE_KEY) return;
      showMode(readChoice(THEME_STORAGE_KEY, COLOR_MODES) ?? config.defaultMode);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [config.defaultMode, showMode]);

  // The OS setting changed: follow it (and forget the stored choice), unless the page is printing.
  useEffect(() => {
    if (!config.respectPrefersColorScheme) return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const print = window.matchMedia('print');
    const onChange = () => {
      if (print.matches) return;
      preferences.remove(THEME_STORAGE_KEY);
      showMode(systemMode() ?? 'light');
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [config.respectPrefersColorScheme, showMode]);

  return <ColorModeContext.Provider value={{ mode, setMode }}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeState {
  const state = useContext(ColorModeContext);
  if (!state) throw new Error('useColorMode() must be used inside ColorModeProvider');
  return state;
}
