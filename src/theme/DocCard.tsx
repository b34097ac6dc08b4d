/**
 * One card of a category's entries (Docusaurus's `@theme/DocCard`, prop `item`: a sidebar item), in
 * Docusaurus's markup: an Infima `card` whose heading is an emoji and the label (the label's own
 * leading emoji, else 📄️ for a doc, 🗃 for a category, 🔗 for an external link, as Docusaurus
 * picks them), then the doc's description or the category's number of items. Class names are
 * Docusaurus's (`ThemeClassNames.docs.docCard`, the stable prefixes of its CSS-module names), then
 * the theme's own `category-card__*`.
 */
import { Link } from '@generator/client/Link';
import isInternalUrl from '@generator/client/docusaurus/isInternalUrl';
import { docCardClassNames as docCard } from '@generator/client/docusaurus/theme-class-names';
import type { SidebarEntry } from '@generator/plugins/docs/contract';
import { leadingEmoji } from './leading-emoji';

type CardKind = 'doc' | 'category' | 'link';

/** Docusaurus's icons where the label starts with no emoji of its own. */
const FALLBACK_ICONS: Record<CardKind, string> = { doc: '📄️', category: '🗃', link: '🔗' };

/** A category without a page of its own leads to its first link, as in Docusaurus. */
function firstHref(item: SidebarEntry): string | undefined {
  if (item.type === 'link') return item.href;
  return item.href ?? item.items.map(firstHref).find(Boolean);
}

const itemCount = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

export default function DocCard({ item }: { item: SidebarEntry }) {
  const href = firstHref(item);
  if (!href) return null;
  const kind: CardKind = item.type === 'category' ? 'category' : isInternalUrl(item.href) ? 'doc' : 'link';
  const detail = item.type === 'category' ? itemCount(item.items.length) : item.description;
  const { emoji, rest } = leadingEmoji(item.label);
  const title = rest.trim();
  return (
    <Link to={href} className={`card padding--lg ${docCard.container} cardContainer_ category-card__link category-card--${kind}`} title={title}>
      <h2 className={`${docCard.heading} cardTitle_ category-card__title`} title={title}>
        <span className={`${docCard.icon} cardTitleIcon_ category-card__icon`}>{emoji ?? FALLBACK_ICONS[kind]}</span>
        <span className={`${docCard.title} cardTitleText_ category-card__label`}>{title}</span>
      </h2>
      {detail && (
        <p className={`text--truncate ${docCard.description} cardDescription_ category-card__description`} title={detail}>
          {detail}
        </p>
      )}
    </Link>
  );
}
