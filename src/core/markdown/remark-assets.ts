/**
 * Files a page uses that sit beside it or in the site (`![](./img.png)`, `[the PDF](./a.pdf)`,
 * `<img src={require('./x.png').default} />`, `@site/static/a.png`, `/img/in-static.png`), as
 * Docusaurus finds them. Each URL becomes a placeholder and is listed in `file.data.assets`; the
 * markdown store fills the placeholders in when it writes the page (see content-assets.ts), with
 * the URL of a copy named by the file's content hash (`assets/images/name-1a2b3c4d.png`). So the
 * compiled output stays a pure function of the Markdown text, and an edited image gets a new URL.
 */
import { extname } from 'node:path';
import type { Node as EstreeNode, Program } from 'estree';
import type { Image, Link, Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';

export type AssetKind = 'image' | 'file';

export interface MarkdownAsset {
  /** As written (without a `#hash` or `?query`, kept in `suffix`). */
  path: string;
  suffix: string;
  kind: AssetKind;
  line?: number;
}

export const assetPlaceholder = (index: number) => `@@md-asset:${index}@@`;
export const ASSET_PLACEHOLDER = /@@md-asset:(\d+)@@/g;

const IMAGE_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.gif', '.svg', '.webp', '.avif', '.ico', '.bmp', '.apng']);
export const assetKindOf = (path: string): AssetKind => (IMAGE_EXTENSIONS.has(extname(path).toLowerCase()) ? 'image' : 'file');

/** A URL that may name a local file: no scheme, not protocol-relative, not only a #hash. */
function localPath(url: string): { path: string; suffix: string } | undefined {
  if (!url || /^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(url)) return undefined;
  const cut = url.search(/[?#]/);
  return cut < 0 ? { path: url, suffix: '' } : { path: url.slice(0, cut), suffix: url.slice(cut) };
}

/** A link target Docusaurus treats as a file to ship: `@site/...`, or a path with an extension other than a page's. */
function isFileLink(path: string): boolean {
  if (path.startsWith('@site/')) return true;
  const extension = extname(path);
  return extension !== '' && !/^\.(mdx?|html?)$/i.test(extension);
}

export function remarkAssets() {
  return (tree: Root, file: VFile) => {
    const assets: MarkdownAsset[] = [];
    const add = (local: { path: string; suffix: string }, kind: AssetKind, line: number | undefined) => {
      assets.push({ ...local, kind, line });
      return assetPlaceholder(assets.length - 1);
    };

    visit(tree, ['image', 'link'], (node) => {
      const element = node as Image | Link;
      const local = localPath(element.url);
      if (!local) return;
      if (element.type === 'image') {
        element.url = add(local, 'image', element.position?.start.line);
      } else if (isFileLink(local.path)) {
        element.url = add(local, assetKindOf(local.path), element.position?.start.line);
        // A file opens outside the app, as Docusaurus's file links do.
        element.data = { ...element.data, hProperties: { ...(element.data?.hProperties ?? {}), target: '_blank' } };
      }
    });

    // require('./x.png') in JSX attributes, expressions and ESM: the value a bundler's file loader would give.
    visit(tree, (node) => {
      const estrees: Program[] = [];
      const data = (node as { data?: { estree?: Program } }).data;
      if (data?.estree) estrees.push(data.estree);
      const attributes = (node as { attributes?: unknown }).attributes;
      // MDX JSX elements have a list of attributes (directives have an object).
      for (const attribute of Array.isArray(attributes) ? (attributes as Array<{ value?: { data?: { estree?: Program } } | string | null }>) : []) {
        if (attribute.value && typeof attribute.value === 'object' && attribute.value.data?.estree) estrees.push(attribute.value.data.estree);
      }
      for (const program of estrees)
        replaceRequires(program, (specifier) => {
          const local = localPath(specifier);
          if (!local || !(local.path.startsWith('.') || local.path.startsWith('/') || local.path.startsWith('@site/'))) return undefined;
          return add(local, assetKindOf(local.path), node.position?.start.line);
        });
    });
    file.data.assets = assets;
  };
}

/** Replaces each `require("<literal>")` the callback accepts by `{default: "<placeholder>"}`. */
function replaceRequires(node: EstreeNode, placeholderFor: (specifier: string) => string | undefined): void {
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent' || !value || typeof value !== 'object') continue;
    const children: unknown[] = Array.isArray(value) ? value : [value];
    children.forEach((child, i) => {
      if (!child || typeof (child as EstreeNode).type !== 'string') return;
      const call = child as EstreeNode;
      if (
        call.type === 'CallExpression' &&
        call.callee.type === 'Identifier' &&
        call.callee.name === 'require' &&
        call.arguments.length === 1 &&
        call.arguments[0].type === 'Literal' &&
        typeof call.arguments[0].value === 'string'
      ) {
        const placeholder = placeholderFor(call.arguments[0].value);
        if (placeholder !== undefined) {
          const replacement: EstreeNode = {
            type: 'ObjectExpression',
            properties: [
              {
                type: 'Property',
                key: { type: 'Identifier', name: 'default' },
                value: { type: 'Literal', value: placeholder },
                kind: 'init',
                method: false,
                shorthand: false,
                computed: false,
              },
            ],
          };
          if (Array.isArray(value)) value[i] = replacement;
          else (node as unknown as Record<string, unknown>)[key] = replacement;
          return;
        }
      }
      replaceRequires(call, placeholderFor);
    });
  }
}
