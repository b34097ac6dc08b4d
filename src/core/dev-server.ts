/**
 * `start`: the dev server. Content is loaded as in a build; the application (theme, pages' code,
 * what Markdown imports) is compiled by webpack in memory and served with hot updates (React Fast
 * Refresh for components). Pages are rendered in the browser.
 *
 * Content never goes through webpack: a route's payload (compiled Markdown and data) is made when
 * its page or manifest is first asked for, and made again when its files change; the browser is
 * told which routes changed and reads their new payloads, so a Markdown edit shows in the time it
 * takes to compile that one file. An error (bad MDX, bad config) is printed and shown in the page;
 * the server keeps running and recovers on the next fix.
 *
 * This file wires the parts, in dev-server/: the content session (the site, its payloads), the
 * reload queue fed by the content watcher, the bundle (webpack's middleware), the content errors,
 * and the middleware chain that answers requests.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { BuildReport } from './build-report.ts';
import { DevErrorLog } from './dev-error-log.ts';
import type { DevServerOrigin } from './http/same-origin-request.ts';
import { prepareSite } from './load-site.ts';
import { MarkdownStore } from './markdown/markdown-store.ts';
import { chooseProgress } from './progress/choose-progress.ts';
import { secondsText, type PhaseProgress } from './progress/phase-progress.ts';
import type { SitePaths } from './site-paths.ts';
import { answerRenderReports } from './dev-server/answer-render-reports.ts';
import { ContentErrors } from './dev-server/content-errors.ts';
import { ContentSession } from './dev-server/content-session.ts';
import { watchContent } from './dev-server/content-watcher.ts';
import { DevBundle } from './dev-server/dev-bundle.ts';
import { chainMiddleware } from './dev-server/middleware.ts';
import { ReloadQueue } from './dev-server/reload-queue.ts';
import { refuseMalformedPaths, screenRequests } from './dev-server/screen-requests.ts';
import { serveContent } from './dev-server/serve-content.ts';

export interface DevServer {
  /** The port it listens on (the one asked for, or the one the system gave for 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * @param options.progress where the start-up phases are told (the command line's choice; by default, by the terminal); `quiet` tells none
 * @param options.poll watch files by polling (`--poll`: file systems that send no change events, as in some containers); a number is the interval in ms
 */
export async function startDevServer(
  paths: SitePaths,
  options: { port: number; host: string; quiet?: boolean; progress?: PhaseProgress; poll?: boolean | number; locale?: string },
): Promise<DevServer> {
  const log = (message: string) => !options.quiet && console.log(message);
  const errorLog = new DevErrorLog({ error: (text) => console.error(`\n[error] ${text}\n`), ok: log });
  const startedAt = performance.now();
  // Start-up shows its phases (loading the site, the first compile) as a build does, then "ready in N s at URL".
  const progress = options.quiet ? undefined : (options.progress ?? chooseProgress({ label: 'dev' }));
  const startUp = new BuildReport({ progress });
  const store = new MarkdownStore(join(paths.cacheDir, 'markdown'), true);
  // `--locale xx`: that locale's site, at its base URL ("/fr/"), as Docusaurus's start serves it.
  const locale = options.locale ? { locale: options.locale } : undefined;
  const site = await prepareSite(paths, { isProduction: false, store, report: startUp, locale });

  /** Where it listens: the port asked for, then (0 asks the system for one) the one it listens on, before any page can ask. */
  const origin: DevServerOrigin = { host: options.host, port: options.port };
  const bundle = new DevBundle(site, {
    paths,
    address: { host: origin.host, port: () => origin.port },
    // Read only while a compile names its errors, which is after the session below exists.
    plan: () => session.site.plan,
    startUp,
    errorLog,
    log,
  });
  const contentErrors = new ContentErrors(errorLog, paths.siteDir, bundle);
  bundle.afterEachCompile(() => contentErrors.repeat());
  const session = new ContentSession(site, { paths, store, locale, bundle, errors: contentErrors });
  // Content, config and sidebar edits: load the content again, then tell browsers which routes changed.
  const reloads = new ReloadQueue((files) => session.reload(files));
  const watcher = watchContent(paths.siteDir, site, options.poll, (file) => reloads.add(file));

  const server = createServer(
    chainMiddleware(
      [
        screenRequests(origin),
        answerRenderReports({ origin, errorLog, session, siteDir: paths.siteDir }),
        refuseMalformedPaths,
        bundle.serveHotUpdates,
        bundle.serveFiles,
      ],
      serveContent({ siteDir: paths.siteDir, session, reloads, bundle, contentErrors }),
    ),
  );

  // A port in use rejects (the command line prints it in one line), rather than crash with an unhandled 'error' event.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  origin.port = port;
  let closed = false;
  const ready = () => {
    progress?.close();
    if (closed) return;
    log(`[dev] ready in ${secondsText(performance.now() - startedAt)} at http://${options.host}:${port}${session.site.config.baseUrl}`);
  };
  // Said once the first compile is over (a page asked for sooner waits for it); with errors too, which the page shows.
  void bundle.firstCompile.then(ready, ready);
  return {
    port,
    async close() {
      closed = true;
      bundle.abandonStartUp();
      reloads.close();
      await watcher.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await bundle.close();
      await store.close();
    },
  };
}
