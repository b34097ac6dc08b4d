/**
 * The webpack configurations: a client build (browser, hashed assets, one entry per application
 * module that depends on `main`) and a server build (Node, used only to prerender). They bundle
 * the application (theme, pages' code, what Markdown imports), not the pages' content, which
 * travels in route payloads (route-payloads.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack, { type Configuration, type RuleSetRule } from 'webpack';
import { customizeArray, customizeObject, mergeWithCustomize } from 'webpack-merge';
import { ENTRY_POINTS, WEBPACK_CACHE_DEPENDENCIES } from '../entry-points.mjs';
import { generatorDir, generatorModule } from '../generator-location.ts';
import type { JsLoaderFunction } from '../config/js-loader-setting.ts';
import type { ConfigureWebpackUtils, LoadContext, Plugin, PostCssOptions } from '../plugin-types.ts';
import { appModuleEntryName } from './chunk-names.ts';
import { lazyCompilationBackend, type DevServerAddress } from './lazy-compilation-server.ts';
import { docusaurusClientAliases } from './docusaurus-client-aliases.ts';
import { ThemeResolverPlugin } from './theme-resolver-plugin.ts';
import { PortableIdsPlugin } from './portable-ids-plugin.ts';
import { RESOLVE_EXTENSIONS } from './resolve-extensions.ts';
import { DEFAULT_SVGR_SETTING, type SvgrSetting } from './svgr-setting.ts';

const require = createRequire(import.meta.url);

/** What the configurations need of the site's context (plain data: a worker thread can receive it). */
export type BundlerContext = Pick<LoadContext, 'siteDir' | 'generatorDir' | 'generatedDir' | 'cacheDir' | 'isProduction' | 'baseUrl'>;

export interface BundlerInput {
  context: BundlerContext;
  plugins: Plugin[];
  /** Plugins' loaded content, passed to their configureWebpack. */
  contents?: Map<Plugin, unknown>;
  /** Plugins' theme folders, resolved as `@theme/*` after the site's src/theme and before the generator's. */
  themePaths?: string[];
  /** Application module id -> its generated client entry. */
  clientEntries: Map<string, string>;
  serverModulesFile: string;
  clientModulesFile: string;
  outDir: string;
  serverOutDir: string;
  /** `future.experimental_router` when it is 'hash' (a production build). */
  router?: 'hash';
  /** Dev server: hot module replacement and React Fast Refresh. */
  hot?: boolean;
  /** Dev server: where it listens; its lazy compilation server listens there too. */
  devServer?: DevServerAddress;
  /** How SVG imported from code loads (svgr-setting.ts); the default when absent. */
  svgr?: SvgrSetting;
  /** Empty the output folders first (a build writes into its own folders, which are reused). */
  cleanOutput?: boolean;
  /** The site's static folders (absolute, in the config's order; static-directories.ts); `static/` when absent. */
  staticDirs?: string[];
  /** The site config's `webpack.jsLoader` function (js-loader-setting.ts): compiles the site's scripts instead of SWC. */
  jsLoader?: JsLoaderFunction;
  /** False: a production bundle left unminified (`build --no-minify`, to read or debug it). */
  minify?: boolean;
}

/** A package's folder, as the generator resolves it (found from its entry: not every package exports its package.json). */
function packageDir(generatorDir: string, name: string): string {
  let dir = dirname(require.resolve(name, { paths: [generatorDir] }));
  while (!existsSync(join(dir, 'package.json')) || JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name !== name) {
    if (dirname(dir) === dir) throw new Error(`no package.json of ${name} above its entry`);
    dir = dirname(dir);
  }
  return dir;
}

/**
 * One React for the whole app, as Docusaurus aliases its own: a site's code (or its docs'
 * components outside the site folder) importing `react`, `react/jsx-runtime`, `react-dom` or
 * `@mdx-js/react` from another node_modules would otherwise bundle a second copy, whose hooks fail
 * ("Cannot read properties of null (reading 'useContext')"). React and React DOM are the site's
 * (peer dependencies, 18 or 19, as with Docusaurus), else the generator's; MDX's provider is the
 * generator's.
 */
function reactAliases(siteDir: string, generatorDir: string): Record<string, string> {
  const siteOrGenerator = (name: string) => {
    try {
      return packageDir(siteDir, name);
    } catch {
      return packageDir(generatorDir, name);
    }
  };
  return { react: siteOrGenerator('react'), 'react-dom': siteOrGenerator('react-dom'), '@mdx-js/react': packageDir(generatorDir, '@mdx-js/react') };
}

/**
 * The router a site's code reaches: `@docusaurus/router` and `@docusaurus/Link`, and React Router
 * itself resolved to the generator's copy, so a site that also has one installed (as a Docusaurus
 * dependency) still shares the app's router context instead of bundling a second, empty one.
 */
function routerAliases(generatorDir: string): Record<string, string> {
  return {
    '@docusaurus/router$': join(generatorDir, 'src/client/docusaurus-router.ts'),
    '@docusaurus/Link$': join(generatorDir, 'src/client/Link.tsx'),
    'react-router-dom$': packageDir(generatorDir, 'react-router-dom'),
    'react-router$': packageDir(generatorDir, 'react-router'),
    history$: packageDir(generatorDir, 'history'),
  };
}

/**
 * PostCSS options when a plugin asks for PostCSS (`configurePostCss`: Tailwind...), each plugin
 * editing the previous one's result; undefined otherwise, and CSS skips PostCSS (faster).
 */
function postCssOptions(plugins: Plugin[]): PostCssOptions | undefined {
  const configuring = plugins.filter((plugin) => plugin.configurePostCss);
  if (!configuring.length) return undefined;
  return configuring.reduce<PostCssOptions>((options, plugin) => plugin.configurePostCss!(options) ?? options, { ident: 'postcss', plugins: [] });
}

/** The generator's folder (forward slashes, as isUntranspiledScript compares). */
const generatorSourceRoot = `${generatorDir.replaceAll('\\', '/')}/`;

/**
 * Whether a script is left as it is: generated modules, and packages, except Docusaurus's rule's
 * exception: a `.js`/`.jsx` file of a package with "docusaurus" in its path after the last
 * node_modules (a Docusaurus theme or plugin package ships its components as JSX, as
 * `docusaurus-theme-search-*` packages do).
 */
export function isUntranspiledScript(file: string): boolean {
  const path = file.replaceAll('\\', '/');
  if (path.includes('/.generated/')) return true;
  // The generator's own theme and client, also when it is installed in a site's node_modules.
  if (path.startsWith(generatorSourceRoot) && !path.slice(generatorSourceRoot.length).includes('node_modules/')) return false;
  return path.includes('/node_modules/') && !/docusaurus(?:(?!node_modules).)*\.jsx?$/.test(path);
}

function scriptRule(isServer: boolean, refresh: boolean, jsLoader?: JsLoaderFunction): RuleSetRule {
  const swc = {
    loader: require.resolve('swc-loader'),
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: isServer ? 'es2022' : 'es2020',
        transform: { react: { runtime: 'automatic', development: refresh, refresh } },
      },
    },
  };
  const rule = { test: /\.[cm]?[jt]sx?$/, exclude: isUntranspiledScript };
  if (!jsLoader) return { ...rule, use: swc };
  // The site's jsLoader compiles the site's scripts (and packages'); the generator's own TypeScript
  // sources keep SWC (Docusaurus's theme ships compiled, so its loader never meets them).
  return { ...rule, oneOf: [{ include: isGeneratorSource, use: swc }, { use: jsLoader(isServer) }] };
}

/** A file of the generator's own code (not of a package it installed, nor of a site inside its folder). */
function isGeneratorSource(file: string): boolean {
  const path = file.replaceAll('\\', '/');
  return (
    GENERATOR_SOURCE_FOLDERS.some((folder) => path.startsWith(`${generatorSourceRoot}${folder}/`)) &&
    !path.slice(generatorSourceRoot.length).includes('node_modules/')
  );
}
const GENERATOR_SOURCE_FOLDERS = ['src/client', 'src/core', 'src/shared', 'src/theme', 'plugins'];

/** The site's static folders: root-relative URLs in CSS name their files (as in Docusaurus). */
const staticDirsOf = (input: BundlerInput) => input.staticDirs ?? [join(input.context.siteDir, 'static')];

/** Production ids come from PortableIdsPlugin (portable-ids-plugin.ts), so webpack's own must be off; dev keeps readable names. */
const moduleIdsOption = (production: boolean) => (production ? false : 'named');
const chunkIdsOption = (production: boolean) => (production ? false : 'named');

/** Theme folders, lowest first: the generator's, then the site's `src/theme` (the same folder for a site inside the generator). */
export function themeLayers(context: BundlerContext, pluginThemeDirs: string[] = []): string[] {
  const layers = [join(context.generatorDir, 'src/theme'), ...pluginThemeDirs, join(context.siteDir, 'src/theme')];
  return layers.filter((dir, i) => layers.indexOf(dir) === i);
}

/**
 * Loaders for a stylesheet. Client: extracted to CSS files. Server: a CSS Module exports its class
 * names only (the same names as the client's: same ident rule, same context), other CSS nothing.
 * A CSS Module's names are its default export, as in Docusaurus (`import styles from './a.module.css'`).
 */
function cssLoaders(
  isServer: boolean,
  production: boolean,
  staticDirs: string[],
  isModule: boolean,
  postcss?: PostCssOptions,
  cssOptions: Record<string, unknown> = {},
): RuleSetRule['use'] & unknown[] {
  if (isServer && !isModule) return [{ loader: generatorModule(ENTRY_POINTS.emptyModuleLoader) }];
  const options = {
    // Through PostCSS first when a plugin configured it (configurePostCss: Tailwind...); else CSS skips PostCSS.
    importLoaders: postcss ? 1 : 0,
    // A root-relative url() whose file is in no static folder stays as written (a file the host serves), never a build error.
    url: {
      filter: (url: string) => !url.startsWith('/') || url.startsWith('//') || staticDirs.some((dir) => existsSync(join(dir, decodeURI(url.split(/[?#]/)[0])))),
    },
    modules: isModule
      ? {
          namedExport: false,
          exportLocalsConvention: 'as-is',
          exportOnlyLocals: isServer,
          localIdentName: production ? '[local]_[hash:base64:5]' : '[path][name]__[local]',
        }
      : false,
  };
  const cssLoader = { loader: require.resolve('css-loader'), options: { ...options, ...cssOptions } };
  const postcssLoader = postcss ? [{ loader: require.resolve('postcss-loader'), options: { postcssOptions: postcss } }] : [];
  return isServer ? [cssLoader, ...postcssLoader] : [MiniCssExtractPlugin.loader, cssLoader, ...postcssLoader];
}

/** The SVGR loader with the site's options (svgr-setting.ts). */
function svgrLoader(options: Record<string, unknown>) {
  return { loader: require.resolve('@svgr/webpack'), options };
}

function commonConfig(input: BundlerInput, isServer: boolean): Configuration {
  const { context } = input;
  const production = context.isProduction;
  const refresh = !!input.hot && !isServer;
  const svgr = input.svgr ?? DEFAULT_SVGR_SETTING;
  const staticDirs = staticDirsOf(input);
  const postcss = postCssOptions(input.plugins);
  return {
    mode: production ? 'production' : 'development',
    context: context.siteDir,
    devtool: production ? false : 'cheap-module-source-map',
    bail: production && !input.hot,
    infrastructureLogging: { level: 'error' },
    stats: 'none',
    performance: { hints: false },
    // Only the dev server keeps webpack's own cache (its restarts and rebuilds use it). A production
    // build reuses its whole bundle when no input changed (incremental/bundle-record.ts); webpack's
    // cache would cost a cold build about a third more time to write 300 MB for a gain only on edits.
    cache: production
      ? false
      : {
          type: 'filesystem',
          cacheDirectory: join(context.cacheDir, 'webpack'),
          name: `${isServer ? 'server' : 'client'}-${production ? 'prod' : 'dev'}${input.hot ? '-hot' : ''}`,
          buildDependencies: {
            config: WEBPACK_CACHE_DEPENDENCIES.map((file) => join(generatorDir, file)),
          },
        },
    resolve: {
      extensions: RESOLVE_EXTENSIONS,
      alias: {
        ...docusaurusClientAliases(context.generatorDir),
        '@site': context.siteDir,
        '@generated': context.generatedDir,
        '@generator/client': join(context.generatorDir, 'src/client'),
        '@generator/shared': join(context.generatorDir, 'src/shared'),
        // What a theme component ejected into a site (swizzle --eject) imports of the theme's own modules.
        '@generator/theme': join(context.generatorDir, 'src/theme'),
        '@generator/plugins': join(context.generatorDir, 'plugins'),
        ...routerAliases(context.generatorDir),
        ...reactAliases(context.siteDir, context.generatorDir),
        // Pages check no prop types: the browser's production bundle gets validators that do nothing (prop-types-production.ts).
        ...(production && !isServer ? { 'prop-types$': join(context.generatorDir, 'src/client/prop-types-production.ts') } : {}),
      },
      // Generated modules (which may live in another work folder) resolve packages from the site and the generator.
      modules: ['node_modules', join(context.siteDir, 'node_modules'), join(context.generatorDir, 'node_modules')],
      // `@theme/*`, `@theme-original/*`, `@theme-init/*` (theme-resolver-plugin.ts).
      plugins: [new ThemeResolverPlugin(themeLayers(context, input.themePaths))],
      // Root-relative URLs in CSS (`url(/fonts/a.woff2)`) name files of static/, as in Docusaurus;
      // absolute paths still resolve as themselves first.
      roots: staticDirs,
    },
    resolveLoader: { modules: ['node_modules', join(context.generatorDir, 'node_modules')] },
    module: {
      rules: [
        scriptRule(isServer, refresh, input.jsLoader),
        // As Docusaurus: an import without its extension (a plugin's client module `./client`) resolves from ES modules too.
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
        { test: /\.mdx?$/, use: [{ loader: generatorModule(ENTRY_POINTS.markdownLoader) }] },
        // A route component (a page module) with no default export is a build error naming the file.
        { test: /[\\/]\.generated[\\/]app[\\/]/, parser: { exportsPresence: 'error' } },
        // CommonJS helpers of React Router that only withRouter and prop types use: without this,
        // webpack keeps them whenever React Router is imported, as CommonJS may have side effects.
        { test: /[\\/]node_modules[\\/](hoist-non-react-statics|react-is|prop-types)[\\/]/, sideEffects: false },
        {
          test: /\.css$/,
          oneOf: [
            { test: /\.module\.css$/, use: cssLoaders(isServer, production, staticDirs, true, postcss) },
            { use: cssLoaders(isServer, production, staticDirs, false, postcss) },
          ],
        },
        {
          test: /\.(png|jpe?g|gif|svg|webp|avif|ico|mp4|webm|woff2?|ttf|otf|eot)$/i,
          oneOf: [
            // As in Docusaurus: an SVG imported by code or Markdown is a React component (SVGR),
            // unless the site turned SVGR off; named from CSS or anywhere else, it is a file.
            ...(svgr ? [{ test: /\.svg$/i, issuer: /\.(?:tsx?|jsx?|mdx?)$/i, use: [svgrLoader(svgr)] }] : []),
            { type: 'asset/resource', generator: { filename: 'assets/media/[name].[contenthash:8][ext]', emit: !isServer } },
          ],
        },
      ],
    },
    plugins: [
      ...(production ? [new PortableIdsPlugin(context)] : []),
      new webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        __IS_SERVER__: JSON.stringify(isServer),
        // The hash router's code (history's hash history, in-page anchors) is left out of every other site's bundle.
        __HASH_ROUTER__: JSON.stringify(input.router === 'hash'),
      }),
    ],
  };
}

export function clientConfig(input: BundlerInput): Configuration {
  const { context } = input;
  const production = context.isProduction;
  const config = commonConfig(input, false);
  const mainImports = [input.clientModulesFile, join(context.generatorDir, 'src/client/client-entry.tsx')];
  // The dev server's hot client, which also hears of content edits.
  if (input.hot) mainImports.unshift(join(context.generatorDir, 'src/client/dev-content-updates.ts'));
  // A function, so the dev server picks up added and removed routes on each rebuild.
  config.entry = () => {
    const entries: Record<string, { import: string[]; dependOn?: string }> = { main: { import: mainImports } };
    for (const [id, file] of input.clientEntries) entries[appModuleEntryName(id)] = { import: [file], dependOn: 'main' };
    return entries;
  };
  config.name = 'client';
  config.target = ['web', 'es2020'];
  config.output = {
    path: input.outDir,
    // As Docusaurus: with the hash router the files are found relative to the scripts (file://, any folder).
    publicPath: input.router === 'hash' ? 'auto' : context.baseUrl,
    filename: production ? 'assets/js/[name].[contenthash:8].js' : 'assets/js/[name].js',
    chunkFilename: production ? 'assets/js/[id].[contenthash:8].js' : 'assets/js/[id].js',
    cssFilename: 'assets/css/[name].[contenthash:8].css',
    // Files a module names with `new URL(file, import.meta.url)` (the Mermaid library).
    assetModuleFilename: 'assets/media/[name].[contenthash:8][ext]',
    clean: !!input.cleanOutput,
  };
  config.optimization = {
    runtimeChunk: 'single',
    moduleIds: moduleIdsOption(production),
    chunkIds: chunkIdsOption(production),
    splitChunks: {
      chunks: 'all',
      // Modules shared by several routes' components stay in each route's chunk unless they are
      // large: a page then loads one chunk of its own instead of three or four small shared ones,
      // which compress worse apart (the longest docs page: -1.6 KB gzip of JS before interactive).
      minSize: 100_000,
      cacheGroups: {
        // React changes rarely: one long-cached chunk. React Router and history stay with the
        // client runtime (react-router.ts), in one scope where unused parts are dropped; webpack's
        // vendors group would move them out again, and no other package is large enough to need it.
        framework: {
          test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@mdx-js[\\/]react)[\\/]/,
          name: 'framework',
          chunks: 'all',
          priority: 40,
          enforce: true,
        },
        defaultVendors: false,
      },
    },
    minimize: production && input.minify !== false,
    minimizer: production && input.minify !== false ? minimizers() : [],
  };
  config.plugins!.push(
    new MiniCssExtractPlugin({ filename: production ? 'assets/css/[name].[contenthash:8].css' : 'assets/css/[name].css', ignoreOrder: true }),
  );
  if (input.hot)
    config.plugins!.push(
      new webpack.HotModuleReplacementPlugin(),
      new ReactRefreshPlugin({ overlay: false, exclude: [/node_modules/, /[\\/]\.generated[\\/]/] }),
    );
  // The dev server compiles code loaded on demand (the search modal, most of the bundle) when it is first asked for.
  if (input.hot) {
    const backend = input.devServer ? { backend: lazyCompilationBackend(input.devServer) } : {};
    config.experiments = { ...config.experiments, lazyCompilation: { entries: false, imports: true, ...backend } };
  }
  return applyPlugins(input, config, false);
}

/** The production minifiers, loaded only for a production build (the dev server starts ~0.2 s sooner without them). */
function minimizers(): NonNullable<Configuration['optimization']>['minimizer'] {
  const TerserPlugin = require('terser-webpack-plugin') as typeof import('terser-webpack-plugin');
  const CssMinimizerPlugin = require('css-minimizer-webpack-plugin') as typeof import('css-minimizer-webpack-plugin');
  return [
    new TerserPlugin({
      // Only the chunks webpack writes: a script emitted as a file (`new URL('mermaid.min.js',
      // import.meta.url)`, 3 MB already minified) is copied as it is; minifying it again cost 3.7 s.
      test: /^assets\/js\/.*\.js$/,
      // SWC minifies off the main thread already; a worker process only added its start-up (1.1 s -> 2.1 s).
      parallel: false,
      minify: TerserPlugin.swcMinify,
      extractComments: false,
      terserOptions: { compress: { passes: 2 } },
    }),
    new CssMinimizerPlugin({ minify: CssMinimizerPlugin.lightningCssMinify }),
  ];
}

export function serverConfig(input: BundlerInput): Configuration {
  const { context } = input;
  const config = commonConfig(input, true);
  config.entry = { server: [input.clientModulesFile, join(context.generatorDir, 'src/client/server-entry.tsx')] };
  config.name = 'server';
  config.target = 'node20';
  // Source maps name the site's own files and lines in the stack of a page that fails to render
  // (lines only: cheaper to make, and a line is what the message needs).
  config.devtool = context.isProduction ? 'cheap-module-source-map' : config.devtool;
  config.output = {
    path: input.serverOutDir,
    publicPath: context.baseUrl,
    filename: 'server.cjs',
    chunkFilename: 'chunks/[id].cjs',
    library: { type: 'commonjs2' },
    devtoolModuleFilenameTemplate: '[absolute-resource-path]',
    // Always written, so the entry's time tells a process that built before that its chunks may
    // have changed (prerender-worker.ts keeps the loaded bundle while that time is the same).
    compareBeforeEmit: false,
    clean: !!input.cleanOutput,
  };
  config.optimization = {
    minimize: false,
    // Modules stay apart, so the build can tell which ones a page's render runs (run-bundler.ts).
    concatenateModules: false,
    moduleIds: moduleIdsOption(context.isProduction),
    chunkIds: chunkIdsOption(context.isProduction),
    // Modules shared by routes (theme components, a version's sidebar data) go to shared chunks,
    // instead of a copy in every route's chunk (which made the bundle grow with pages x sidebar).
    splitChunks: { chunks: 'async', minSize: 0, minChunks: 2, cacheGroups: { defaultVendors: false } },
  };
  return applyPlugins(input, config, true);
}

/** Docusaurus's configureWebpack utils. */
function configureWebpackUtils(input: BundlerInput): ConfigureWebpackUtils {
  const postcss = postCssOptions(input.plugins);
  return {
    getStyleLoaders: (isServer, cssOptions = {}) => cssLoaders(isServer, input.context.isProduction, staticDirsOf(input), false, postcss, cssOptions),
    // The site's jsLoader when it gave one, as Docusaurus's getJSLoader.
    getJSLoader: ({ isServer }) => (input.jsLoader ? input.jsLoader(isServer) : scriptRule(isServer, false).use),
    currentBundler: { name: 'webpack', instance: webpack },
  };
}

/**
 * Each plugin's configureWebpack result merged into the configuration with webpack-merge, as
 * Docusaurus does (its `mergeStrategy` chooses how arrays and objects merge); a plugin may also
 * edit the configuration it is given and return nothing.
 */
function applyPlugins(input: BundlerInput, config: Configuration, isServer: boolean): Configuration {
  let result = config;
  const utils = configureWebpackUtils(input);
  for (const plugin of input.plugins) {
    if (!plugin.configureWebpack) continue;
    const partial = plugin.configureWebpack(result, isServer, utils, input.contents?.get(plugin));
    if (!partial || typeof partial !== 'object') continue;
    const { mergeStrategy, ...rest } = partial;
    result = mergeWithCustomize<Configuration>(
      mergeStrategy ? { customizeArray: customizeArray(mergeStrategy), customizeObject: customizeObject(mergeStrategy) } : {},
    )(result, rest);
  }
  return result;
}
