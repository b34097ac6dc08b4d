/** The table of contents of a page: its headings within the configured levels, nested by level. */
export interface TocHeading {
  value: string;
  id: string;
  level: number;
}

export interface TocTreeItem extends TocHeading {
  children: TocTreeItem[];
}

export function tocTree(headings: TocHeading[], minLevel: number, maxLevel: number): TocTreeItem[] {
  const roots: TocTreeItem[] = [];
  const open: TocTreeItem[] = [];
  for (const heading of headings) {
    if (heading.level < minLevel || heading.level > maxLevel) continue;
    const item: TocTreeItem = { ...heading, children: [] };
    while (open.length && open[open.length - 1].level >= item.level) open.pop();
    (open.length ? open[open.length - 1].children : roots).push(item);
    open.push(item);
  }
  return roots;
}

export function flattenToc(items: TocTreeItem[]): TocTreeItem[] {
  return items.flatMap((item) => [item, ...flattenToc(item.children)]);
}
