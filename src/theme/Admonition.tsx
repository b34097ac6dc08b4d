/** A callout box (`:::tip Title`), one style and icon per keyword. */
import type { ReactNode } from 'react';

const LABELS: Record<string, string> = {
  note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', typescript: 'TypeScript', xstate: 'XState',
  warningxstate: 'XState', breakingchange: 'Breaking change', studio: 'Stately Studio', new: 'New', video: 'Video',
  caution: 'Caution', important: 'Important', success: 'Success', secondary: 'Note',
};
const ICONS: Record<string, string> = {
  note: 'ℹ', tip: '💡', info: 'ℹ', warning: '⚠', danger: '🔥', typescript: 'TS', xstate: 'X', warningxstate: '⚠',
  breakingchange: '⚠', studio: '◆', new: '✦', video: '▶', caution: '⚠', important: 'ℹ', success: '✓', secondary: 'ℹ',
};

export interface AdmonitionProps {
  type: string;
  /** Replaces the type's label. */
  title?: ReactNode;
  /** Replaces the type's icon. */
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** Docusaurus's `@theme/Admonition`: `type`, `title`, `icon`; also what `:::type Title` renders. */
export default function Admonition({ type, title, icon, className, children }: AdmonitionProps) {
  return (
    <aside className={['admonition', `admonition--${type}`, `theme-admonition-${type}`, className].filter(Boolean).join(' ')}>
      <p className="admonition__heading">
        <span className="admonition__icon" aria-hidden="true">
          {icon ?? ICONS[type] ?? 'ℹ'}
        </span>
        {title ?? LABELS[type] ?? type}
      </p>
      <div className="admonition__content">{children}</div>
    </aside>
  );
}
