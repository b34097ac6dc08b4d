/**
 * Compiled Markdown/MDX: compiled once in worker threads, cached on disk by a hash of the content
 * and of every option that changes the output (site settings, the content folder's plugins), and
 * finished by filling in the routes of links to other Markdown files and the URLs of the files
 * pages use (copied into the output with content-hashed names by whoever writes the page).
 * Content plugins say which options their folders compile with (addContentFolder). Route payloads carry the
 * function-body output; the bundler's loader asks for the module output when code imports a
 * Markdown file. The dev server keeps each module's latest compile in memory; a build keeps only
 * hashes and imports, and reads code from the disk cache when it writes a page, so its memory does
 * not grow with the size of the site.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, sep } from 'node:path';
import { Piscina } from 'piscina';
import { cpuSlots } from '../cpu-slots.ts';
import type { PhaseCount } from '../progress/phase-count.ts';
import { writeFileAtomicSync } from '../atomic-file.ts';
import { ENTRY_POINTS } from '../entry-points.mjs';
import { workerEntry } from '../generator-location.ts';
import { readRecordSync, type RecordWarnings } from '../incremental/cache-record.ts';
import { generatorCodeHash } from '../incremental/generator-code.ts';
import { SiteError } from '../site-error.ts';
import { stableDescription } from '../incremental/content-hash.ts';
import type { CompiledMarkdown, CompileOptions, MarkdownOutput, MarkdownVariant } from './compile-markdown.ts';
import type { CompileOutcome, CompileTask } from './compile-worker.ts';
import { assetOutputFile, assetSourceFile } from './content-assets.ts';
import { realAssetRoots, type AssetRoot } from '../contained-paths.ts';
import { defaultMarkdownSettings, type MarkdownContentFolder, type MarkdownContentOptions, type MarkdownSettings } from './markdown-options.ts';
import { functionsOfConfig, toPortable } from './markdown-plugins.ts';
import { applyBrokenMarkdownHook, brokenMarkdownHooksOf, type BrokenMarkdownHooks } from './broken-markdown-hooks.ts';
import { ASSET_PLACEHOLDER } from './remark-assets.ts';
import { parseFrontMatter } from './front-matter.ts';
import { MARKDOWN_LINK_PLACEHOLDER, markdownLinkCandidates } from './remark-markdown-links.ts';

/** The compiler, loaded only when something must be compiled here (a warm build or a dev start with all pages cached never loads it). */
const compileMarkdown: typeof import('./compile-markdown.ts').compileMarkdown = async (...args) =>
  (await import('./compile-markdown.ts')).compileMarkdown(...args);

/** A content module as routes name it: "/abs/file.mdx" or "/abs/file.mdx?excerpt". */
export interface MarkdownModuleId {
  file: string;
  variant: MarkdownVariant;
}

export function parseMarkdownModuleId(id: string): MarkdownModuleId | undefined {
  const match = /^(.*\.mdx?)(\?excerpt)?$/.exec(id);
  return match ? { file: match[1], variant: match[2] ? 'excerpt' : 'full' } : undefined;
}

export interface BrokenMarkdownLink {
  /** A link to a Markdown file that is no page, or an image whose file is missing: reported by separate settings. */
  kind: 'link' | 'image';
  file: string;
  line?: number;
  href: string;
  /** What is wrong, when it is not "resolves to no page" (a missing image). */
  problem?: string;
}

/** A file a page uses, copied into the output. */
export interface ContentAssetFile {
  /** Absolute source file. */
  source: string;
  /** Under the output folder, e.g. "assets/images/diagram-1a2b3c4d.png". */
  file: string;
}

/** How one file compiles: the options, their cache key, and where its root-relative links resolve. */
interface FileCompileSetup {
  options: Omit<CompileOptions, 'output'>;
  key: string;
  contentPaths: string[];
  /** Where the files its pages use may lie: the real paths of the site, static and content folders (contained-paths.ts). */
  assetRoots: AssetRoot[];
}

const moduleKey = (id: MarkdownModuleId, output: MarkdownOutput) => `${id.file}\0${id.variant}\0${output}`;

export class MarkdownStore {
  /** Source file -> the route it renders at; used to resolve links between Markdown files. */
  permalinks = new Map<string, string>();
  /**
   * The same table on disk, written when it changes: the bundler's loader names it as a dependency
   * of modules with Markdown links, so a reused bundle is one whose links still resolve the same.
   */
  permalinksFile: string;
  /** Module (file, variant, output) -> the content hash of its latest compile, its imports, and (dev server) the compile itself. */
  private latest = new Map<string, { hash: string; imports: string[]; assets: CompiledMarkdown['assets']; compiled?: CompiledMarkdown }>();
  private pool: Piscina | undefined;
  /** The store whose worker threads this one compiles in (another locale of a build: see shareWorkersOf). */
  private workersOf: MarkdownStore = this;
  private settings: MarkdownSettings;
  /** Functions of the site's config by their place in it (see markdown-plugins.ts). */
  private configFunctions = new Map<Function, Array<string | number>>();
  /** The config's broken-link and broken-image hooks given as functions (broken-markdown-hooks.ts). */
  private brokenHooks: BrokenMarkdownHooks = {};
  private contentFolders: MarkdownContentFolder[] = [];
  private setups = new Map<string, FileCompileSetup>();
  /** Where `compileAll` counts the compiles it queues and finishes (cache hits are not counted), for the build's progress lines. */
  compileCount: PhaseCount | undefined;

  /** @param warnings where a damaged compile in the disk cache is reported (it is compiled again) */
  constructor(
    private readonly cacheDir: string,
    private readonly development: boolean,
    private readonly warnings: RecordWarnings = { warn: (message) => console.warn(`[warn] ${message}`) },
    settings: MarkdownSettings = defaultMarkdownSettings(),
    /** Prefix of the URLs of content assets (the site's base URL). */
    private baseUrl = '/',
  ) {
    mkdirSync(cacheDir, { recursive: true });
    this.permalinksFile = join(cacheDir, 'permalinks.json');
    this.settings = settings;
  }

  /**
   * Another locale of the same build: compiles in `first`'s worker threads (the cache folder is
   * shared too) and keeps its own file -> route table, so neither locale's table replaces the other's.
   */
  shareWorkersOf(first: MarkdownStore, locale: string): void {
    this.workersOf = first;
    this.permalinksFile = join(this.cacheDir, `permalinks.${locale}.json`);
  }

  /** The site's settings (at each load of the config); content folders are registered again by the plugins. */
  configure(settings: MarkdownSettings, baseUrl: string, siteConfig?: unknown): void {
    this.settings = settings;
    this.baseUrl = baseUrl;
    this.configFunctions = functionsOfConfig(siteConfig);
    this.brokenHooks = brokenMarkdownHooksOf(siteConfig);
    this.contentFolders = [];
    this.setups.clear();
  }

  /**
   * Says which options the Markdown under a folder compiles with: a content plugin calls it for
   * each folder it reads (a docs plugin for each version's folder, giving that version's folders
   * as `contentPaths`). A file takes the options of the deepest folder holding it; a file under
   * none compiles with Docusaurus's defaults.
   */
  addContentFolder(folder: MarkdownContentFolder): void {
    this.contentFolders = [...this.contentFolders.filter((f) => f.folder !== folder.folder), folder].sort((a, b) => b.folder.length - a.folder.length);
    this.setups.clear();
  }

  /**
   * A Markdown file's front matter as its page will have it: through the site's
   * `markdown.parseFrontMatter` when it has one (content plugins reading metadata use this).
   */
  async frontMatter(file: string, source: string): Promise<Record<string, unknown>> {
    if (!this.settings.parseFrontMatter) return parseFrontMatter(file, source).frontMatter;
    return (await import('./compile-markdown.ts')).frontMatterOf(file, source, this.settings);
  }

  /** The options a file's Markdown compiles with (its content folder's: admonitions, plugins, ...), for tools reading its source (markdown-tree.ts). */
  contentOptionsOf(file: string): MarkdownContentOptions {
    return this.setupOf(file).options.content ?? {};
  }

  private setupOf(file: string): FileCompileSetup {
    const folder = this.contentFolders.find((f) => file.startsWith(f.folder.endsWith(sep) ? f.folder : f.folder + sep));
    const cacheKey = folder?.folder ?? '';
    let setup = this.setups.get(cacheKey);
    if (!setup) {
      const { folder: _, contentPaths, ...content } = folder ?? { folder: '' };
      const options = { settings: this.settings, content };
      const paths = contentPaths ?? (folder ? [folder.folder] : []);
      const assetRoots = realAssetRoots([
        ...this.settings.staticDirs.map((dir) => ({ folder: dir, publishedWhole: true })),
        ...[this.settings.siteDir, ...(folder ? [folder.folder] : []), ...paths].map((dir) => ({ folder: dir, publishedWhole: false })),
      ]);
      setup = { options, key: stableDescription(options), contentPaths: paths, assetRoots };
      this.setups.set(cacheKey, setup);
    }
    return setup;
  }

  /** Sets the file -> route table (see permalinksFile). */
  setPermalinks(permalinks: Map<string, string>): void {
    this.permalinks = permalinks;
    const text = JSON.stringify([...permalinks].sort(([a], [b]) => (a < b ? -1 : 1)));
    let previous: string | undefined;
    try {
      previous = readFileSync(this.permalinksFile, 'utf8');
    } catch {
      previous = undefined;
    }
    if (previous !== text) writeFileAtomicSync(this.permalinksFile, text);
  }

  private compilerCode: Promise<string> | undefined;

  /** What a compile is made from besides its source: the compiler's code (the Markdown worker's, which the in-thread compile shares). */
  private compiler(): Promise<string> {
    this.compilerCode ??= generatorCodeHash(ENTRY_POINTS.markdownCompileWorker);
    return this.compilerCode;
  }

  private async hash(id: MarkdownModuleId, output: MarkdownOutput, source: string): Promise<string> {
    return createHash('sha1')
      .update(`${await this.compiler()}\0${this.development}\0${moduleKey(id, output)}\0${this.setupOf(id.file).key}\0${source}`)
      .digest('hex');
  }

  private cacheFile(hash: string): string {
    return join(this.cacheDir, `${hash}.json`);
  }

  /** The compile of this exact source, from memory or the disk cache. */
  private cached(id: MarkdownModuleId, output: MarkdownOutput, hash: string): CompiledMarkdown | undefined {
    const entry = this.latest.get(moduleKey(id, output));
    if (entry?.hash === hash && entry.compiled) return entry.compiled;
    const compiled = readRecordSync<CompiledMarkdown>(this.cacheFile(hash), this.warnings);
    if (compiled) this.note(id, output, hash, compiled);
    return compiled;
  }

  /** Whether this exact source was compiled before (in memory, or a file in the disk cache). */
  private isCached(id: MarkdownModuleId, output: MarkdownOutput, hash: string): boolean {
    if (this.latest.get(moduleKey(id, output))?.hash === hash) return true;
    return this.cached(id, output, hash) !== undefined;
  }

  private note(id: MarkdownModuleId, output: MarkdownOutput, hash: string, compiled: Pick<CompiledMarkdown, 'imports'> & Partial<CompiledMarkdown>): void {
    this.latest.set(moduleKey(id, output), {
      hash,
      imports: compiled.imports,
      assets: compiled.assets ?? [],
      compiled: this.development && compiled.code !== undefined ? (compiled as CompiledMarkdown) : undefined,
    });
  }

  private remember(id: MarkdownModuleId, output: MarkdownOutput, hash: string, compiled: CompiledMarkdown): void {
    this.note(id, output, hash, compiled);
    writeFileAtomicSync(this.cacheFile(hash), JSON.stringify(compiled));
  }

  /** Compiles under way (by cache hash), so a module asked for again while it compiles is compiled once. */
  private inFlight = new Map<string, Promise<CompileOutcome>>();

  /**
   * Compiles many modules to function bodies, in parallel (cache hits cost a hash). Throws the
   * first error, naming its file. A build calls it for each plugin's pages as soon as they are known,
   * then once for all; the last call waits for the earlier compiles instead of repeating them.
   */
  async compileAll(ids: MarkdownModuleId[]): Promise<void> {
    const output: MarkdownOutput = 'function-body';
    const outcomes: Array<Promise<CompileOutcome>> = [];
    const pending: Array<{ id: MarkdownModuleId; source: string; hash: string; settle: (outcome: Promise<CompileOutcome>) => void }> = [];
    await Promise.all(
      ids.map(async (id) => {
        const source = await readFile(id.file, 'utf8');
        const hash = await this.hash(id, output, source);
        const running = this.inFlight.get(hash);
        if (running) outcomes.push(running);
        else if (!this.isCached(id, output, hash)) {
          // Claimed at once (before the other pages are read), so a concurrent call waits for this compile.
          let resolve!: (outcome: Promise<CompileOutcome>) => void;
          const promise = new Promise<CompileOutcome>((settle) => {
            resolve = settle;
          });
          this.inFlight.set(hash, promise);
          void promise.finally(() => this.inFlight.delete(hash)).catch(() => {});
          outcomes.push(promise);
          pending.push({ id, source, hash, settle: resolve });
        }
      }),
    );
    // Small batches are faster in-process than paying for worker start-up.
    const inProcess = pending.length < 24 && !this.workersOf.pool;
    this.compileCount?.add(pending.length);
    for (const task of pending) {
      const compiling = inProcess ? this.compileOutcomeHere(task.id, task.source, output) : this.compileInPool(task.id, task.source, output);
      task.settle(
        compiling.then((outcome) => {
          // Written to the disk cache as each arrives; only its imports stay in memory.
          if (outcome.ok) this.remember(task.id, output, task.hash, outcome.result);
          this.compileCount?.finish();
          return outcome;
        }),
      );
    }
    for (const outcome of await Promise.all(outcomes))
      if (!outcome.ok) throw new SiteError(outcome.error.message, outcome.error.file, outcome.error.line, outcome.error.column);
  }

  private compileInPool(id: MarkdownModuleId, source: string, output: MarkdownOutput): Promise<CompileOutcome> {
    const owner = this.workersOf;
    owner.pool ??= new Piscina({
      filename: workerEntry(ENTRY_POINTS.markdownCompileWorker),
      maxThreads: Math.max(1, Math.min(availableParallelism(), 4)),
    });
    const options = toPortable({ ...this.setupOf(id.file).options, output, minify: !this.development }, this.configFunctions);
    // Options holding a function the worker cannot find in the config: compiled here instead.
    if (!options) return this.compileOutcomeHere(id, source, output);
    const pool = owner.pool;
    // One compile per free CPU slot: a long worker thread (TypeDoc) that holds a core is not slowed by them.
    return cpuSlots.run(() => pool.run({ file: id.file, source, variant: id.variant, options } satisfies CompileTask) as Promise<CompileOutcome>);
  }

  /** A compile in this thread, its site error (bad Markdown) as an outcome like a worker's; other errors throw. */
  private compileOutcomeHere(id: MarkdownModuleId, source: string, output: MarkdownOutput): Promise<CompileOutcome> {
    return this.compileHere(id, source, output).then(
      (result): CompileOutcome => ({ ok: true, result }),
      (error: unknown): CompileOutcome => {
        if (error instanceof SiteError) return { ok: false, error: { message: error.message, file: error.file, line: error.line, column: error.column } };
        throw error;
      },
    );
  }

  private compileHere(id: MarkdownModuleId, source: string, output: MarkdownOutput): Promise<CompiledMarkdown> {
    return compileMarkdown(id.file, source, id.variant, { ...this.setupOf(id.file).options, output, minify: !this.development });
  }

  /** The imports of a module compiled (to a function body) in this process, if it was. */
  knownImports(id: MarkdownModuleId): string[] | undefined {
    return this.latest.get(moduleKey(id, 'function-body'))?.imports;
  }

  /** What a module's function-body compile was made from (a hash of its source and the compiler), if it was compiled or found in the cache in this process. */
  compiledHash(id: MarkdownModuleId): string | undefined {
    return this.latest.get(moduleKey(id, 'function-body'))?.hash;
  }

  /**
   * The finished code: compiled (if stale) with links resolved. A function body (the default) is
   * what a route payload carries; a module is for the bundler's loader.
   */
  async moduleCode(
    id: MarkdownModuleId,
    output: MarkdownOutput = 'function-body',
    source?: string,
  ): Promise<CompiledMarkdown & { brokenLinks: BrokenMarkdownLink[]; assetFiles: ContentAssetFile[] }> {
    const text = source ?? (await readFile(id.file, 'utf8'));
    const hash = await this.hash(id, output, text);
    let compiled = this.cached(id, output, hash);
    if (!compiled) {
      compiled = await this.compileHere(id, text, output);
      this.remember(id, output, hash, compiled);
    }
    return { ...compiled, ...this.finish(id.file, compiled) };
  }

  /**
   * The source files of the assets a compiled module names (those that exist), so whoever reuses
   * its finished code can tell whether one changed; undefined when it was not compiled here.
   */
  assetSources(id: MarkdownModuleId): string[] | undefined {
    const entry = this.latest.get(moduleKey(id, 'function-body'));
    if (!entry) return undefined;
    const { assetRoots } = this.setupOf(id.file);
    return entry.assets.map((asset) => assetSourceFile(asset, id.file, this.settings, assetRoots)).filter((file): file is string => file !== undefined);
  }

  /**
   * The code with each link to a Markdown file replaced by its route and each asset by its URL;
   * the links that resolve to no page and the images that do not exist; the asset files to copy.
   */
  private finish(file: string, compiled: CompiledMarkdown): { code: string; brokenLinks: BrokenMarkdownLink[]; assetFiles: ContentAssetFile[] } {
    const brokenLinks: BrokenMarkdownLink[] = [];
    const assetFiles = new Map<string, ContentAssetFile>();
    const broken = (link: BrokenMarkdownLink) => {
      if (!brokenLinks.some((b) => b.href === link.href)) brokenLinks.push(link);
    };
    const { contentPaths, assetRoots } = this.setupOf(file);
    let code = compiled.code;
    if (compiled.markdownLinks.length) {
      code = code.replace(MARKDOWN_LINK_PLACEHOLDER, (_, index: string) => {
        const link = compiled.markdownLinks[Number(index)];
        const [path, hash] = link.href.split('#');
        const target = markdownLinkCandidates(path, { file, contentPaths, siteDir: this.settings.siteDir })
          .map((candidate) => this.permalinks.get(candidate))
          .find(Boolean);
        if (!target) {
          const hook = this.brokenHooks.link;
          if (hook)
            return urlInCode(applyBrokenMarkdownHook(hook, 'link', { file, siteDir: this.settings.siteDir, url: link.href, line: link.line }), link.href);
          broken({ kind: 'link', file, line: link.line, href: link.href });
          return link.href;
        }
        return hash ? `${target}#${hash}` : target;
      });
    }
    if (compiled.assets?.length) {
      code = code.replace(ASSET_PLACEHOLDER, (_, index: string) => {
        const asset = compiled.assets[Number(index)];
        const source = assetSourceFile(asset, file, this.settings, assetRoots);
        if (!source) {
          // A missing image is reported; a link to a missing file is left for the link check, as Docusaurus leaves it.
          const hook = asset.kind === 'image' ? this.brokenHooks.image : undefined;
          const written = asset.path + asset.suffix;
          if (hook) return urlInCode(applyBrokenMarkdownHook(hook, 'image', { file, siteDir: this.settings.siteDir, url: written, line: asset.line }), written);
          if (asset.kind === 'image') broken({ kind: 'image', file, line: asset.line, href: asset.path, problem: 'image file not found' });
          return written;
        }
        const outputFile = assetOutputFile(source, asset.kind);
        assetFiles.set(outputFile, { source, file: outputFile });
        return this.baseUrl + outputFile + asset.suffix;
      });
    }
    return { code, brokenLinks, assetFiles: [...assetFiles.values()] };
  }

  async close(): Promise<void> {
    await this.pool?.destroy();
    this.pool = undefined;
  }
}

/** The store the bundler's loader reads, set by the build or dev server for its process. */
const STORE_KEY = Symbol.for('site-generator.markdown-store');
export function setActiveMarkdownStore(store: MarkdownStore): void {
  (globalThis as Record<symbol, unknown>)[STORE_KEY] = store;
}
export function getActiveMarkdownStore(): MarkdownStore {
  const store = (globalThis as Record<symbol, unknown>)[STORE_KEY] as MarkdownStore | undefined;
  if (!store) throw new Error('no markdown store is active (the markdown loader runs only inside a build or dev server)');
  return store;
}

/**
 * A URL a hook returned, as it goes where the placeholder was (inside a string of the compiled
 * code): escaped as JSON escapes it, unless it is the URL written (already in place as compiled).
 */
function urlInCode(url: string, written: string): string {
  return url === written ? written : JSON.stringify(url).slice(1, -1);
}
