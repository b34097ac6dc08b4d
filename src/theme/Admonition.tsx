/** A callout box (`:::tip Title`), one style and icon per keyword (the icons are drawn by theme.css). */
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
  /** Replaces the type's icon (drawn by the stylesheet). */
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
          {icon}
        </span>
        {title ?? split.title ?? LABELS[type] ?? type}
      </p>
      <div className="admonition__content">{split.rest}</div>
    </aside>
  );
}
