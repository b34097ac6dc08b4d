/**
 * Resolves theme components the way Docusaurus does, for the client and the server build alike.
 * Theme folders are layers, lowest first: the generator's `src/theme`, then themes that plugins
 * add (`getThemePath`), then the site's own `src/theme` on top.
 *
 * - `@theme/X`          the topmost layer that has X (a site's `src/theme/X` replaces the theme's X:
 *                       "ejecting" it);
 * - `@theme-original/X` the next layer down that has X, below the file that asks (from a site's
 *                       `src/theme/X`, the theme's own X: so a swizzled X can wrap the original);
 *                       from a file outside every layer, the topmost layer below the site's;
 * - `@theme-init/X`     the lowest layer that has X (the first implementation, before any theme
 *                       enhanced it).
 *
 * X may be nested (`DocItem/Footer`) and is found as `X.{tsx,ts,jsx,js}` or `X/index.*`, under
 * Docusaurus's name or the generator's own where they differ (theme-component-names.ts). Each
 * candidate goes through webpack's own resolver, so the dev server notices a swizzle added later.
 */
import { isAbsolute, join, relative, sep } from 'node:path';
import type { Resolver } from 'webpack';
import { themeComponentNames } from './theme-component-names.ts';

type ResolveRequest = Parameters<Parameters<ReturnType<Resolver['getHook']>['tapAsync']>[1]>[0];
type ResolveContext = Parameters<Parameters<ReturnType<Resolver['getHook']>['tapAsync']>[1]>[1];
type Callback = Parameters<Parameters<ReturnType<Resolver['getHook']>['tapAsync']>[1]>[2];

const THEME_REQUEST = /^@theme(-original|-init)?\/(.+)$/;

export type ThemeAliasKind = 'theme' | 'original' | 'init';

export interface ThemeRequest {
  kind: ThemeAliasKind;
  component: string;
}

export function parseThemeRequest(request: string): ThemeRequest | null {
  const match = THEME_REQUEST.exec(request);
  if (!match) return null;
  const kind: ThemeAliasKind = match[1] === '-original' ? 'original' : match[1] === '-init' ? 'init' : 'theme';
  return { kind, component: match[2].replace(/\/index(\.[jt]sx?)?$/, '').replace(/\.[jt]sx?$/, '') };
}

/** Index of the layer holding `file`, or -1 when the file is in none of them. */
export function layerOf(layers: readonly string[], file: string | undefined): number {
  if (!file) return -1;
  for (let i = layers.length - 1; i >= 0; i--) {
    const path = relative(layers[i], file);
    if (path && !path.startsWith('..') && !isAbsolute(path)) return i;
  }
  return -1;
}

/** The layers to search, in order, for a request made from a file in layer `issuerLayer` (-1: none). */
export function layersToSearch(layerCount: number, kind: ThemeAliasKind, issuerLayer: number): number[] {
  const all = Array.from({ length: layerCount }, (_, i) => i);
  if (kind === 'init') return all;
  const top = layerCount - 1;
  if (kind === 'theme') return all.reverse();
  // @theme-original: below the asking file's layer; outside the layers, below the site's (the top one).
  const below = issuerLayer >= 0 ? issuerLayer : top;
  return all.slice(0, below).reverse();
}

export class ThemeResolverPlugin {
  /** @param layers theme folders, lowest first; the last is the site's `src/theme`. */
  constructor(private readonly layers: readonly string[]) {}

  apply(resolver: Resolver): void {
    const target = resolver.ensureHook('internal-resolve');
    resolver.getHook('described-resolve').tapAsync('ThemeResolverPlugin', (request: ResolveRequest, resolveContext: ResolveContext, callback: Callback) => {
      const parsed = typeof request.request === 'string' ? parseThemeRequest(request.request) : null;
      if (!parsed) return callback();
      const issuer = (request.context as { issuer?: string } | undefined)?.issuer;
      const order = layersToSearch(this.layers.length, parsed.kind, layerOf(this.layers, issuer));
      const candidates = order.flatMap((layer) => themeComponentNames(parsed.component).map((name) => join(this.layers[layer], ...name.split('/'))));
      const tryNext = (index: number): void => {
        if (index === candidates.length) return callback(new Error(notFoundMessage(request.request!, parsed, this.layers, order)));
        resolver.doResolve(
          target,
          { ...request, request: candidates[index], fullySpecified: false },
          `theme component ${candidates[index]}`,
          resolveContext,
          (error, result) => {
            if (error) return callback(error);
            if (result) return callback(null, result);
            tryNext(index + 1);
          },
        );
      };
      tryNext(0);
    });
  }
}

function notFoundMessage(request: string, parsed: ThemeRequest, layers: readonly string[], searched: number[]): string {
  const names = themeComponentNames(parsed.component).join('" or "');
  if (searched.length === 0) return `"${request}": there is no theme below this file to take "${parsed.component}" from`;
  const where = searched.map((i) => layers[i].split(sep).slice(-3).join('/')).join(', ');
  return `"${request}": no theme component "${names}" (looked for ${names}.{tsx,ts,jsx,js} and ${names}/index.* in ${where})`;
}
