/**
 * Lets compiled Markdown run as a plain function (no bundler, no module loader): each ESM
 * `import` (and `export … from`) in an MDX file is rewritten to read from the imports object the
 * function is called with, `arguments[0].imports["<specifier>"]`. The specifiers are listed in
 * `file.data.imports`; the build bundles them as one application module per file, whose namespace
 * objects become that imports object.
 *
 *   import Tabs from '@theme/Tabs'        -> const {default: Tabs} = arguments[0].imports["@theme/Tabs"]
 *   import * as util from './util.js'     -> const util = arguments[0].imports["./util.js"]
 *   export {a as b} from './data.js'      -> const {a: b} = arguments[0].imports["./data.js"]; export {b}
 */
import type { Directive, ExportNamedDeclaration, Expression, ImportDeclaration, ModuleDeclaration, ObjectPattern, Program, Statement } from 'estree';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { SiteError } from '../site-error.ts';

type ProgramItem = Directive | Statement | ModuleDeclaration;

function importsOf(specifier: string): Expression {
  const argumentsZero: Expression = {
    type: 'MemberExpression',
    object: { type: 'Identifier', name: 'arguments' },
    property: { type: 'Literal', value: 0 },
    computed: true,
    optional: false,
  };
  const imports: Expression = {
    type: 'MemberExpression',
    object: argumentsZero,
    property: { type: 'Identifier', name: 'imports' },
    computed: false,
    optional: false,
  };
  return { type: 'MemberExpression', object: imports, property: { type: 'Literal', value: specifier }, computed: true, optional: false };
}

const name = (node: { type: string; name?: string; value?: unknown }) => (node.type === 'Identifier' ? node.name! : String(node.value));

function pattern(pairs: Array<[imported: string, local: string]>): ObjectPattern {
  return {
    type: 'ObjectPattern',
    properties: pairs.map(([imported, local]) => ({
      type: 'Property',
      key: { type: 'Identifier', name: imported },
      value: { type: 'Identifier', name: local },
      kind: 'init',
      method: false,
      shorthand: imported === local,
      computed: false,
    })),
  };
}

function rewriteImport(node: ImportDeclaration): Statement[] {
  const source = String(node.source.value);
  const namespace = node.specifiers.find((s) => s.type === 'ImportNamespaceSpecifier');
  const named = node.specifiers
    .filter((s) => s.type !== 'ImportNamespaceSpecifier')
    .map((s): [string, string] => [s.type === 'ImportDefaultSpecifier' ? 'default' : name(s.imported), s.local.name]);
  const statements: Statement[] = [];
  if (namespace)
    statements.push({
      type: 'VariableDeclaration',
      kind: 'const',
      declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name: namespace.local.name }, init: importsOf(source) }],
    });
  if (named.length || !namespace)
    statements.push({
      type: 'VariableDeclaration',
      kind: 'const',
      declarations: [{ type: 'VariableDeclarator', id: pattern(named), init: importsOf(source) }],
    });
  return statements;
}

function rewriteReexport(node: ExportNamedDeclaration): ProgramItem[] {
  const source = String(node.source!.value);
  const pairs = node.specifiers.map((s): [string, string] => [name(s.local), name(s.exported)]);
  return [
    { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: pattern(pairs), init: importsOf(source) }] },
    {
      type: 'ExportNamedDeclaration',
      declaration: null,
      specifiers: pairs.map(([, exported]) => ({
        type: 'ExportSpecifier',
        local: { type: 'Identifier', name: exported },
        exported: { type: 'Identifier', name: exported },
      })),
      source: null,
      attributes: [],
    },
  ];
}

/**
 * The statements of an ESM block with its imports (and re-exports) rewritten; `imports` gains
 * their specifiers.
 */
function rewriteProgramBody(body: ProgramItem[], imports: Set<string>, fail: (message: string) => never): ProgramItem[] {
  return body.flatMap((item): ProgramItem[] => {
    if (item.type === 'ImportDeclaration') {
      imports.add(String(item.source.value));
      return rewriteImport(item);
    }
    if (item.type === 'ExportNamedDeclaration' && item.source) {
      imports.add(String(item.source.value));
      return rewriteReexport(item);
    }
    if (item.type === 'ExportAllDeclaration') fail(`\`export * from "${String(item.source.value)}"\` is not supported in Markdown; export the names you need`);
    return [item];
  });
}

export function remarkEsmImports() {
  return (tree: Root, file: VFile) => {
    const imports = new Set<string>();
    visit(tree, 'mdxjsEsm', (node, index, parent) => {
      const program = node.data?.estree as Program | undefined;
      if (!program || !parent || index === undefined) return;
      const fail = (message: string): never => {
        throw new SiteError(message, file.path, node.position?.start.line, node.position?.start.column);
      };
      // The node is replaced by a rewritten copy, never changed in place: a remark plugin may put one
      // node object into every file's tree (docusaurus-remark-plugin-tab-blocks does), and the next
      // file must still find its imports as written.
      parent.children[index] = { ...node, data: { ...node.data, estree: { ...program, body: rewriteProgramBody(program.body, imports, fail) } } };
    });
    file.data.imports = [...imports];
  };
}
