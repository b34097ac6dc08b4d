/** Module declarations for things the bundler provides. */
declare module '*.css';
/** An SVG imported by code: a React component (SVGR), as in Docusaurus; `title` replaces the SVG's own. */
declare module '*.svg' {
  const Svg: import('react').ComponentType<import('react').SVGProps<SVGSVGElement> & { title?: string }>;
  export default Svg;
}
declare module '@generated/server-app-modules.js' {
  const modules: Record<string, () => Promise<{ default: import('../src/shared/site-data').LoadedModule }>>;
  export default modules;
}
declare module '@generated/client-modules.js' {
  /** The site's client modules (config's clientModules, then plugins' getClientModules), as module namespaces. */
  const modules: Record<string, unknown>[];
  export default modules;
}
declare module '@generated/prism-languages.js' {
  /** themeConfig.prism.additionalLanguages: language -> loads its Prism grammar into prism-react-renderer's Prism. */
  const loaders: Record<string, () => Promise<void>>;
  export default loaders;
}
declare const __IS_SERVER__: boolean;
/** True in a bundle built for `future.experimental_router: 'hash'` (webpack-config.ts). */
declare const __HASH_ROUTER__: boolean;
declare module 'webpack-hot-middleware/client?*' {
  const client: { subscribe(handler: (message: { action?: string }) => void): void };
  export default client;
}
/** Markdown imported by code: its content as a component (src/core/bundler/markdown-loader.ts). */
declare module '*.mdx' {
  const Content: import('react').ComponentType;
  export default Content;
}
