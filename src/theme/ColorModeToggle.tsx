/** The light/dark switch in the navbar. */
import { useEffect, useState } from 'react';
import { useColorMode } from './color-mode';
import { translate } from '@generator/client/docusaurus/Translate';

export default function ColorModeToggle() {
  const { mode, setMode } = useColorMode();
  // The server cannot know the reader's mode: render a neutral label until hydrated.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const current =
    hydrated && mode === 'dark'
      ? translate({ id: 'theme.colorToggle.ariaLabel.mode.dark', message: 'dark mode' })
      : translate({ id: 'theme.colorToggle.ariaLabel.mode.light', message: 'light mode' });
  const label = translate({ id: 'theme.colorToggle.ariaLabel', message: 'Switch between dark and light mode (currently {mode})' }, { mode: current });
  return (
    <button
      type="button"
      className="color-mode-toggle"
      onClick={() => setMode(mode === 'dark' ? 'light' : 'dark')}
      aria-label={label}
      title={label}
      disabled={!hydrated}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="color-mode-toggle__light">
        <circle cx="12" cy="12" r="5" fill="currentColor" />
        <path d="M12 1v3M12 20v3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M1 12h3M20 12h3M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1" stroke="currentColor" strokeWidth="2" />
      </svg>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="color-mode-toggle__dark">
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" fill="currentColor" />
      </svg>
    </button>
  );
}
