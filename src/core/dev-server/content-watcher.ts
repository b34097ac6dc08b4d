/**
 * What the dev server watches for content changes: the site's config (by any of its names, and the
 * one `--config` named), its sidebars, and the paths each plugin asks to be watched (its content).
 * The application's code is watched by webpack, not here.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import chokidar, { type FSWatcher } from 'chokidar';
import { CONFIG_FILE_NAMES, findConfigFile } from '../config/load-config.ts';
import type { PreparedSite } from '../load-site.ts';

/**
 * @param poll watch files by polling (`--poll`: file systems that send no change events, as in some containers); a number is the interval in ms
 * @param changed told of each file added, changed or removed
 */
export function watchContent(siteDir: string, site: PreparedSite, poll: boolean | number | undefined, changed: (file: string) => void): FSWatcher {
  const watchPaths = [
    ...CONFIG_FILE_NAMES.map((name) => join(siteDir, name)),
    // The one `--config` named, when it has another name.
    ...[findConfigFile(siteDir) ?? []].flat(),
    join(siteDir, 'sidebars.ts'),
    ...site.plugins.flatMap((p) => p.getPathsToWatch?.() ?? []),
  ];
  const polling = poll ? { usePolling: true, ...(typeof poll === 'number' ? { interval: poll } : {}) } : {};
  const watcher = chokidar.watch(watchPaths.filter(existsSync), { ignoreInitial: true, ...polling });
  watcher.on('all', (_event, file) => changed(file));
  return watcher;
}
