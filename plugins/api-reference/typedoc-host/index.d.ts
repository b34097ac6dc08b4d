export * from 'typedoc';
export { default as ts } from 'typescript';
