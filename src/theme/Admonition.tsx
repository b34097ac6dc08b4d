/** A callout box (`:::tip Title`), one style and icon per keyword. */
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

const LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
  typescript: 'TypeScript',
  xstate: 'XState',
  warningxstate: 'XState',
  breakingchange: 'Breaking change',
  studio: 'Stately Studio',
  new: 'New',
  video: 'Video',
};
/** Outline icons (24×24, drawn with the text colour), one shape per meaning; inline SVG so no emoji font is needed. */
const ICON_PATHS = {
  info: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 16v-5M12 8h.01',
  bulb: 'M9 18h6M10 21.5h4M12 2.5a6.5 6.5 0 0 0-3.5 12V17h7v-2.5a6.5 6.5 0 0 0-3.5-12z',
  triangle: 'M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01',
  flame: 'M12 22c3.9 0 7-2.6 7-6.8 0-4-3-6.4-4-9.4-1 2.2-2.2 3.2-3.4 3.4C11.8 6 11 4 9 2c.3 3.6-4 6-4 11.2C5 18.9 8.1 22 12 22z',
  check: 'M20 6 9 17l-5-5',
  code: 'M8 6l-6 6 6 6M16 6l6 6-6 6',
  cross: 'M5 5l14 14M19 5 5 19',
  bolt: 'M13 2 3.5 14H12l-1 8 9.5-12H12z',
  layout: 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM3 9h18M9 21V9',
  sparkle: 'M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2z',
  play: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM10 8l6 4-6 4z',
};
const ICONS: Record<string, keyof typeof ICON_PATHS> = {
  note: 'info',
  tip: 'bulb',
  info: 'info',
  warning: 'triangle',
  danger: 'flame',
  caution: 'triangle',
  important: 'info',
  success: 'check',
  secondary: 'info',
  typescript: 'code',
  xstate: 'cross',
  warningxstate: 'triangle',
  breakingchange: 'bolt',
  studio: 'layout',
  new: 'sparkle',
  video: 'play',
};

function AdmonitionIcon({ type }: { type: string }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[ICONS[type] ?? 'info']} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A title written with Markdown (`:::note[Use **this**]`) arrives as a first child `<mdxAdmonitionTitle>`: take it out as the title. */
function splitTitle(children: ReactNode): { title?: ReactNode; rest: ReactNode } {
  const items = Children.toArray(children);
  const first = items[0];
  if (isValidElement(first) && first.type === 'mdxAdmonitionTitle')
    return { title: (first as ReactElement<{ children?: ReactNode }>).props.children, rest: items.slice(1) };
  return { rest: children };
}

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
  const split = splitTitle(children);
  return (
    <aside className={['admonition', `admonition--${type}`, `theme-admonition-${type}`, className].filter(Boolean).join(' ')}>
      <p className="admonition__heading">
        <span className="admonition__icon" aria-hidden="true">
          {icon ?? <AdmonitionIcon type={type} />}
        </span>
        {title ?? split.title ?? LABELS[type] ?? type}
      </p>
      <div className="admonition__content">{split.rest}</div>
    </aside>
  );
}
