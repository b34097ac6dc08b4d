/**
 * `start [siteDir]`: the dev server, as Docusaurus's `start(siteDir, cliOptions)`: `--port` (else
 * the PORT variable, else 3000), `--host` (default localhost), `--poll [interval]` (watch by
 * polling). Ctrl-C closes it cleanly.
 */
import type { DevServer } from '../dev-server.ts';
import { chooseProgress } from '../progress/choose-progress.ts';
import { checkLocales, type SiteCommandOptions, siteCommandPaths } from './command-site.ts';
import { noticeUnusedOptions } from './unused-options.ts';

export interface StartCliOptions extends Omit<SiteCommandOptions, 'outDir'> {
  port?: string | number;
  host?: string;
  locale?: string;
  /** `--poll [interval]`: true, or the interval in milliseconds. */
  poll?: boolean | number;
  /** `--no-progress`. */
  progress?: boolean;
  /** We never open a browser; `--no-open` is accepted. */
  open?: boolean;
  hotOnly?: boolean;
  minify?: boolean;
}

export const DEFAULT_PORT = 3000;
export const DEFAULT_HOST = 'localhost';

/** `--port`, else the PORT environment variable (as Docusaurus), else 3000; a port that is no number is refused. */
export function portOption(port: string | number | undefined): number {
  const given = port ?? process.env.PORT;
  if (given === undefined || given === '') return DEFAULT_PORT;
  const number = Number(given);
  if (!Number.isInteger(number) || number < 0 || number > 65535) throw new Error(`invalid port "${given}" (expected a number from 0 to 65535)`);
  return number;
}

export async function start(siteDir = '.', cliOptions: StartCliOptions = {}): Promise<DevServer> {
  // As Docusaurus's start: the config, presets and plugins see a development build (preset-classic adds the debug plugin).
  process.env.NODE_ENV = 'development';
  const paths = siteCommandPaths(siteDir, cliOptions);
  await checkLocales(paths, cliOptions.locale);
  noticeUnusedOptions('dev', cliOptions);
  const { startDevServer } = await import('../dev-server.ts');
  const progress = chooseProgress({ label: 'dev', noProgress: cliOptions.progress === false });
  // The dev server closes the progress once it is ready; a start-up that fails clears it before the error.
  const server = await startDevServer(paths, {
    port: portOption(cliOptions.port),
    host: cliOptions.host ?? DEFAULT_HOST,
    progress,
    poll: cliOptions.poll,
    locale: cliOptions.locale,
  }).catch((error: unknown) => {
    progress.close();
    throw error;
  });
  // Ctrl-C (or a stop signal) closes the server, so webpack writes its cache: the next start
  // then compiles from it (webpack stores only after a few idle seconds otherwise). A second
  // signal exits at once.
  const stop = () => {
    process.removeListener('SIGINT', stop).removeListener('SIGTERM', stop);
    process.once('SIGINT', () => process.exit(130)).once('SIGTERM', () => process.exit(143));
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop).once('SIGTERM', stop);
  return server;
}
