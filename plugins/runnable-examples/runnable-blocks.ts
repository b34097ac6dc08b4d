/**
 * The runnable code blocks of a Markdown/MDX file, read from its text (the plugin reads them
 * without compiling the page): fenced blocks (``` or ~~~, at any indentation, the fence's
 * indentation removed from their lines, as CommonMark does) whose language and meta make them runnable.
 */
import { isRunnableBlock } from './example-code.ts';

export interface RunnableBlock {
  /** 1-based line of the opening fence. */
  line: number;
  language: string;
  meta: string;
  code: string;
}

export function runnableBlocks(source: string): RunnableBlock[] {
  const blocks: RunnableBlock[] = [];
  const lines = source.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, language, meta] = open;
    const close = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !close.test(lines[j]); j++) body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart());
    if (isRunnableBlock(language, meta)) blocks.push({ line: i + 1, language, meta, code: body.join('\n') });
    i = j;
  }
  return blocks;
}
