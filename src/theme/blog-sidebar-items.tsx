/**
 * What every variant of the blog sidebar shares (Docusaurus's `@docusaurus/plugin-content-blog/client`
 * sidebar helpers): the grouping by year, and the list of links with the current post marked
 * (`aria-current="page"`, by React Router's NavLink). Docusaurus's `useVisibleBlogSidebarItems` has
 * no counterpart: the sidebar's data holds no unlisted post (plugins/blog/sidebar.ts).
 */
import { Link } from '@generator/client/Link';
import type { BlogSidebarItem } from '@generator/plugins/blog/contract';

/** The sidebar's accessible name, on desktop and in the drawer (Docusaurus's). */
export const BLOG_SIDEBAR_LABEL = 'Blog recent posts navigation';

/**
 * Items by year, newest year first, each year's items in their order. The year is the UTC one, as
 * the dates are (midnight UTC): the server and every reader's browser group a 1 January post alike.
 */
export function groupBlogSidebarItemsByYear(items: BlogSidebarItem[]): Array<[string, BlogSidebarItem[]]> {
  const years = new Map<string, BlogSidebarItem[]>();
  for (const item of items) {
    const year = String(new Date(item.date).getUTCFullYear());
    years.set(year, [...(years.get(year) ?? []), item]);
  }
  return [...years].sort(([a], [b]) => Number(b) - Number(a));
}

export interface BlogSidebarItemListProps {
  items: BlogSidebarItem[];
  ulClassName?: string;
  liClassName?: string;
  linkClassName?: string;
  linkActiveClassName?: string;
}

/** The links, one list item each; the current post's link gets `linkActiveClassName` and `aria-current="page"`. */
export function BlogSidebarItemList({ items, ulClassName, liClassName, linkClassName, linkActiveClassName }: BlogSidebarItemListProps) {
  return (
    <ul className={ulClassName}>
      {items.map((item) => (
        <li key={item.permalink} className={liClassName}>
          <Link isNavLink to={item.permalink} className={linkClassName} activeClassName={linkActiveClassName}>
            {item.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The list both variants draw (the nav around it tells them apart in CSS). */
export function BlogSidebarLinks({ items }: { items: BlogSidebarItem[] }) {
  return (
    <BlogSidebarItemList
      items={items}
      ulClassName="blog-sidebar__list"
      liClassName="blog-sidebar__item"
      linkClassName="blog-sidebar__link"
      linkActiveClassName="blog-sidebar__link--active"
    />
  );
}
