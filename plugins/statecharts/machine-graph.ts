/**
 * Reads a machine's node tree into a MachineGraph: XState v5's `machine.root` and v4's machine
 * (itself the root StateNode) differ in a few names (v5 `entry`/`guard`/`always`/`initial.target`,
 * v4 `onEntry`/`cond`/'' events/`initial` key); everything else is read the same way.
 */
import type { BlockMachine } from './evaluate-machine.ts';
import type { MachineGraph, MachineState, MachineTransition, StateKind } from './diagram.ts';

/** A StateNode or transition of either XState major, read field by field with fallbacks. */
// biome-ignore lint/suspicious/noExplicitAny: the two majors' node classes differ; every field read here is checked or defaulted.
type Node = Record<string, any>;

/** An action's or guard's name as a reader wrote it: `track`, `assign`, or `inline` for an anonymous function. */
function nameOf(item: unknown): string | undefined {
  if (typeof item === 'string') return item;
  if (!item || (typeof item !== 'object' && typeof item !== 'function')) return undefined;
  const { type, name } = item as { type?: unknown; name?: unknown };
  // v4 wraps a named guard as { type: 'xstate.guard', name }.
  if (type === 'xstate.guard' && typeof name === 'string') return name;
  if (typeof type === 'string') return type.replace(/^xstate\./, '');
  return typeof name === 'string' && name && name !== 'anonymous' ? name : 'inline';
}

/** Built-in actions XState adds by itself (the timers of `after`), not written by the reader. */
const isImplicitAction = (item: unknown): boolean => {
  const type = (item as { type?: unknown } | undefined)?.type;
  const event = String((item as Node | undefined)?.event?.type ?? '');
  return type === 'xstate.cancel' || ((type === 'xstate.raise' || type === 'xstate.send') && /^xstate\.after/.test(event));
};

const actionNames = (actions: unknown): string[] =>
  (Array.isArray(actions) ? actions : [])
    .filter((action) => !isImplicitAction(action))
    .map(nameOf)
    .filter((name): name is string => !!name);

/** `after 1000ms` for a delay, `always` for an eventless transition, else the event without XState's prefix. */
function eventLabel(transition: Node): string {
  const delay = transition.delay;
  if (delay !== undefined) return typeof delay === 'number' ? `after ${delay}ms` : `after ${String(delay)}`;
  const event = String(transition.eventType ?? '');
  if (event === '') return 'always';
  return event.replace(/^xstate\./, '');
}

function transitionLabel(transition: Node): string {
  const guard = nameOf(transition.guard ?? transition.cond);
  return guard ? `${eventLabel(transition)} [${guard}]` : eventLabel(transition);
}

/** Every transition a node defines: its `on`/`after`/`always` (v5 keeps `always` apart; v4 has them all in one list). */
function transitionsOf(node: Node): Node[] {
  const { transitions } = node;
  const listed: Node[] = transitions instanceof Map ? [...transitions.values()].flat() : Array.isArray(transitions) ? transitions : [];
  return [...listed, ...(Array.isArray(node.always) && transitions instanceof Map ? node.always : [])];
}

function kindOf(node: Node): StateKind {
  const type = node.type as string;
  if (type === 'compound' || type === 'parallel' || type === 'final' || type === 'history') return type;
  return 'atomic';
}

/** XState's id for a machine given none. */
const UNNAMED_MACHINE = '(machine)';

/** The machine's graph (v5 machines have `root`; a v4 machine is its root node). */
export function machineGraph({ machine, exportName }: BlockMachine): MachineGraph {
  const root = (machine.root ?? machine) as Node;
  const transitions: MachineTransition[] = [];
  const read = (node: Node): MachineState => {
    const children = Object.values((node.states ?? {}) as Record<string, Node>).map(read);
    const internal: string[] = [];
    for (const transition of transitionsOf(node)) {
      const targets = (transition.target ?? []) as Node[];
      const label = transitionLabel(transition);
      if (targets.length === 0) internal.push(label);
      for (const target of targets) transitions.push({ source: node.id, target: target.id, label });
    }
    // v5: initial is a transition ({ target: [node] }); v4: the initial child's key.
    const initial = node.initial;
    const initialKey = typeof initial === 'string' ? initial : (initial?.target?.[0]?.key as string | undefined);
    const initialChild = node.type === 'compound' && initialKey ? (node.states?.[initialKey]?.id as string | undefined) : undefined;
    return {
      id: node.id,
      key: node.key,
      kind: kindOf(node),
      ...(node.type === 'history' ? { history: node.history === 'deep' ? 'deep' : 'shallow' } : {}),
      ...(initialChild ? { initial: initialChild } : {}),
      entry: actionNames(node.entry ?? node.onEntry),
      exit: actionNames(node.exit ?? node.onExit),
      internal,
      children,
    };
  };
  const graph = read(root);
  // A machine without an id is shown by the name the block exports it under (`editorMachine`).
  if (graph.key === UNNAMED_MACHINE) graph.key = exportName ?? 'machine';
  return { root: graph, transitions };
}
