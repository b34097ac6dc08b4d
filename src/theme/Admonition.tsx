/**
 * A callout box (`:::tip Title`), one style and icon per keyword (the icons are drawn by theme.css):
 * an Infima alert with Docusaurus's class names (`theme-admonition theme-admonition-tip alert
 * alert--success`), so a site's CSS for either reaches it.
 */
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { translate } from '@generator/client/docusaurus/Translate';
import { admonitionClassName, admonitionTypeClassName } from '@generator/client/docusaurus/theme-class-names';

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

/**
 * The Infima alert a keyword is drawn as, where Docusaurus's differs from the keyword (info,
 * warning, danger, success and secondary are their own); this theme's own keywords are info boxes.
 */
const ALERT_VARIANTS: Record<string, string> = { note: 'secondary', tip: 'success', caution: 'warning', important: 'info' };
const SELF_NAMED_ALERTS = new Set(['info', 'warning', 'danger', 'success', 'secondary']);
const alertVariant = (type: string) => ALERT_VARIANTS[type] ?? (SELF_NAMED_ALERTS.has(type) ? type : 'info');

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
  const keywordLabel = ownTitle === undefined ? DOCUSAURUS_LABELS[type] : undefined;
  // In the page's locale (Docusaurus's theme.admonition.<keyword> strings).
  const keywordTitle = keywordLabel && translate({ id: `theme.admonition.${type}`, message: keywordLabel });
  const heading = ['admonition__heading', keywordTitle && 'admonition__heading--keyword'].filter(Boolean).join(' ');
  return (
    <aside
      className={['admonition', `admonition--${type}`, admonitionTypeClassName(type), admonitionClassName, 'alert', `alert--${alertVariant(type)}`, className]
        .filter(Boolean)
        .join(' ')}
    >
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
