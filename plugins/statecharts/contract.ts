/**
 * The statecharts plugin's public face to the theme's Statechart component: the laid-out diagram
 * a page's Markdown carries and the words its text alternative uses. The theme imports this file
 * only (`@generator/plugins/statecharts/contract`; biome.jsonc's boundary rule).
 */
export { DIAGRAM_TEXT } from './diagram.ts';
export type { DiagramEdge, DiagramState, StatechartDiagram } from './diagram.ts';
