/**
 * Errors of a site's own remark and rehype plugins, named as what they are. A plugin that throws
 * (a bug, or `file.fail()` on content it refuses) stops the compile of one file; the error says
 * which plugin failed on which file, at the line the plugin gave when it gave one, instead of
 * passing for a syntax error of the file: "docs/a.mdx:3:1: remark plugin "remark-math" failed: ...".
 * Each plugin is wrapped once (unified merges a plugin listed twice by its identity, and still can).
 */
import type { VFile } from 'vfile';
import { SiteError } from '../site-error.ts';

/** Which option listed the plugin: its name in errors when the plugin itself has none. */
export type PluginListName = 'remarkPlugins' | 'rehypePlugins' | 'beforeDefaultRemarkPlugins' | 'beforeDefaultRehypePlugins';

type Attacher = (this: unknown, ...options: unknown[]) => unknown;
type Transformer = (this: unknown, tree: unknown, file: VFile, next?: (error?: unknown, ...output: unknown[]) => void) => unknown;

/** "remark plugin "remark-math"", "rehype plugin "rehypeKatex"", or by its place when it has no name. */
export function pluginLabel(list: PluginListName, index: number, spec: unknown): string {
  const kind = /Rehype|rehype/.test(list) ? 'rehype' : 'remark';
  const name = typeof spec === 'string' ? spec : typeof spec === 'function' && spec.name ? spec.name : undefined;
  return name ? `${kind} plugin "${name}"` : `${kind} plugin ${list}[${index}]`;
}

/** The first frame of a stack ("at f (file:12:5)"): where in the plugin's code a bug threw. */
function firstFrame(error: unknown): string | undefined {
  const stack = error instanceof Error ? error.stack : undefined;
  return stack
    ?.split('\n')
    .find((line) => /^\s+at /.test(line))
    ?.trim();
}

/** The error as a SiteError naming the plugin and the file; a SiteError (which names its place already) is kept. */
export function pluginError(error: unknown, label: string, file: string | undefined): SiteError {
  if (error instanceof SiteError) return error;
  // A vfile message (file.fail(reason, node)) says where in the file; a thrown Error does not.
  const message = error as { reason?: unknown; message?: unknown; line?: unknown; column?: unknown };
  const reason = typeof message?.reason === 'string' ? message.reason : typeof message?.message === 'string' ? message.message : String(error);
  const line = typeof message?.line === 'number' ? message.line : undefined;
  const column = line !== undefined && typeof message?.column === 'number' ? message.column : undefined;
  const frame = typeof message?.reason === 'string' ? undefined : firstFrame(error);
  return new SiteError(`${label} failed: ${reason}${frame ? ` (${frame})` : ''}`, file, line, column, { cause: error });
}

/** The transformer, its errors (thrown, returned, passed to `next` or rejected) labelled; its arity kept, as unified reads it. */
function labelledTransformer(transformer: Transformer, label: string): Transformer {
  const fail = (error: unknown, file: VFile) => pluginError(error, label, file?.path);
  if (transformer.length > 2)
    return function (this: unknown, tree, file, next) {
      try {
        transformer.call(this, tree, file, (error?: unknown, ...output: unknown[]) => next!(error ? fail(error, file) : error, ...output));
      } catch (error) {
        throw fail(error, file);
      }
    };
  return function (this: unknown, tree, file) {
    let result: unknown;
    try {
      result = transformer.call(this, tree, file);
    } catch (error) {
      throw fail(error, file);
    }
    if (result instanceof Error) return fail(result, file);
    if (result && typeof (result as Promise<unknown>).then === 'function')
      return (result as Promise<unknown>).then(undefined, (error: unknown) => {
        throw fail(error, file);
      });
    return result;
  };
}

const labelled = new WeakMap<Attacher, Map<string, Attacher>>();

/** The plugin with its errors labelled; anything but a function (a preset object) is returned as it is. */
export function withLabelledErrors<T>(plugin: T, label: string): T {
  if (typeof plugin !== 'function') return plugin;
  const attacher = plugin as unknown as Attacher;
  const byLabel = labelled.get(attacher) ?? new Map<string, Attacher>();
  labelled.set(attacher, byLabel);
  let wrapped = byLabel.get(label);
  if (!wrapped) {
    wrapped = function (this: unknown, ...options: unknown[]) {
      let transformer: unknown;
      try {
        transformer = attacher.apply(this, options);
      } catch (error) {
        throw pluginError(error, label, undefined);
      }
      return typeof transformer === 'function' ? labelledTransformer(transformer as Transformer, label) : transformer;
    };
    byLabel.set(label, wrapped);
  }
  return wrapped as unknown as T;
}
