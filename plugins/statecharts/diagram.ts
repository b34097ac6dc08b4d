/**
 * The shapes a statechart passes through: the graph read from a machine (states, transitions),
 * and the laid-out diagram the theme draws (every box and edge at absolute coordinates). Plain
 * JSON, so a diagram travels in a page's compiled Markdown and is cached on disk as is.
 */

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

/** A state of the machine as read from its node tree. */
export interface MachineState {
  /** The machine's own id of the state (`machine.a.b`), unique in the machine. */
  id: string;
  /** Its key in its parent (its name in the config). */
  key: string;
  kind: StateKind;
  /** For a history state: deep (H*) or shallow (H). */
  history?: 'shallow' | 'deep';
  /** For a compound state: the id of its initial child. */
  initial?: string;
  entry: string[];
  exit: string[];
  /** Events handled without leaving the state (transitions with no target), as their labels. */
  internal: string[];
  children: MachineState[];
}

/** A transition with a target: one per target state. */
export interface MachineTransition {
  source: string;
  target: string;
  /** `EVENT [guard]`, `after 1000ms`, `always`. */
  label: string;
}

export interface MachineGraph {
  root: MachineState;
  transitions: MachineTransition[];
}

/** A state box placed on the canvas. */
export interface DiagramState {
  id: string;
  key: string;
  kind: StateKind;
  history?: 'shallow' | 'deep';
  /** Whether it is a region of a parallel state (drawn dashed). */
  region: boolean;
  /** Nesting depth (the machine itself is 0). */
  depth: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Lines listed under the name: `entry / a`, `exit / b`, `EVENT / …`. */
  lines: string[];
}

export interface DiagramPoint {
  x: number;
  y: number;
}

export interface DiagramEdge {
  source: string;
  target: string;
  label: string;
  /** The route, start to end (orthogonal segments). */
  points: DiagramPoint[];
  /** Where the label's box is (top-left), when it has one. */
  labelAt?: DiagramPoint & { width: number; height: number };
  /** An initial-state arrow (from the dot, not from a state). */
  initial?: boolean;
}

/** What the theme draws: canvas size, boxes outermost first, edges, and the dots of initial states. */
export interface StatechartDiagram {
  width: number;
  height: number;
  /** The machine's id, for the diagram's title. */
  machineId: string;
  states: DiagramState[];
  edges: DiagramEdge[];
  initialDots: DiagramPoint[];
}

/**
 * Bumped when what a diagram holds or how it is laid out or drawn changes: it is part of the key
 * of cached diagrams and of the options of the remark step, so pages compiled before are compiled again.
 */
export const DIAGRAM_FORMAT = 4;

/** Text metrics the layout assumes and the theme's CSS sets (monospace labels: width is per character). */
export const DIAGRAM_TEXT = {
  fontSize: 12,
  charWidth: 7.3,
  lineHeight: 16,
  nameFontSize: 13,
  nameCharWidth: 8.2,
};
