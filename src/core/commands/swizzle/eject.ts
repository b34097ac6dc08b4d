/**
 * `swizzle --eject`: copies a theme component's source into the site's `src/theme/`, where it
 * replaces the theme's (`@theme/X` finds the site's first).
 *
 * A component of the generator's theme is one file (`src/theme/DocFooter.tsx`); it lands in the
 * site under Docusaurus's name (`src/theme/DocItem/Footer/index.tsx`, or `index.js` with the types
 * stripped and the JSX kept). Its relative imports of the theme's own modules (`./theme-config`)
 * would point nowhere from there, so they are rewritten to the generator's aliases
 * (`@generator/theme/theme-config`), which the bundler resolves from any file; plugins' contracts it
 * already imports by alias (`@generator/plugins/docs/contract`). A plugin's theme component is copied as it is (its file, or
 * its folder), as Docusaurus copies it.
 */
import { existsSync, statSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { transform } from 'esbuild';
import { glob } from 'tinyglobby';
import { themeComponentNames } from '../../bundler/theme-component-names.ts';
import { SiteError } from '../../site-error.ts';
import { parseScript, walk, type AstNode } from './swc-ast.ts';
import type { SwizzleTheme } from './swizzle-themes.ts';

/** Folders of the generator that theme code may import, and the alias each is imported by from a site. */
const GENERATOR_ALIASES: ReadonlyArray<[folder: string, alias: string]> = [
  ['src/theme/', '@generator/theme/'],
  ['src/client/', '@generator/client/'],
  ['src/shared/', '@generator/shared/'],
  ['plugins/', '@generator/plugins/'],
];

export interface EjectInput {
  theme: SwizzleTheme;
  componentName: string;
  siteDir: string;
  generatorDir: string;
  typescript: boolean;
}

/** The specifiers of a module's imports and re-exports (static and dynamic), with their place in the text. */
async function importSpecifiers(source: string, file: string): Promise<Array<{ start: number; end: number; value: string }>> {
  const bytes = Buffer.from(source);
  const found: Array<{ start: number; end: number; value: string }> = [];
  for (const node of walk((await parseScript(source, file)).body)) {
    const literal =
      node.type === 'ImportDeclaration' || node.type === 'ExportAllDeclaration' || node.type === 'ExportNamedDeclaration'
        ? (node.source as AstNode | null)
        : node.type === 'CallExpression' && (node.callee as AstNode).type === 'Import'
          ? ((node.arguments as AstNode[])[0]?.expression as AstNode | undefined)
          : undefined;
    if (literal?.type !== 'StringLiteral') continue;
    // SWC's spans count UTF-8 bytes from 1.
    const span = literal.span as { start: number; end: number };
    const start = bytes.subarray(0, span.start - 1).toString().length;
    const end = start + bytes.subarray(span.start - 1, span.end - 1).toString().length;
    if (source.slice(start, end) !== literal.raw) throw new Error(`${file}: could not locate the import of "${literal.value as string}"`);
    found.push({ start, end, value: literal.value as string });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The module's text with its relative imports of generator files written as the generator's aliases. */
export async function withGeneratorImports(source: string, file: string, generatorDir: string): Promise<string> {
  let result = '';
  let last = 0;
  for (const { start, end, value } of await importSpecifiers(source, file)) {
    if (!value.startsWith('.')) continue;
    const target = relative(generatorDir, resolve(dirname(file), value))
      .split('\\')
      .join('/');
    const alias = GENERATOR_ALIASES.find(([folder]) => target.startsWith(folder));
    if (!alias) throw new Error(`${file}: the import "${value}" leaves the theme's folders; it cannot be ejected`);
    result += `${source.slice(last, start)}'${alias[1]}${target.slice(alias[0].length)}'`;
    last = end;
  }
  return result + source.slice(last);
}

/** TypeScript to JavaScript: types stripped, JSX and imports kept, laid out again for a person to read. */
async function toJavaScript(source: string, file: string): Promise<string> {
  const { code } = await transform(source, { loader: extname(file) === '.tsx' ? 'tsx' : 'ts', jsx: 'preserve', target: 'esnext', sourcefile: file });
  const prettier = await import('prettier');
  // esbuild marks calls it knows to be pure for minifiers; a person editing the file has no use for it.
  return prettier.format(code.replaceAll('/* @__PURE__ */ ', ''), { parser: 'babel', singleQuote: true, printWidth: 120 });
}

function ensureNotThere(file: string, siteDir: string): void {
  if (existsSync(file))
    throw new SiteError(`${relative(siteDir, file)} already exists: the component is swizzled already (remove the file to swizzle it again)`);
}

async function ejectBuiltIn({ theme, componentName, siteDir, generatorDir, typescript }: EjectInput): Promise<string[]> {
  const source = themeComponentNames(componentName)
    .flatMap((name) => ['.tsx', '.ts'].map((ext) => join(theme.path!, `${name}${ext}`)))
    .find((file) => existsSync(file));
  if (!source) throw new SiteError(`${theme.name} has no component "${componentName}"`);
  const tsExtension = extname(source).slice(1);
  const target = join(siteDir, 'src/theme', ...componentName.split('/'), `index.${typescript ? tsExtension : 'js'}`);
  ensureNotThere(target, siteDir);
  const rewritten = await withGeneratorImports(await readFile(source, 'utf8'), source, generatorDir);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, typescript ? rewritten : await toJavaScript(rewritten, source));
  return [target];
}

async function ejectFromPlugin({ theme, componentName, siteDir, typescript }: EjectInput): Promise<string[]> {
  const folder = (typescript ? theme.typeScriptPath : theme.path) ?? theme.path!;
  const from = join(folder, componentName);
  const isFolder = existsSync(from) && statSync(from).isDirectory();
  const files = await glob(isFolder ? '**/*' : `${componentName.split('/').pop()}.*`, {
    cwd: isFolder ? from : dirname(from),
    absolute: true,
    ignore: ['**/*.{story,stories,test,tests}.*', '**/{__fixtures__,__tests__}/**', ...(typescript ? [] : ['**/*.{d.ts,ts,tsx}'])],
  });
  if (files.length === 0) throw new SiteError(`${theme.name} has no files for "${componentName}" in ${folder}`);
  const targets = files.map((file) => join(siteDir, 'src/theme', relative(folder, file)));
  for (const target of targets) ensureNotThere(target, siteDir);
  await Promise.all(
    files.map(async (file, i) => {
      await mkdir(dirname(targets[i]), { recursive: true });
      await writeFile(targets[i], await readFile(file));
    }),
  );
  return targets;
}

/** Copies the component into the site's src/theme; returns the files written. */
export function eject(input: EjectInput): Promise<string[]> {
  return input.theme.builtIn ? ejectBuiltIn(input) : ejectFromPlugin(input);
}
