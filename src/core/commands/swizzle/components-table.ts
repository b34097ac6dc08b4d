/**
 * What `swizzle --list` prints: per theme, a table of its components with the status of each
 * action (Safe, Unsafe, Forbidden) and a description, then what the actions and statuses mean,
 * in Docusaurus's terms. Plain text in aligned columns, readable in a log as in a terminal.
 */
import type { SwizzleActionStatus } from '../../plugin-types.ts';
import type { ThemeComponent } from './swizzle-themes.ts';

const label = (status: SwizzleActionStatus) => status[0].toUpperCase() + status.slice(1);

/** Rows of cells in columns as wide as their widest cell; the last column is not padded. */
function alignedRows(rows: string[][]): string[] {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) =>
    row
      .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column])))
      .join('  ')
      .trimEnd(),
  );
}

export function componentsTable(themeName: string, components: readonly ThemeComponent[]): string {
  if (components.length === 0) return `${themeName}: no component to swizzle.`;
  const rows = [
    ['Component name', 'Wrap', 'Eject', 'Description'],
    ...components.map((c) => [c.name, label(c.actions.wrap), label(c.actions.eject), c.description.replace(/\s+/g, ' ')]),
  ];
  const [head, ...body] = alignedRows(rows);
  return [`Components available for swizzle in ${themeName}:`, '', head, '-'.repeat(head.length), ...body].join('\n');
}

export const SWIZZLE_HELP = `Swizzle actions:
  Wrap   --wrap   Creates a wrapper around the original theme component: render other components before or after it.
                  Prefer --wrap whenever possible: there is less code to maintain.
  Eject  --eject  Copies the full source of the original theme component, to change its UI and logic entirely.

Swizzle safety statuses:
  Safe               The component is meant to be swizzled; the swizzled component keeps working across minor versions.
  Unsafe  --danger   It can be swizzled, but it may change in a minor version: you will update your copy by hand.
  Forbidden          The component is not meant to be swizzled.

Swizzle guide: https://docusaurus.io/docs/swizzling`;
