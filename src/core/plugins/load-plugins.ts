/**
 * The plugins' content lifecycle, as Docusaurus 3 runs it (its `executePluginContentLoading` and
 * `executePluginAllContentLoaded`): every plugin loads its content and, as soon as that is done,
 * translates it for the locale and adds its routes (contentLoaded), all plugins at once; then
 * allContentLoaded, which sees every plugin's content. Each step returns what it made.
 */
import { translatePluginContent, translatesContent } from '../i18n/plugin-translations.ts';
import { runPluginHook } from '../plugin-hook.ts';
import type { AllContent, LoadContext, RouteInfo } from '../plugin-types.ts';
import type { InitializedPlugin, LoadedPlugin, PluginActionsResult } from './loaded-plugin.ts';
import { createPluginActions } from './plugin-actions.ts';

/** What a step whose hook the plugin does not have collects. */
const nothing = (): PluginActionsResult => ({ routes: [], hasGlobalData: false, globalData: undefined });

/** Content as loaded, then translated for the locale (Docusaurus's translateContent); as loaded otherwise. */
async function loadPluginContent(plugin: InitializedPlugin, context: LoadContext): Promise<unknown> {
  const loaded = plugin.loadContent && (await runPluginHook(context.report, plugin.name, 'loadContent', () => plugin.loadContent!()));
  if (!translatesContent(plugin, context)) return loaded;
  return runPluginHook(context.report, plugin.name, 'translateContent', () => translatePluginContent(plugin, loaded, context));
}

/** One plugin's content, then what its contentLoaded adds. */
export async function executePluginContentLoading(plugin: InitializedPlugin, context: LoadContext): Promise<LoadedPlugin> {
  const content = await loadPluginContent(plugin, context);
  if (!plugin.contentLoaded) return { ...plugin, content, ...nothing() };
  const { actions, settle } = createPluginActions(plugin, context);
  await runPluginHook(context.report, plugin.name, 'contentLoaded', () => plugin.contentLoaded!({ content, actions }));
  return { ...plugin, content, ...(await settle()) };
}

/** What one plugin's allContentLoaded adds, seeing every plugin's content and the routes their contentLoaded added. */
export async function executePluginAllContentLoaded(
  plugin: LoadedPlugin,
  allContent: AllContent,
  routes: readonly RouteInfo[],
  context: LoadContext,
): Promise<PluginActionsResult> {
  if (!plugin.allContentLoaded) return nothing();
  const { actions, settle } = createPluginActions(plugin, context);
  await runPluginHook(context.report, plugin.name, 'allContentLoaded', () => plugin.allContentLoaded!({ allContent, actions, routes }));
  return settle();
}

/** Every plugin's content, by plugin name and id, as allContentLoaded sees it. */
export function allContentOf(plugins: readonly LoadedPlugin[]): AllContent {
  const allContent: AllContent = {};
  for (const plugin of plugins) (allContent[plugin.name] ??= {})[plugin.id] = plugin.content;
  return allContent;
}
