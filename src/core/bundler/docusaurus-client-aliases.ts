/**
 * Docusaurus's client API (`@docusaurus/Head`, `@docusaurus/useBaseUrl`, `@docusaurus/theme-common`,
 * ...) as modules of this generator (src/client/docusaurus/), so a Docusaurus site's components
 * build unchanged. Each alias is exact: `@docusaurus/x/y` of an installed package (types, other
 * subpaths) still resolves from node_modules. A module is bundled only where a page imports it.
 */
import { join } from 'node:path';

/** Request -> file under src/client/docusaurus/. */
export const DOCUSAURUS_CLIENT_MODULES: Readonly<Record<string, string>> = {
  '@docusaurus/BrowserOnly': 'BrowserOnly.tsx',
  '@docusaurus/ErrorBoundary': 'ErrorBoundary.tsx',
  '@docusaurus/ExecutionEnvironment': 'ExecutionEnvironment.ts',
  '@docusaurus/Head': 'Head.tsx',
  '@docusaurus/Interpolate': 'Interpolate.tsx',
  '@docusaurus/isInternalUrl': 'isInternalUrl.ts',
  // Stopgap until the router work provides its own Link.
  '@docusaurus/Link': 'Link.tsx',
  '@docusaurus/Noop': 'Noop.ts',
  '@docusaurus/renderRoutes': 'renderRoutes.ts',
  '@docusaurus/Translate': 'Translate.tsx',
  '@docusaurus/useBaseUrl': 'useBaseUrl.ts',
  '@docusaurus/useDocusaurusContext': 'useDocusaurusContext.ts',
  '@docusaurus/useGlobalData': 'useGlobalData.ts',
  '@docusaurus/useIsBrowser': 'useIsBrowser.ts',
  '@docusaurus/useIsomorphicLayoutEffect': 'useIsomorphicLayoutEffect.ts',
  '@docusaurus/useRouteContext': 'useRouteContext.ts',
  '@docusaurus/theme-common': 'theme-common.tsx',
  '@docusaurus/plugin-content-docs/client': 'plugin-content-docs-client.ts',
};

/** webpack `resolve.alias` entries (`$`: the exact request only). */
export function docusaurusClientAliases(generatorDir: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(DOCUSAURUS_CLIENT_MODULES).map(([request, file]) => [`${request}$`, join(generatorDir, 'src/client/docusaurus', file)]),
  );
}
