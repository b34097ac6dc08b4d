/**
 * A statechart diagram, drawn from the layout the statecharts plugin made at build time
 * (plugins/statecharts): nested rounded state boxes, parallel regions dashed, final states with
 * a double border, history states as H / H*, initial-state dots, transitions as orthogonal
 * arrows labelled `EVENT [guard]` or `after 1000ms`, entry/exit actions listed in their state.
 * Plain SVG with no behaviour: it is prerendered and needs no script. Colours come from CSS custom
 * properties (light and dark themes); a wide diagram scrolls sideways on a phone, in a figure the
 * keyboard can focus. Readers of assistive technology get the states and transitions as lists.
 */
import { useId } from 'react';
import { DIAGRAM_TEXT, type DiagramEdge, type DiagramState, type StatechartDiagram } from '@generator/plugins/statecharts/contract';
import './statechart.css';

interface StatechartProps {
  diagram: StatechartDiagram;
}

const NAME_BASELINE = 19;
const PADDING = 14;
const LINES_TOP = 28;

function StateBox({ state }: { state: DiagramState }) {
  if (state.kind === 'history') {
    const radius = state.width / 2;
    return (
      <g className="statechart__history" data-state={state.id}>
        <circle cx={state.x + radius} cy={state.y + radius} r={radius - 1} />
        <text x={state.x + radius} y={state.y + radius + 4} textAnchor="middle">
          {state.history === 'deep' ? 'H*' : 'H'}
        </text>
      </g>
    );
  }
  const classes = [
    'statechart__state',
    `statechart__state--${state.kind}`,
    state.region ? 'statechart__state--region' : '',
    state.depth === 0 ? 'statechart__state--machine' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <g className={classes} data-state={state.id}>
      <rect x={state.x} y={state.y} width={state.width} height={state.height} rx={8} />
      {state.kind === 'final' && (
        <rect className="statechart__final-inner" x={state.x + 3} y={state.y + 3} width={state.width - 6} height={state.height - 6} rx={6} />
      )}
      <text className="statechart__name" x={state.x + PADDING} y={state.y + NAME_BASELINE}>
        {state.key}
      </text>
      {state.lines.map((line, index) => (
        <text key={line} className="statechart__line" x={state.x + PADDING} y={state.y + LINES_TOP + (index + 1) * DIAGRAM_TEXT.lineHeight - 4}>
          {line}
        </text>
      ))}
    </g>
  );
}

function Edge({ edge, marker, nameOf }: { edge: DiagramEdge; marker: string; nameOf: (stateId: string) => string }) {
  if (edge.points.length < 2) return null;
  const path = edge.points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join(' ');
  return (
    <g
      className={edge.initial ? 'statechart__edge statechart__edge--initial' : 'statechart__edge'}
      // The states it joins, by their path in the machine: what a test or a stylesheet can select on.
      data-from={edge.initial ? undefined : nameOf(edge.source)}
      data-to={nameOf(edge.target)}
    >
      <path d={path} markerEnd={`url(#${marker})`} />
      {edge.labelAt && edge.label && (
        <>
          <rect className="statechart__label-box" x={edge.labelAt.x} y={edge.labelAt.y} width={edge.labelAt.width} height={edge.labelAt.height} rx={3} />
          <text className="statechart__label" x={edge.labelAt.x + 4} y={edge.labelAt.y + edge.labelAt.height - 5}>
            {edge.label}
          </text>
        </>
      )}
    </g>
  );
}

/** A state's name for the text alternative: its path below the machine (`b.r1.p`), what kind it is. */
function describeState(state: DiagramState, machineId: string): string {
  const path = state.depth === 0 ? state.key : state.id.slice(machineId.length + 1);
  const kind = state.kind === 'history' ? `${state.history} history` : state.region ? 'parallel region' : state.kind;
  return state.lines.length ? `${path} (${kind}; ${state.lines.join('; ')})` : `${path} (${kind})`;
}

export default function Statechart({ diagram }: StatechartProps) {
  const id = useId().replace(/:/g, '');
  const marker = `${id}-arrow`;
  const byId = new Map(diagram.states.map((state) => [state.id, state]));
  const nameOf = (stateId: string) => {
    const state = byId.get(stateId);
    return !state ? stateId : state.depth === 0 ? state.key : state.id.slice(diagram.machineId.length + 1);
  };
  const transitions = diagram.edges.filter((edge) => !edge.initial);
  const states = diagram.states.filter((state) => state.depth > 0);
  const machineName = diagram.states[0]?.key ?? diagram.machineId;
  return (
    <figure className="statechart" tabIndex={0} aria-labelledby={`${id}-title`}>
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 ${diagram.width} ${diagram.height}`}
        width={diagram.width}
        height={diagram.height}
        style={{ fontSize: DIAGRAM_TEXT.fontSize }}
      >
        <title id={`${id}-title`}>{`Statechart of ${machineName}`}</title>
        <desc id={`${id}-desc`}>{`${states.length} states and ${transitions.length} transitions, listed after the diagram.`}</desc>
        <defs>
          <marker id={marker} viewBox="0 0 10 10" refX={9} refY={5} markerWidth={7} markerHeight={7} orient="auto-start-reverse">
            <path d="M0 0 L10 5 L0 10 z" className="statechart__arrow" />
          </marker>
        </defs>
        {diagram.states.map((state) => (
          <StateBox key={state.id} state={state} />
        ))}
        {diagram.initialDots.map((dot) => (
          <circle key={`${dot.x},${dot.y}`} className="statechart__initial" cx={dot.x} cy={dot.y} r={5} />
        ))}
        {diagram.edges.map((edge, index) => (
          // Edges have no identity of their own (two may join the same states with the same label); the list never reorders.
          <Edge key={index} edge={edge} marker={marker} nameOf={nameOf} />
        ))}
      </svg>
      <div className="visually-hidden">
        <p>States of {machineName}:</p>
        <ul>
          {states.map((state) => (
            <li key={state.id}>{describeState(state, diagram.machineId)}</li>
          ))}
        </ul>
        <p>Transitions:</p>
        <ul>
          {transitions.map((edge, index) => (
            <li key={index}>{`${nameOf(edge.source)} to ${nameOf(edge.target)} on ${edge.label}`}</li>
          ))}
        </ul>
      </div>
    </figure>
  );
}
