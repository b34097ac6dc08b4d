/**
 * `docusaurus swizzle [themeName] [componentName] [siteDir]`, as Docusaurus 3.10's: `--list` shows
 * the themes' components with the status of each action; `--eject` copies a component's source
 * into the site's `src/theme/`, `--wrap` writes a wrapper around it there. An unsafe action needs
 * `--danger`, a forbidden one is refused. It never asks questions: what Docusaurus would prompt
 * for (theme, component, action) is an error saying which argument is missing. The language is
 * TypeScript with `--typescript`, JavaScript with `--javascript`, else TypeScript when the site has
 * a tsconfig.json.
 */
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { similarIds } from '../../../../plugins/docs/similar-ids.ts';
import { CONFIG_FILE_ENV } from '../../config/load-config.ts';
import { loadSitePlugins } from '../../load-site.ts';
import type { SwizzleAction } from '../../plugin-types.ts';
import { SiteError } from '../../site-error.ts';
import { sitePaths } from '../../site-paths.ts';
import { componentsTable, SWIZZLE_HELP } from './components-table.ts';
import { eject } from './eject.ts';
import { swizzleThemes, themeComponents, type SwizzleTheme, type ThemeComponent } from './swizzle-themes.ts';
import { wrap } from './wrap.ts';

export interface SwizzleOptions {
  list?: boolean;
  wrap?: boolean;
  eject?: boolean;
  /** Allow an action the theme marks unsafe. */
  danger?: boolean;
  typescript?: boolean;
  javascript?: boolean;
  /** The config file, when not the one found in the site folder. */
  config?: string;
  /** Where `.cache/` and `.generated/` go (default: the site folder). */
  workDir?: string;
}

export interface SwizzleResult {
  /** Undefined for --list. */
  action?: SwizzleAction;
  themeName?: string;
  componentName?: string;
  createdFiles: string[];
}

const USAGE = 'usage: docusaurus swizzle <themeName> <componentName> --eject|--wrap [--typescript|--javascript] [--danger] (or --list)';

/** A name given on the command line, found exactly, else by case (with a warning), else an error suggesting close ones. */
function findName(given: string, known: readonly string[], what: string): string {
  if (known.includes(given)) return given;
  const sameCase = known.find((name) => name.toLowerCase() === given.toLowerCase());
  if (sameCase) {
    console.warn(`[warning] ${what} "${given}" does not exist: using "${sameCase}".`);
    return sameCase;
  }
  const close = similarIds(given, known);
  throw new SiteError(
    `${what} "${given}" not found. ${close.length > 0 ? `Did you mean ${close.map((name) => `"${name}"`).join(' or ')}?` : `Available: ${known.join(', ')}.`}`,
  );
}

function chooseLanguage(theme: SwizzleTheme, options: SwizzleOptions, siteDir: string): boolean {
  if (options.typescript && options.javascript) throw new SiteError(`--typescript and --javascript cannot be given together\n${USAGE}`);
  if (options.typescript) {
    if (!theme.typeScriptPath) throw new SiteError(`Theme ${theme.name} does not support the --typescript option.`);
    return true;
  }
  if (options.javascript) return false;
  return !!theme.typeScriptPath && existsSync(join(siteDir, 'tsconfig.json'));
}

function chooseAction(options: SwizzleOptions): SwizzleAction {
  if (options.wrap && options.eject) throw new SiteError(`--wrap and --eject cannot be given together\n${USAGE}`);
  if (options.wrap) return 'wrap';
  if (options.eject) return 'eject';
  throw new SiteError(`say what to do with the component: --eject (copy its source) or --wrap (write a wrapper around it)\n${USAGE}`);
}

function ensureActionAllowed(component: ThemeComponent, action: SwizzleAction, danger: boolean): void {
  const status = component.actions[action];
  if (status === 'forbidden') throw new SiteError(`Swizzle action ${action} is forbidden for component ${component.name}`);
  if (status === 'unsafe' && !danger)
    throw new SiteError(
      `Swizzle action ${action} is unsafe to perform on ${component.name}.\nIt is more likely to be affected by breaking changes in the future\nIf you want to swizzle it, use the --danger flag.`,
    );
}

export async function swizzle(
  siteDir: string,
  themeName: string | undefined,
  componentName: string | undefined,
  options: SwizzleOptions = {},
): Promise<SwizzleResult> {
  if (options.config) process.env[CONFIG_FILE_ENV] = resolve(siteDir, options.config);
  const paths = sitePaths(siteDir, undefined, options.workDir);
  const { plugins } = await loadSitePlugins(paths, { isProduction: false });
  const themes = swizzleThemes(plugins, paths.generatorDir);

  if (options.list && !themeName) {
    const tables = await Promise.all(themes.map(async (theme) => componentsTable(theme.name, await themeComponents(theme, !!options.typescript))));
    console.log(`All theme components available to swizzle:\n\n${tables.join('\n\n')}\n\n${SWIZZLE_HELP}`);
    return { createdFiles: [] };
  }
  if (!themeName) throw new SiteError(`name the theme to swizzle from (themes of this site: ${themes.map((theme) => theme.name).join(', ')})\n${USAGE}`);
  const theme = themes.find(
    (candidate) =>
      candidate.name ===
      findName(
        themeName,
        themes.map((t) => t.name),
        'Theme',
      ),
  )!;
  const typescript = chooseLanguage(theme, options, paths.siteDir);
  const components = await themeComponents(theme, typescript);

  if (options.list) {
    console.log(`${componentsTable(theme.name, components)}\n\n${SWIZZLE_HELP}`);
    return { themeName: theme.name, createdFiles: [] };
  }
  if (!componentName) throw new SiteError(`name the component to swizzle (see: docusaurus swizzle ${theme.name} --list)\n${USAGE}`);
  const component = components.find(
    (candidate) =>
      candidate.name ===
      findName(
        componentName,
        components.map((c) => c.name),
        'Component',
      ),
  )!;
  const action = chooseAction(options);
  ensureActionAllowed(component, action, !!options.danger);

  const createdFiles =
    action === 'wrap'
      ? await wrap({ componentName: component.name, siteDir: paths.siteDir, typescript })
      : await eject({ theme, componentName: component.name, siteDir: paths.siteDir, generatorDir: paths.generatorDir, typescript });
  const shown = createdFiles.map((file) => relative(paths.siteDir, file)).join(', ');
  console.log(
    action === 'wrap'
      ? `[SUCCESS] Created wrapper of ${component.name} from ${theme.name} in ${shown}`
      : `[SUCCESS] Ejected ${component.name} from ${theme.name} to ${shown}`,
  );
  return { action, themeName: theme.name, componentName: component.name, createdFiles };
}
