/**
 * With the hash router the URL's hash holds the page's path (`#/docs/a`), so a plain link to a
 * heading (`href="#usage"`, as the table of contents and heading anchors write it) would replace
 * the path. As Docusaurus routes such links with that router, they go through the router here:
 * `#/docs/a#usage`, and the navigation scrolls to the heading (scroll.ts).
 */
import type { History } from './react-router';

export function routeInPageAnchors(history: History): void {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null;
    const href = anchor?.getAttribute('href');
    if (!href || href === '#' || href.startsWith('#/') || anchor?.getAttribute('target')) return;
    event.preventDefault();
    history.push(`${history.location.pathname}${history.location.search}${href}`);
  });
}
