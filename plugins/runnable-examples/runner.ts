/**
 * The code of a runnable example's Web Worker (browser side; bundled by worker-bundle.ts with the
 * runtime's modules, one file per runtime). The page posts `{ example }`, the URL of a compiled
 * example; the worker runs it as a module whose imports of the runtime's modules are served from
 * the copies bundled here, and posts back what it printed (console.log/info/warn/error/debug,
 * values formatted as Node prints them), then, once its timers have all fired, the last snapshot
 * value of each actor it created. The page stops a run that takes too long by terminating the worker.
 */
import { formatConsoleArguments, formatValue } from './format-value.ts';

export type RunnerMessage =
  | { type: 'console'; level: 'log' | 'info' | 'warn' | 'error' | 'debug'; text: string }
  | { type: 'done'; snapshots: string[] }
  | { type: 'error'; text: string };

export interface RunnerSetup {
  /** Module name -> the bundled module. */
  modules: Record<string, Record<string, unknown>>;
  /** Exports (of any module) that create actors: their results are followed to show their last snapshot. */
  actorFactories: string[];
}

interface Actor {
  getSnapshot(): { value?: unknown } | undefined;
}

const post = (message: RunnerMessage) => (self as unknown as Worker).postMessage(message);

/** Counts the timers still to fire, so the run ends when the example has nothing left to do. */
function trackTimers(onIdle: () => void): () => number {
  const pending = new Set<unknown>();
  const { setTimeout: set, clearTimeout: clear, setInterval: setEvery, clearInterval: clearEvery } = globalThis;
  const settle = () => set(() => pending.size === 0 && onIdle(), 0);
  globalThis.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
    const id = set(
      (...args: unknown[]) => {
        pending.delete(id);
        try {
          if (typeof handler === 'function') handler(...args);
        } finally {
          settle();
        }
      },
      delay,
      ...rest,
    );
    pending.add(id);
    return id;
  }) as unknown as typeof setTimeout;
  globalThis.clearTimeout = ((id: ReturnType<typeof setTimeout>) => {
    pending.delete(id);
    clear(id);
    settle();
  }) as unknown as typeof clearTimeout;
  globalThis.setInterval = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
    const id = setEvery(handler, delay, ...rest);
    pending.add(id);
    return id;
  }) as unknown as typeof setInterval;
  globalThis.clearInterval = ((id: ReturnType<typeof setInterval>) => {
    pending.delete(id);
    clearEvery(id);
    settle();
  }) as unknown as typeof clearInterval;
  return () => pending.size;
}

/** A module (blob URL) re-exporting one bundled module's exports, for the example to import. */
function moduleShim(name: string, module: Record<string, unknown>): string {
  const names = Object.keys(module).filter((key) => key !== 'default' && /^[A-Za-z_$][\w$]*$/.test(key));
  const source = [
    `const m = self.__runnableModules[${JSON.stringify(name)}];`,
    names.length ? `export const { ${names.join(', ')} } = m;` : '',
    'default' in module ? 'export default m.default;' : '',
  ].join('\n');
  return URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
}

/** The module's exports, its actor factories wrapped to remember the actors they create. */
function followingActors(module: Record<string, unknown>, factories: string[], actors: Actor[]): Record<string, unknown> {
  const wrapped: Record<string, unknown> = { ...module };
  for (const name of factories) {
    const factory = module[name];
    if (typeof factory !== 'function') continue;
    wrapped[name] = (...args: unknown[]) => {
      const actor = (factory as (...a: unknown[]) => Actor)(...args);
      actors.push(actor);
      return actor;
    };
  }
  return wrapped;
}

export function startRunner({ modules, actorFactories }: RunnerSetup): void {
  const actors: Actor[] = [];
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const)
    console[level] = (...args: unknown[]) => post({ type: 'console', level, text: formatConsoleArguments(args) });
  self.addEventListener('error', (event) => post({ type: 'error', text: String(event.error?.stack ?? event.message) }));
  self.addEventListener('unhandledrejection', (event) => post({ type: 'error', text: String(event.reason?.stack ?? event.reason) }));

  let imported = false;
  let finished = false;
  const finish = () => {
    if (!imported || finished) return;
    finished = true;
    const snapshots = actors.map((actor) => {
      try {
        return formatValue(actor.getSnapshot()?.value);
      } catch (error) {
        return `(no snapshot: ${String(error)})`;
      }
    });
    post({ type: 'done', snapshots });
  };
  const pendingTimers = trackTimers(finish);

  self.addEventListener('message', async (event: MessageEvent<{ example: string }>) => {
    const served: Record<string, Record<string, unknown>> = {};
    const urls: Record<string, string> = {};
    for (const [name, module] of Object.entries(modules)) {
      served[name] = followingActors(module, actorFactories, actors);
      urls[name] = moduleShim(name, served[name]);
    }
    (self as unknown as { __runnableModules: typeof served }).__runnableModules = served;
    try {
      const response = await fetch(event.data.example);
      if (!response.ok) throw new Error(`the example could not be loaded (HTTP ${response.status})`);
      const code = (await response.text()).replace(/(\bfrom\s*|\bimport\s*\(?\s*)"([^"]+)"/g, (whole, before: string, name: string) =>
        name in urls ? `${before}${JSON.stringify(urls[name])}` : whole,
      );
      await import(/* webpackIgnore: true */ URL.createObjectURL(new Blob([code], { type: 'text/javascript' })));
    } catch (error) {
      post({ type: 'error', text: String((error as Error)?.stack ?? error) });
    }
    imported = true;
    if (pendingTimers() === 0) setTimeout(finish, 0);
  });
}
