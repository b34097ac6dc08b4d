/**
 * Runs a code block to get the machine it creates. The block is compiled with esbuild (TypeScript
 * types stripped, imports to CommonJS) and run in a fresh `node:vm` context with a time limit,
 * where `require` gives the one XState package the page documents and nothing else: no file
 * system, no process, no other module. `createMachine` (and `setup(...).createMachine`, and v4's
 * `Machine`) are wrapped to record each machine made; the block's exported machine wins, else
 * the last one made.
 */
import { createRequire } from 'node:module';
import vm from 'node:vm';
import type { Loader } from 'esbuild';

/** Why a block gives no diagram: shown in the build's warning. */
export class MachineEvaluationError extends Error {}

/** A block's machine: the value createMachine returned, read by machine-graph.ts. */
export type EvaluatedMachine = Record<string, unknown>;

/** The machine, and the name the block exports or declares it under (a machine without an id is shown by it). */
export interface BlockMachine {
  machine: EvaluatedMachine;
  exportName?: string;
}

const LOADERS: Record<string, Loader> = { ts: 'ts', typescript: 'ts', tsx: 'tsx', js: 'js', javascript: 'js', jsx: 'jsx', mjs: 'js' };

/** Whether a code block's language is one a machine can be read from. */
export const isScriptLanguage = (lang: string | null | undefined): boolean => !!lang && lang in LOADERS;

type MachineFactory = (...args: unknown[]) => EvaluatedMachine;

/**
 * The package as the block sees it: the real exports, with every machine factory recording what
 * it returns. XState v4 warns through the host's console on each createMachine without
 * `predictableActionArguments`: that advice is for the reader's app, not for the build log.
 */
function recordingPackage(real: Record<string, unknown>, made: EvaluatedMachine[], actors: Array<{ stop?: () => void }>): Record<string, unknown> {
  const record =
    (factory: MachineFactory): MachineFactory =>
    (...args) => {
      const warn = console.warn;
      console.warn = () => {};
      try {
        const machine = factory(...args);
        made.push(machine);
        return machine;
      } finally {
        console.warn = warn;
      }
    };
  const wrapped: Record<string, unknown> = { ...real };
  for (const name of ['createMachine', 'Machine']) if (typeof real[name] === 'function') wrapped[name] = record(real[name] as MachineFactory);
  // Actors a block starts (to show its machine running) are stopped after it: their timers would otherwise fire later in the build.
  for (const name of ['createActor', 'interpret']) {
    const start = real[name];
    if (typeof start === 'function')
      wrapped[name] = (...args: unknown[]) => {
        const actor = (start as (...a: unknown[]) => { stop?: () => void })(...args);
        actors.push(actor);
        return actor;
      };
  }
  if (typeof real.setup === 'function') {
    wrapped.setup = (...args: unknown[]) => {
      const setup = (real.setup as (...a: unknown[]) => Record<string, unknown>)(...args);
      return Object.assign(Object.create(setup), { createMachine: record((setup.createMachine as MachineFactory).bind(setup)) });
    };
  }
  return wrapped;
}

/**
 * The top-level variable holding the machine (`const toggleMachine = createMachine(...)`), when
 * the block does not export it: top-level bindings of a script stay readable in its context.
 */
function declaredName(compiled: string, context: vm.Context, machine: EvaluatedMachine, timeoutMs: number): string | undefined {
  for (const [, name] of compiled.matchAll(/^(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=/gm)) {
    try {
      // Reading a binding runs no code of the block's (a getter aside): the block's own time limit, not a tighter one that a
      // loaded machine can miss while the thread waits for a core (the name, and the diagram's title, would then vary by build).
      if (vm.runInContext(name, context, { timeout: timeoutMs }) === machine) return name;
    } catch {
      // Not a readable binding (declared in a block that did not run): not this machine's name.
    }
  }
  return undefined;
}

const isMachine = (value: unknown, made: EvaluatedMachine[]): value is EvaluatedMachine => made.includes(value as EvaluatedMachine);

/**
 * The machine a block creates.
 * @param packageName the XState package its `xstate` import stands for (`xstate`, `xstate4`)
 * @param resolveFrom a file the package is resolved from (the page: its site's node_modules)
 */
export async function evaluateMachine(code: string, lang: string, packageName: string, resolveFrom: string, timeoutMs: number): Promise<BlockMachine> {
  // Loaded on the first block: the site's config imports this step, and loading the config must stay cheap.
  const { transformSync } = await import('esbuild');
  let compiled: string;
  try {
    compiled = transformSync(code, { loader: LOADERS[lang] ?? 'ts', format: 'cjs', target: 'es2022', logLevel: 'silent' }).code;
  } catch (error) {
    const first = (error as { errors?: Array<{ text: string }> }).errors?.[0]?.text;
    throw new MachineEvaluationError(`it does not compile: ${first ?? (error as Error).message}`);
  }
  const xstate = createRequire(resolveFrom)(packageName) as Record<string, unknown>;
  const made: EvaluatedMachine[] = [];
  const actors: Array<{ stop?: () => void }> = [];
  const blockPackage = recordingPackage(xstate, made, actors);
  const module = { exports: {} as Record<string, unknown> };
  const sandboxRequire = (specifier: string) => {
    if (specifier === 'xstate') return blockPackage;
    throw new MachineEvaluationError(`it imports "${specifier}" (only "xstate" is available to a diagram's block)`);
  };
  const silent = () => {};
  // Timers that never fire: a block may schedule work around its machine (a demo's setTimeout), and only the machine is wanted.
  const noTimer = () => 0;
  const context = vm.createContext({
    setTimeout: noTimer,
    setInterval: noTimer,
    clearTimeout: silent,
    clearInterval: silent,
    require: sandboxRequire,
    module,
    exports: module.exports,
    console: { log: silent, info: silent, warn: silent, error: silent, debug: silent, table: silent },
  });
  try {
    vm.runInContext(compiled, context, { timeout: timeoutMs, filename: 'statechart-block.js' });
  } catch (error) {
    if (error instanceof MachineEvaluationError) throw error;
    const message = (error as Error)?.message ?? String(error);
    if (/timed out/i.test(message)) throw new MachineEvaluationError(`it did not finish within ${timeoutMs} ms`);
    throw new MachineEvaluationError(`it throws: ${message}`);
  } finally {
    for (const actor of actors) {
      try {
        actor.stop?.();
      } catch {
        // Stopping is tidying up: an actor that fails to stop changes nothing in the diagram.
      }
    }
  }
  const exported = Object.entries(module.exports).filter(([, value]) => isMachine(value, made));
  const [exportName, exportedMachine] = exported.at(-1) ?? [];
  const machine = (exportedMachine as EvaluatedMachine | undefined) ?? made.at(-1);
  if (!machine) throw new MachineEvaluationError('it creates no machine (no createMachine or setup(...).createMachine call ran)');
  const name = exportedMachine && exportName !== 'default' ? exportName : declaredName(compiled, context, machine, timeoutMs);
  return { machine, ...(name ? { exportName: name } : {}) };
}
