/**
 * The Markdown step of runnable examples: a code block whose meta holds `runnable`, on a page some
 * runtime serves, whose imports that runtime provides, gets one property on its code, passed on to
 * the code block frame, which shows a Run button: `data-runnable`, the runtime's name. That is all
 * a page's script carries per example (a few bytes once compressed, the name repeating): the
 * button takes its label from the block's title or the heading above it and its compiled file's
 * name from the code it shows (example-name.ts). The plugin (index.ts) compiles the same blocks
 * and warns about the ones left out.
 *
 * Add it to each content plugin's `rehypePlugins` with the plugin's options:
 * `rehypePlugins: [[rehypeRunnableExamples, RUNNABLE_EXAMPLES]]`.
 */
import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { isRunnableBlock, unsupportedImports } from './example-code.ts';
import type { RunnableExamplesOptions, RunnableExamplesOptionsInput, runtimeOf as RuntimeOf } from './options.ts';

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

export default function rehypeRunnableExamples(input: RunnableExamplesOptionsInput) {
  // The options' schema loads with the first file this step sees (see remark-statecharts.ts: the
  // site's config imports this step, and must not load a second zod to read the config).
  let loaded: Promise<{ runtimes: RunnableExamplesOptions['runtimes']; runtimeOf: typeof RuntimeOf }> | undefined;
  return async (tree: Root, file: VFile) => {
    loaded ??= import('./options.ts').then((module) => ({ runtimes: module.runnableExamplesOptionsSchema.parse(input).runtimes, runtimeOf: module.runtimeOf }));
    const { runtimes, runtimeOf } = await loaded;
    const runtime = runtimeOf(runtimes, file.path, String(file.value));
    if (!runtime) return;
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'pre') return;
      const code = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
      if (!code) return;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const language = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? '';
      if (!isRunnableBlock(language, String(code.properties.metastring ?? ''))) return;
      if (unsupportedImports(textOf(code), runtime.modules).length > 0) return;
      code.properties.dataRunnable = runtime.name;
    });
  };
}
