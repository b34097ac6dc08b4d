/** A callout box (`:::tip Title`), one style and icon per keyword (the icons are drawn by theme.css). */
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * Docusaurus's keywords are titled in lower case, as Docusaurus writes them in the HTML (its
 * stylesheet shows them in capitals: theme.css does the same); the legacy aliases keep their own
 * word (`:::secondary` is titled "secondary", as in Docusaurus).
 */
const DOCUSAURUS_LABELS: Record<string, string> = {
  note: 'note',
  tip: 'tip',
  info: 'info',
  warning: 'warning',
  danger: 'danger',
  caution: 'caution',
  important: 'important',
  success: 'success',
  secondary: 'secondary',
};

/** This theme's own keywords, written as they show. */
const OWN_LABELS: Record<string, string> = {
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
  const ownTitle = title ?? split.title;
  const keywordTitle = ownTitle === undefined ? DOCUSAURUS_LABELS[type] : undefined;
  const heading = ['admonition__heading', keywordTitle && 'admonition__heading--keyword'].filter(Boolean).join(' ');
  return (
    <aside className={['admonition', `admonition--${type}`, `theme-admonition-${type}`, className].filter(Boolean).join(' ')}>
      <p className={heading}>
        <span className="admonition__icon" aria-hidden="true">
          {icon}
        </span>
        {ownTitle ?? keywordTitle ?? OWN_LABELS[type] ?? type}
      </p>
      <div className="admonition__content">{split.rest}</div>
    </aside>
  );
}
