/**
 * The remark step: a code block whose meta has the word `statechart` (```ts statechart), or with
 * `allMachines` any JavaScript/TypeScript block calling createMachine, gets a diagram element
 * right after it, laid out at build time (evaluate-machine, machine-graph, layout-diagram; cached
 * by diagram-cache). The theme's Statechart component, which the page imports, draws it as inline
 * SVG with no behaviour: it is prerendered, and only pages with a diagram carry the component. A
 * marked block whose machine cannot be read is a warning naming the file, the line and the
 * reason, and gets no diagram.
 */
import { createRequire } from 'node:module';
import { relative } from 'node:path';
import type { Code, Root, Yaml } from 'mdast';
import { valueToEstree } from 'estree-util-value-to-estree';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { DIAGRAM_FORMAT, type StatechartDiagram } from './diagram.ts';
import { cachedOutcome, outcomeKey, storeOutcome, type DiagramOutcome } from './diagram-cache.ts';
import { evaluateMachine, isScriptLanguage, MachineEvaluationError } from './evaluate-machine.ts';
import { layoutDiagram } from './layout-diagram.ts';
import { machineGraph } from './machine-graph.ts';
import type { packageForFile as PackageForFile, StatechartsOptions, StatechartsOptionsInput } from './options.ts';

const FLAG = 'statechart';
const CREATES_MACHINE = /\bcreateMachine\s*\(|\bMachine\s*\(/;

const hasFlag = (meta: string | null | undefined) => !!meta && meta.split(/\s+/).includes(FLAG);

function packageVersion(packageName: string, resolveFrom: string): string {
  try {
    return (createRequire(resolveFrom)(`${packageName}/package.json`) as { version: string }).version;
  } catch {
    return 'missing';
  }
}

async function outcomeOf(node: Code, packageName: string, file: string, timeoutMs: number): Promise<DiagramOutcome> {
  const lang = node.lang ?? 'ts';
  const key = outcomeKey({ code: node.value, lang, packageName, packageVersion: packageVersion(packageName, file) });
  const cached = cachedOutcome(key);
  if (cached) return cached;
  let outcome: DiagramOutcome;
  try {
    outcome = { diagram: await layoutDiagram(machineGraph(await evaluateMachine(node.value, lang, packageName, file, timeoutMs))) };
  } catch (error) {
    if (!(error instanceof MachineEvaluationError)) throw error;
    outcome = { error: error.message };
  }
  storeOutcome(key, outcome);
  return outcome;
}

/**
 * The name a page imports the theme's component under: imported by the pages that have a diagram
 * (as npm2yarn imports @theme/Tabs), so no other page's code carries it.
 */
const COMPONENT = 'ThemeStatechart';

const importComponent = {
  type: 'mdxjsEsm',
  value: `import ${COMPONENT} from '@theme/Statechart';`,
  data: {
    estree: {
      type: 'Program',
      sourceType: 'module',
      body: [
        {
          type: 'ImportDeclaration',
          specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: COMPONENT } }],
          source: { type: 'Literal', value: '@theme/Statechart', raw: "'@theme/Statechart'" },
        },
      ],
    },
  },
};

/** `<ThemeStatechart diagram={...} />`, the diagram as a literal the compiled page carries. */
function statechartElement(diagram: StatechartDiagram, position: Code['position']) {
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: [
      {
        type: 'mdxJsxAttribute',
        name: 'diagram',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: JSON.stringify(diagram),
          data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: valueToEstree(diagram) }] } },
        },
      },
    ],
    children: [],
    position,
  };
}

const frontMatterDate = (tree: Root): string | undefined => {
  const yaml = tree.children.find((child): child is Yaml => child.type === 'yaml');
  return yaml ? /^date:\s*['"]?(\d{4}-\d{2}-\d{2})/m.exec(yaml.value)?.[1] : undefined;
};

/**
 * The entry for a content plugin's `remarkPlugins`: this step with the site's options and the
 * diagram format, which the Markdown cache's key holds (a compiled page keeps its diagram).
 */
export const statechartsRemarkPlugin = (options: StatechartsOptionsInput): [typeof remarkStatecharts, StatechartsOptionsInput] => [
  remarkStatecharts,
  { ...options, diagramFormat: DIAGRAM_FORMAT },
];

export function remarkStatecharts(input: StatechartsOptionsInput = {}) {
  // The options' schema loads with the first file this step sees: the site's config imports the
  // step, and reading the config (every build, in the main thread) must not load a second copy of
  // zod beside the generator's (80 ms).
  let loaded: Promise<{ options: StatechartsOptions; packageForFile: typeof PackageForFile }> | undefined;
  return async (tree: Root, file: VFile) => {
    loaded ??= import('./options.ts').then((module) => ({ options: module.statechartsOptionsSchema.parse(input), packageForFile: module.packageForFile }));
    const { options, packageForFile } = await loaded;
    const blocks: Array<{ node: Code; marked: boolean }> = [];
    visit(tree, 'code', (node: Code) => {
      const marked = hasFlag(node.meta);
      if (marked || (options.allMachines && isScriptLanguage(node.lang) && CREATES_MACHINE.test(node.value))) blocks.push({ node, marked });
    });
    if (blocks.length === 0) return;
    const path = file.path;
    const packageName = packageForFile(options, path, frontMatterDate(tree));
    let drawn = false;
    for (const { node, marked } of blocks) {
      const outcome = await outcomeOf(node, packageName, path, options.timeoutMs);
      if ('error' in outcome) {
        // Only a block the author marked is worth a warning: with allMachines, a fragment is simply left undrawn.
        if (marked) console.warn(`[warn] ${relative(process.cwd(), path)}:${node.position?.start.line ?? 0}: no statechart for this block: ${outcome.error}`);
        continue;
      }
      // Inserted after the block, found again by identity: earlier insertions moved it.
      visit(tree, 'code', (candidate: Code, index, parent) => {
        if (candidate !== node || !parent || index === undefined) return;
        parent.children.splice(index + 1, 0, statechartElement(outcome.diagram, node.position) as never);
      });
      drawn = true;
    }
    if (drawn) tree.children.unshift(importComponent as never);
  };
}
