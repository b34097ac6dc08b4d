// TypeDoc's Node API, resolved from this folder, where `typescript` is the 5.x TypeDoc supports; and that TypeScript, to make the program TypeDoc reads.
export * from 'typedoc';
export { default as ts } from 'typescript';
