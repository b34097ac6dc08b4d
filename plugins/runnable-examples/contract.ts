/**
 * The runnable examples plugin's public face to the theme's Run button: its global data, the
 * name of a compiled example's file (which the button computes from the code the reader sees, as
 * the plugin does at build time) and the messages its Web Worker posts. The theme imports this
 * file only (`@generator/plugins/runnable-examples/contract`; biome.jsonc's boundary rule).
 */
export { exampleFileName } from './example-name.ts';
export type { RunnableExamplesGlobalData } from './index.ts';
export type { RunnerMessage } from './runner.ts';
