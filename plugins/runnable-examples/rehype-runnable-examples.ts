/**
 * The Markdown step of runnable examples: a code block whose meta holds `runnable`, on a page some
 * runtime serves, whose imports that runtime provides, gets `data-runnable-*` properties on its
 * code (passed on to the code block frame, which shows a Run button): the runtime's name, the
 * compiled example's file name, and a label naming the example (its title, else the heading it
 * sits under). The plugin (index.ts) compiles the same blocks and warns about the ones left out.
 *
 * Add it to each content plugin's `rehypePlugins` with the plugin's options:
 * `rehypePlugins: [[rehypeRunnableExamples, RUNNABLE_EXAMPLES]]`.
 */
import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { exampleFileName, isRunnableBlock, unsupportedImports } from './example-code.ts';
import { runnableExamplesOptionsSchema, runtimeOf, type RunnableExamplesOptionsInput } from './options.ts';

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

export default function rehypeRunnableExamples(input: RunnableExamplesOptionsInput) {
  const { runtimes } = runnableExamplesOptionsSchema.parse(input);
  return (tree: Root, file: VFile) => {
    const runtime = runtimeOf(runtimes, file.path, String(file.value));
    if (!runtime) return;
    let heading: string | undefined;
    visit(tree, 'element', (node: Element) => {
      if (/^h[1-6]$/.test(node.tagName)) heading = textOf(node).trim() || heading;
      if (node.tagName !== 'pre') return;
      const code = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
      if (!code) return;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const language = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? '';
      const meta = String(code.properties.metastring ?? '');
      if (!isRunnableBlock(language, meta)) return;
      const text = textOf(code);
      if (unsupportedImports(text, runtime.modules).length > 0) return;
      const title = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
      code.properties.dataRunnableRuntime = runtime.name;
      code.properties.dataRunnableExample = exampleFileName(language, text);
      code.properties.dataRunnableLabel = title?.[1] ?? title?.[2] ?? title?.[3] ?? heading ?? 'example';
    });
  };
}
