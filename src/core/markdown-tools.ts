/**
 * The generator's Markdown tools for plugins, beside its public API (index.ts): the Markdown
 * parser as the compiler runs it and Prism as code blocks are highlighted with. They are the
 * compiler's heavy parts (the parser with its syntax extensions and Prism's grammars, about 2 MB
 * bundled), so they are a module of their own: import it from code that runs when something is
 * made (a module a plugin loads with `import()` once it has work), never from a plugin's entry,
 * and a build that makes nothing never loads them.
 */

/** A Markdown file's syntax tree as the compiler reads it (format, preprocessing, extensions, admonitions), for tools working from source. */
export { parseMarkdownTree, type MarkdownTreeOptions } from './markdown/markdown-tree.ts';

/** Loads one of Prism's languages into the highlighter the site's Markdown uses (node only). */
export { ensurePrismLanguage } from './markdown/prism-languages.ts';
