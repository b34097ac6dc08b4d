/**
 * The themes a site can swizzle from and their components, as Docusaurus's `swizzle` sees them:
 * - `@docusaurus/theme-classic`: the generator's own theme (src/theme), always there. Its
 *   components are the files named like components (`Footer.tsx`), listed under Docusaurus's
 *   names where those differ (`DocItem/Footer`, theme-component-names.ts); lower-case files are
 *   its internal modules. Statuses come from plugins/theme-classic/swizzle-config.ts.
 * - every plugin of the site with a theme folder (`getThemePath` / `getTypeScriptThemePath`),
 *   named by the plugin: its components are its folder's scripts (`X.js`, `X/index.js`), with the
 *   folders between them, as Docusaurus lists a theme package's.
 * A component a theme's swizzle config does not list is unsafe to wrap and to eject.
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { getSwizzleConfig as classicSwizzleConfig } from '../../../../plugins/theme-classic/swizzle-config.ts';
import { themeComponentNames } from '../../bundler/theme-component-names.ts';
import { resolvePluginPath, type InitializedPlugin } from '../../plugin-host.ts';
import type { SwizzleAction, SwizzleActionStatus, SwizzleConfig } from '../../plugin-types.ts';
import { glob } from 'tinyglobby';

export const CLASSIC_THEME_NAME = '@docusaurus/theme-classic';
export const SWIZZLE_ACTIONS: readonly SwizzleAction[] = ['wrap', 'eject'];

export interface SwizzleTheme {
  name: string;
  /** The folder of its JavaScript components, and of its TypeScript ones when it ships them. */
  path: string | undefined;
  typeScriptPath: string | undefined;
  /** Whether the theme is the generator's own (single-file components, Docusaurus's names mapped to ours). */
  builtIn: boolean;
  config: SwizzleConfig;
}

export interface ThemeComponent {
  name: string;
  actions: Record<SwizzleAction, SwizzleActionStatus>;
  description: string;
}

export function swizzleThemes(plugins: readonly InitializedPlugin[], generatorDir: string): SwizzleTheme[] {
  const themeDir = join(generatorDir, 'src/theme');
  const builtIn: SwizzleTheme = { name: CLASSIC_THEME_NAME, path: themeDir, typeScriptPath: themeDir, builtIn: true, config: classicSwizzleConfig() };
  const fromPlugins = plugins
    .filter((plugin) => plugin.getThemePath || plugin.getTypeScriptThemePath)
    .map((plugin): SwizzleTheme => {
      const folder = (path: string | undefined) => (path ? resolvePluginPath(plugin, path) : undefined);
      return {
        name: plugin.name,
        path: folder(plugin.getThemePath?.()),
        typeScriptPath: folder(plugin.getTypeScriptThemePath?.()),
        builtIn: false,
        config: plugin.getSwizzleConfig?.() ?? { components: {} },
      };
    });
  return [builtIn, ...fromPlugins];
}

/** "Footer/index.js" -> "Footer", "Footer/Links.tsx" -> "Footer/Links". */
const componentNameOf = (file: string) => file.replace(/\/index\.[jt]sx?$/, '').replace(/\.[jt]sx?$/, '');

/** Every folder on the way to each name that is not itself a component ("Footer" for "Footer/Links"). */
function intermediateFolders(names: readonly string[]): string[] {
  const known = new Set(names);
  const folders = new Set<string>();
  for (const name of names) {
    const segments = name.split('/');
    for (let i = 1; i < segments.length; i++) {
      const folder = segments.slice(0, i).join('/');
      if (!known.has(folder)) folders.add(folder);
    }
  }
  return [...folders];
}

async function builtInComponentNames(themeDir: string): Promise<string[]> {
  const files = await readdir(themeDir);
  return files.filter((file) => /^[A-Z]\w*\.tsx?$/.test(file)).map((file) => themeComponentNames(file.replace(/\.tsx?$/, ''))[0]);
}

/** The theme's components, the safest first (as Docusaurus orders its table), then by name. */
export async function themeComponents(theme: SwizzleTheme, typescript: boolean): Promise<ThemeComponent[]> {
  const folder = (typescript ? theme.typeScriptPath : undefined) ?? theme.path;
  let names: string[] = [];
  let folders: string[] = [];
  if (theme.builtIn) names = await builtInComponentNames(folder!);
  else if (folder && existsSync(folder)) {
    const files = await glob('**/*.{js,jsx,ts,tsx}', {
      cwd: folder,
      ignore: ['**/*.d.ts', '**/*.{test,tests,story,stories}.*', '**/{__tests__,__mocks__,__fixtures__,__test__}/**'],
    });
    names = [...new Set(files.map(componentNameOf))];
    folders = intermediateFolders(names);
  }
  const components = [...names, ...folders].map((name): ThemeComponent => {
    const configured = theme.config.components[name];
    // A folder holds no component of its own: it can be ejected (all of it), not wrapped.
    const fallback: Record<SwizzleAction, SwizzleActionStatus> = folders.includes(name)
      ? { wrap: 'forbidden', eject: 'unsafe' }
      : { wrap: 'unsafe', eject: 'unsafe' };
    return { name, actions: { ...fallback, ...configured?.actions }, description: configured?.description ?? 'N/A' };
  });
  const safety = (c: ThemeComponent) =>
    [SWIZZLE_ACTIONS.every((a) => c.actions[a] === 'safe'), c.actions.wrap === 'safe', c.actions.eject === 'safe'].map(Number);
  return components.sort((a, b) => {
    const [sa, sb] = [safety(a), safety(b)];
    for (let i = 0; i < sa.length; i++) if (sa[i] !== sb[i]) return sb[i] - sa[i];
    return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
  });
}
