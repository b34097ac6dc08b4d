/**
 * Finds the strings a site's code declares for translation, as Docusaurus's extractor does:
 * `<Translate id="x" description="d">Message</Translate>` and
 * `translate({ id, message, description })`, where `Translate` and `translate` are imported from
 * `@docusaurus/Translate`. The key is the id, else the message. Files are parsed with SWC; a
 * declaration whose message or id is not a plain string (a variable, an expression) cannot be
 * extracted and is reported with its file.
 */
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { glob } from 'tinyglobby';
import type { TranslationFileContent } from '../../plugin-types.ts';
import { parseScript, walk, type AstNode } from '../swizzle/swc-ast.ts';

const TRANSLATE_MODULE = '@docusaurus/Translate';

export interface ExtractedTranslations {
  translations: TranslationFileContent;
  /** One line per declaration that could not be read: "src/x.tsx: <Translate> with ...". */
  warnings: string[];
}

/** A string written as a literal (`'a'`, `"a"`, a template without `${}`); undefined for anything computed. */
function staticString(node: AstNode | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'StringLiteral') return node.value as string;
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0)
    return ((node.quasis as AstNode[])[0]?.cooked as string | undefined) ?? undefined;
  if (node.type === 'JSXExpressionContainer') return staticString(node.expression as AstNode);
  return undefined;
}

/** The local names `@docusaurus/Translate`'s default export and `translate` have in this file. */
function translateImports(module: AstNode): { component?: string; fn?: string } {
  const names: { component?: string; fn?: string } = {};
  for (const item of module.body as AstNode[]) {
    if (item.type !== 'ImportDeclaration' || (item.source as AstNode).value !== TRANSLATE_MODULE) continue;
    for (const specifier of item.specifiers as AstNode[]) {
      const local = (specifier.local as AstNode).value as string;
      if (specifier.type === 'ImportDefaultSpecifier') names.component = local;
      else if (specifier.type === 'ImportSpecifier' && ((specifier.imported as AstNode | null)?.value ?? local) === 'translate') names.fn = local;
    }
  }
  return names;
}

interface Declaration {
  id?: string;
  message?: string;
  description?: string;
}

function fromElement(element: AstNode): Declaration | string {
  const declaration: Declaration = {};
  for (const attribute of (element.opening as AstNode).attributes as AstNode[]) {
    if (attribute.type !== 'JSXAttribute') continue;
    const name = (attribute.name as AstNode).value as string;
    if (name !== 'id' && name !== 'description') continue;
    const value = staticString(attribute.value as AstNode);
    if (value === undefined) return `<Translate> with a computed ${name}`;
    declaration[name] = value;
  }
  const children = (element.children as AstNode[]).filter((child) => !(child.type === 'JSXText' && (child.value as string).trim() === ''));
  if (children.length > 1) return '<Translate> with more than a plain string inside';
  if (children.length === 1) {
    const [child] = children;
    const text = child.type === 'JSXText' ? (child.value as string) : staticString(child);
    if (text === undefined) return '<Translate> with a computed message';
    declaration.message = text.trim().replace(/\s+/g, ' ');
  }
  return declaration;
}

function fromCall(call: AstNode): Declaration | string {
  const argument = (call.arguments as AstNode[])[0]?.expression as AstNode | undefined;
  if (argument?.type !== 'ObjectExpression') return 'translate() without an object literal as its first argument';
  const declaration: Declaration = {};
  for (const property of argument.properties as AstNode[]) {
    if (property.type !== 'KeyValueProperty') return 'translate() with a spread or shorthand property';
    const key = property.key as AstNode;
    const name = (key.type === 'Identifier' ? key.value : staticString(key)) as string | undefined;
    if (name !== 'id' && name !== 'message' && name !== 'description') continue;
    const value = staticString(property.value as AstNode);
    if (value === undefined) return `translate() with a computed ${name}`;
    declaration[name] = value;
  }
  return declaration;
}

async function extractFromFile(file: string, found: ExtractedTranslations, shownAs: string): Promise<void> {
  const source = await readFile(file, 'utf8');
  if (!source.includes(TRANSLATE_MODULE)) return;
  let module: AstNode;
  try {
    module = await parseScript(source, file);
  } catch (error) {
    found.warnings.push(`${shownAs}: could not be parsed (${(error as Error).message.split('\n')[0]})`);
    return;
  }
  const names = translateImports(module);
  if (!names.component && !names.fn) return;
  for (const node of walk(module.body)) {
    let declaration: Declaration | string;
    if (node.type === 'JSXElement' && names.component && ((node.opening as AstNode).name as AstNode).value === names.component) declaration = fromElement(node);
    else if (node.type === 'CallExpression' && names.fn && (node.callee as AstNode).type === 'Identifier' && (node.callee as AstNode).value === names.fn)
      declaration = fromCall(node);
    else continue;
    if (typeof declaration === 'string') found.warnings.push(`${shownAs}: ${declaration} cannot be extracted`);
    else if (declaration.id === undefined && declaration.message === undefined) found.warnings.push(`${shownAs}: a translation needs a message or an id`);
    else {
      const key = declaration.id ?? declaration.message!;
      found.translations[key] = {
        message: declaration.message ?? key,
        ...(declaration.description !== undefined ? { description: declaration.description } : {}),
      };
    }
  }
}

/** The declarations of every script under `folders` (the site's src/, themes' folders), in path order. */
export async function extractCodeTranslations(folders: readonly string[], siteDir: string): Promise<ExtractedTranslations> {
  const found: ExtractedTranslations = { translations: {}, warnings: [] };
  for (const folder of folders) {
    const files = (
      await glob('**/*.{js,jsx,ts,tsx,mjs,cjs}', { cwd: folder, absolute: true, ignore: ['**/*.d.ts', '**/node_modules/**', '**/__tests__/**'] })
    ).sort();
    for (const file of files) await extractFromFile(file, found, relative(siteDir, file) || file);
  }
  return found;
}
