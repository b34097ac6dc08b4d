/**
 * Prints a compiled page's JavaScript without indentation. MDX prints it with astring's default of
 * two spaces a level, and a page's table of contents, front matter and element tree nest deep:
 * on the longest docs page a tenth of the code was indentation, which a page's payload (never
 * minified: it is data as much as code) carries to the reader. Line ends are kept, so a line
 * comment in the output still ends where it should.
 *
 * A recma plugin set after MDX's own (compile-markdown.ts): it replaces the printer recma-stringify
 * set, with the same JSX handlers.
 */
import { GENERATOR, generate } from 'astring';
import type { Program } from 'estree';
import type { Processor } from 'unified';

export function recmaCompactOutput(this: Processor) {
  const settings = () => (this.data('settings') ?? {}) as { handlers?: Partial<typeof GENERATOR> };
  this.compiler = (tree) => generate(tree as Program, { comments: true, indent: '', lineEnd: '\n', generator: { ...GENERATOR, ...settings().handlers } });
}
