/**
 * Adds `export const name = value` to compiled Markdown for values known while compiling (its
 * front matter, its table of contents), so they are exports of the module whatever the output
 * format: ESM exports for the bundler, fields of the returned object for a function body.
 */
import type { Program } from 'estree';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { valueToEstree } from 'estree-util-value-to-estree';

export function remarkExportValues(values: (file: VFile) => Record<string, unknown>) {
  return () => (tree: Root, file: VFile) => {
    const program: Program = {
      type: 'Program',
      sourceType: 'module',
      body: Object.entries(values(file)).map(([name, value]) => ({
        type: 'ExportNamedDeclaration',
        declaration: {
          type: 'VariableDeclaration',
          kind: 'const',
          declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name }, init: valueToEstree(value) }],
        },
        specifiers: [],
        source: null,
        attributes: [],
      })),
    };
    tree.children.push({ type: 'mdxjsEsm', value: '', data: { estree: program } });
  };
}
