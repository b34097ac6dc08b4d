/**
 * SWC's syntax tree seen generically, for the commands that read a site's or the theme's code
 * (write-translations' string extraction, swizzle's import rewriting): parse a file by its
 * extension and walk every node.
 */
import { parse, type ParserConfig } from '@swc/core';

/** A node of SWC's tree: the commands look at a few node types and their fields. */
export type AstNode = { type?: string; [key: string]: unknown };

function parserFor(file: string): ParserConfig {
  if (/\.[cm]?tsx?$/.test(file)) return { syntax: 'typescript', tsx: file.endsWith('x') };
  return { syntax: 'ecmascript', jsx: true };
}

export async function parseScript(source: string, file: string): Promise<AstNode> {
  return (await parse(source, parserFor(file))) as unknown as AstNode;
}

/** Every node of the tree, depth first. */
export function* walk(node: unknown): Generator<AstNode> {
  if (Array.isArray(node)) for (const child of node) yield* walk(child);
  else if (node && typeof node === 'object') {
    if (typeof (node as AstNode).type === 'string') yield node as AstNode;
    for (const [key, child] of Object.entries(node)) if (key !== 'span' && child && typeof child === 'object') yield* walk(child);
  }
}
