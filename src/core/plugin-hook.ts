/**
 * Calls one of a plugin's hooks as a named step of the build (build-report.ts), so a hook that
 * never settles is reported by plugin and hook, and what it throws names the plugin: a string
 * thrown, or an error without a location, would otherwise reach the terminal with no clue where
 * it came from.
 */
import type { BuildReport } from './build-report.ts';
import { SiteError } from './site-error.ts';

export async function runPluginHook<T>(report: BuildReport, pluginName: string, hook: string, run: () => Promise<T> | T): Promise<T> {
  const where = `plugin "${pluginName}", ${hook}`;
  try {
    return await report.step(where, async () => run());
  } catch (error) {
    // Errors in the site's input already name their file; a timeout already names the step.
    if (error instanceof SiteError) throw error;
    if (!(error instanceof Error))
      throw new SiteError(`${where}: threw ${typeof error === 'string' ? JSON.stringify(error) : String(error)}`, undefined, undefined, undefined, {
        cause: error,
      });
    const named = new Error(`${where}: ${error.message}`, { cause: error });
    // The original stack's frames, under the new message.
    const header = `${error.name}: ${error.message}`;
    const frames = error.stack?.startsWith(header) ? error.stack.slice(header.length) : `\n${error.stack ?? ''}`;
    named.stack = `${named.name}: ${named.message}${frames}`;
    throw named;
  }
}
