/**
 * Lays a MachineGraph out with ELK (elkjs: the layered algorithm, compound nodes laid out with
 * their children in one run, orthogonal edges with their labels placed) and returns every box,
 * edge and label at absolute coordinates, for the theme to draw. Text sizes are estimated from
 * character counts: the theme draws labels in a monospace font of the size DIAGRAM_TEXT gives.
 */
import type { ELK as ElkLayout, ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api.js';
import {
  DIAGRAM_TEXT,
  type DiagramEdge,
  type DiagramPoint,
  type DiagramState,
  type MachineGraph,
  type MachineState,
  type StatechartDiagram,
} from './diagram.ts';

const HISTORY_SIZE = 30;
const DOT_SIZE = 10;
const NAME_HEIGHT = 28;
const PADDING = 14;
const INITIAL_SUFFIX = '#initial';

let elk: Promise<ElkLayout> | undefined;
/** ELK, loaded on the first diagram: the site's config imports this step, and loading the config must stay cheap. */
const elkLayout = (): Promise<ElkLayout> => {
  elk ??= import('elkjs/lib/elk.bundled.js').then(({ default: ELK }) => new ELK());
  return elk;
};

/** Coordinates to a tenth of a pixel: the diagram travels in the page, and finer is invisible. */
const round = (value: number | undefined) => Math.round((value ?? 0) * 10) / 10;

/** The lines listed under a state's name. */
function linesOf(state: MachineState): string[] {
  return [
    ...(state.entry.length ? [`entry / ${state.entry.join(', ')}`] : []),
    ...(state.exit.length ? [`exit / ${state.exit.join(', ')}`] : []),
    ...state.internal.map((label) => `on ${label}`),
  ];
}

const textWidth = (text: string) => Math.ceil(text.length * DIAGRAM_TEXT.charWidth);
/** Room for the name and listed lines at the top of a box. */
const headerHeight = (lines: string[]) => NAME_HEIGHT + lines.length * DIAGRAM_TEXT.lineHeight + (lines.length ? 6 : 0);
const headerWidth = (state: MachineState, lines: string[]) =>
  Math.max(Math.ceil(state.key.length * DIAGRAM_TEXT.nameCharWidth), ...lines.map(textWidth)) + 2 * PADDING;

function elkNode(state: MachineState, edges: ElkExtendedEdge[]): ElkNode {
  if (state.kind === 'history') return { id: state.id, width: HISTORY_SIZE, height: HISTORY_SIZE };
  const lines = linesOf(state);
  const width = Math.max(headerWidth(state, lines), 60);
  const height = headerHeight(lines) + 6;
  if (state.children.length === 0) return { id: state.id, width, height };
  // The initial child first: cycles are broken by model order (LAYOUT_OPTIONS), so it is drawn at the top, under its dot.
  const ordered = [...state.children].sort((a, b) => Number(b.id === state.initial) - Number(a.id === state.initial));
  const children = ordered.map((child) => elkNode(child, edges));
  if (state.initial) {
    const dot = state.id + INITIAL_SUFFIX;
    // The dot alone in the first layer and the initial state in the next: the chart reads from where it starts.
    children.unshift({ id: dot, width: DOT_SIZE, height: DOT_SIZE, layoutOptions: { 'elk.layered.layering.layerConstraint': 'FIRST_SEPARATE' } });
    const initial = children.find((child) => child.id === state.initial);
    if (initial) initial.layoutOptions = { ...initial.layoutOptions, 'elk.layered.layering.layerConstraint': 'FIRST' };
    edges.push({ id: `${dot}->${state.initial}`, sources: [dot], targets: [state.initial] });
  }
  return {
    id: state.id,
    children,
    layoutOptions: {
      'elk.padding': `[top=${headerHeight(lines) + 4},left=${PADDING},bottom=${PADDING},right=${PADDING}]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${width}, ${height})`,
    },
  };
}

const LAYOUT_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.spacing.nodeNode': '28',
  'elk.spacing.edgeLabel': '4',
  'elk.spacing.edgeNode': '14',
  'elk.layered.spacing.edgeNodeBetweenLayers': '14',
  'elk.edgeLabels.placement': 'CENTER',
  'elk.padding': '[top=2,left=2,bottom=2,right=2]',
};

/** The laid-out diagram of a machine. */
export async function layoutDiagram(graph: MachineGraph): Promise<StatechartDiagram> {
  const edges: ElkExtendedEdge[] = [];
  const rootNode = elkNode(graph.root, edges);
  const labels = new Map<string, string>();
  graph.transitions.forEach((transition, index) => {
    const id = `t${index}`;
    labels.set(id, transition.label);
    edges.push({
      id,
      sources: [transition.source],
      targets: [transition.target],
      labels: [{ id: `${id}.label`, text: transition.label, width: textWidth(transition.label) + 8, height: DIAGRAM_TEXT.lineHeight + 2 }],
    });
  });
  const canvas: ElkNode = { id: '#canvas', layoutOptions: LAYOUT_OPTIONS, children: [rootNode], edges };
  const laidOut = await (await elkLayout()).layout(canvas);

  // Absolute positions: ELK gives each node relative to its parent, each edge relative to its container.
  const origin = new Map<string, DiagramPoint>([['#canvas', { x: 0, y: 0 }]]);
  const statesById = new Map<string, MachineState>();
  const collect = (state: MachineState) => {
    statesById.set(state.id, state);
    for (const child of state.children) collect(child);
  };
  collect(graph.root);
  const regions = new Set<string>();
  for (const state of statesById.values()) if (state.kind === 'parallel') for (const child of state.children) regions.add(child.id);

  const states: DiagramState[] = [];
  const initialDots: DiagramPoint[] = [];
  const place = (node: ElkNode, parent: DiagramPoint, depth: number) => {
    const at = { x: round(parent.x + (node.x ?? 0)), y: round(parent.y + (node.y ?? 0)) };
    origin.set(node.id, at);
    if (node.id.endsWith(INITIAL_SUFFIX)) {
      initialDots.push({ x: at.x + DOT_SIZE / 2, y: at.y + DOT_SIZE / 2 });
      return;
    }
    const state = statesById.get(node.id)!;
    states.push({
      id: state.id,
      key: state.key,
      kind: state.kind,
      ...(state.history ? { history: state.history } : {}),
      region: regions.has(state.id),
      depth,
      x: at.x,
      y: at.y,
      width: round(node.width),
      height: round(node.height),
      lines: linesOf(state),
    });
    for (const child of node.children ?? []) place(child, at, depth + 1);
  };
  for (const node of laidOut.children ?? []) place(node, { x: 0, y: 0 }, 0);

  const diagramEdges: DiagramEdge[] = (laidOut.edges ?? []).map((edge) => {
    const container = origin.get((edge as ElkExtendedEdge & { container?: string }).container ?? '#canvas') ?? { x: 0, y: 0 };
    const shift = (point: DiagramPoint) => ({ x: round(container.x + point.x), y: round(container.y + point.y) });
    const section = edge.sections?.[0];
    const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map(shift) : [];
    const label = edge.labels?.[0];
    const initial = edge.sources[0].endsWith(INITIAL_SUFFIX);
    return {
      source: edge.sources[0],
      target: edge.targets[0],
      label: labels.get(edge.id) ?? '',
      points,
      ...(label ? { labelAt: { ...shift({ x: label.x ?? 0, y: label.y ?? 0 }), width: round(label.width), height: round(label.height) } } : {}),
      ...(initial ? { initial: true } : {}),
    };
  });
  return {
    width: Math.ceil(laidOut.width ?? 0),
    height: Math.ceil(laidOut.height ?? 0),
    machineId: graph.root.id,
    states,
    edges: diagramEdges,
    initialDots,
  };
}
