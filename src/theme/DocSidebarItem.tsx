/**
 * One entry of the docs sidebar: a link (highlighted with aria-current="page" when it is the
 * page being read) or a category with its own page link, a toggle button and its items. Class
 * names are Docusaurus's (Infima's `menu__*` and `ThemeClassNames`' `theme-doc-sidebar-item-*` with
 * the level), then the theme's own `docs-sidebar__*`, which carry its behaviour's styles.
 */
import { useRef, useState } from 'react';
import { Link } from '@generator/client/Link';
import {
  docSidebarItemCategoryClassName,
  docSidebarItemCategoryLevelClassName,
  docSidebarItemLinkClassName,
  docSidebarItemLinkLevelClassName,
} from '@generator/client/docusaurus/theme-class-names';
import type { SidebarCategory, SidebarEntry } from '@generator/plugins/docs/contract';
import Collapsible from './Collapsible';
import { rememberCollapsed, rememberedCollapsed } from './sidebar-category-memory';
import { containsPath, isSamePath } from './sidebar-tree';
import { SiblingExpansionProvider, useAutoCollapse } from './sidebar-auto-collapse';
import { useOmittedItems } from './whole-sidebar';
import { reserveRoomForCollapse } from './sidebar-collapse-room';

export type SidebarVariant = 'desktop' | 'mobile';

export interface SidebarItemProps {
  entry: SidebarEntry;
  activePath: string;
  variant: SidebarVariant;
  /** Identifies the entry within the sidebar, for remembered toggles. */
  memoryKey: string;
  /** The entry's positions from the sidebar's root, to find it in the whole sidebar. */
  indexPath: number[];
}

function classes(...names: Array<string | false | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/**
 * Desktop: as configured, but always open around the active page, and as the reader left it.
 * Mobile: closed unless it holds the active page.
 */
function initialCollapsed(category: SidebarCategory, activePath: string, variant: SidebarVariant, memoryKey: string): boolean {
  if (!category.collapsible) return false;
  if (containsPath(category, activePath)) return false;
  if (variant === 'mobile') return true;
  return rememberedCollapsed(memoryKey) ?? category.collapsed;
}

function SidebarCategoryItem({ entry: category, activePath, variant, memoryKey, indexPath }: SidebarItemProps & { entry: SidebarCategory }) {
  const [collapsed, setCollapsed] = useState(() => initialCollapsed(category, activePath, variant, memoryKey));
  // Items this page's copy of the sidebar left out come from the whole sidebar once it opens.
  const omitted = useOmittedItems(indexPath, category.itemsOmitted === true && !collapsed);
  const items = category.itemsOmitted ? (omitted.items ?? []) : category.items;
  const preload = category.itemsOmitted ? omitted.preload : undefined;
  const isActive = isSamePath(category.href, activePath);
  const listId = `sidebar-${variant}-${memoryKey.replace(/[^\w-]/g, '_')}`;
  const remember = (next: boolean) => variant === 'desktop' && rememberCollapsed(memoryKey, next);
  const opened = useAutoCollapse(indexPath[indexPath.length - 1], collapsed, () => {
    setCollapsed(true);
    remember(true);
  });
  const row = useRef<HTMLDivElement>(null);
  const toggle = (next = !collapsed) => {
    if (next && variant === 'desktop') reserveRoomForCollapse(row.current);
    setCollapsed(next);
    remember(next);
    opened(!next);
  };
  const toggleLabel = `Toggle the sidebar category “${category.label}”`;
  const level = indexPath.length;
  const onActiveTrail = containsPath(category, activePath);

  return (
    <li
      className={classes(
        docSidebarItemCategoryClassName,
        docSidebarItemCategoryLevelClassName(level),
        'menu__list-item',
        collapsed && 'menu__list-item--collapsed',
        'docs-sidebar__item docs-sidebar__category',
        category.className,
      )}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: pointer and focus only start loading the category's data early; the row's link and button are the controls. */}
      <div
        ref={row}
        className={classes(
          'menu__list-item-collapsible',
          isActive && 'menu__list-item-collapsible--active',
          'docs-sidebar__category-row',
          onActiveTrail && 'docs-sidebar__category-row--active-trail',
        )}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {category.href ? (
          <>
            <Link
              to={category.href}
              className={classes(
                'menu__link menu__link--sublist',
                onActiveTrail && 'menu__link--active',
                'docs-sidebar__link',
                isActive && 'docs-sidebar__link--active',
              )}
              aria-current={isActive ? 'page' : undefined}
              // Opening a category's page opens the category too.
              onClick={() => category.collapsible && collapsed && toggle(false)}
            >
              {category.label}
            </Link>
            {category.collapsible && (
              <button
                type="button"
                className="clean-btn menu__caret docs-sidebar__toggle"
                aria-expanded={!collapsed}
                aria-controls={listId}
                aria-label={toggleLabel}
                title={toggleLabel}
                onClick={() => toggle()}
              />
            )}
          </>
        ) : category.collapsible ? (
          // Without a page of its own, the whole row is the toggle.
          <button
            type="button"
            className={classes(
              'menu__link menu__link--sublist menu__link--sublist-caret',
              onActiveTrail && 'menu__link--active',
              'docs-sidebar__link docs-sidebar__category-button',
            )}
            aria-expanded={!collapsed}
            aria-controls={listId}
            onClick={() => toggle()}
          >
            {category.label}
          </button>
        ) : (
          <span className="menu__link menu__link--sublist docs-sidebar__link docs-sidebar__category-label">{category.label}</span>
        )}
      </div>
      <Collapsible as="ul" id={listId} collapsed={collapsed} className="menu__list docs-sidebar__list" lazy>
        <SiblingExpansionProvider>
          {items.map((item, i) => (
            <DocSidebarItem key={i} entry={item} activePath={activePath} variant={variant} memoryKey={`${memoryKey}/${i}`} indexPath={[...indexPath, i]} />
          ))}
        </SiblingExpansionProvider>
      </Collapsible>
    </li>
  );
}

export default function DocSidebarItem(props: SidebarItemProps) {
  const { entry, activePath } = props;
  if (entry.type === 'category') return <SidebarCategoryItem {...props} entry={entry} />;
  const isActive = isSamePath(entry.href, activePath);
  const level = props.indexPath.length;
  return (
    <li className={classes(docSidebarItemLinkClassName, docSidebarItemLinkLevelClassName(level), 'menu__list-item', 'docs-sidebar__item', entry.className)}>
      <Link
        to={entry.href}
        className={classes('menu__link', isActive && 'menu__link--active', 'docs-sidebar__link', isActive && 'docs-sidebar__link--active')}
        aria-current={isActive ? 'page' : undefined}
      >
        {entry.label}
      </Link>
    </li>
  );
}
