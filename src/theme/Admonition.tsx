/** A callout box (`:::tip Title`), one style and icon per keyword. */
import type { ReactNode } from 'react';

const LABELS: Record<string, string> = {
  note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', typescript: 'TypeScript', xstate: 'XState',
  warningxstate: 'XState', breakingchange: 'Breaking change', studio: 'Stately Studio', new: 'New', video: 'Video',
};
const ICONS: Record<string, string> = {
  note: 'ℹ', tip: '💡', info: 'ℹ', warning: '⚠', danger: '🔥', typescript: 'TS', xstate: 'X', warningxstate: '⚠',
  breakingchange: '⚠', studio: '◆', new: '✦', video: '▶',
};

export default function Admonition({ type, title, children }: { type: string; title?: string; children?: ReactNode }) {
  return (
    <aside className={`admonition admonition--${type}`}>
      <p className="admonition__heading">
        <span className="admonition__icon" aria-hidden="true">
          {ICONS[type] ?? 'ℹ'}
        </span>
        {title ?? LABELS[type] ?? type}
      </p>
      <div className="admonition__content">{children}</div>
    </aside>
  );
}
