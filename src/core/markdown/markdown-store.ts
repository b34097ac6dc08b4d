/**
 * Compiled Markdown/MDX: compiled once in worker threads, cached on disk by content hash, and
 * finished by filling in the routes of links to other Markdown files. Route payloads carry the
 * function-body output; the bundler's loader asks for the module output when code imports a
 * Markdown file. The dev server keeps each module's latest compile in memory; a build keeps only
 * hashes and imports, and reads code from the disk cache when it writes a page, so its memory does
 * not grow with the size of the site.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { Piscina } from 'piscina';
import { writeFileAtomicSync } from '../atomic-file.ts';
import { workerEntry } from '../generator-location.ts';
import { readRecordSync, type RecordWarnings } from '../incremental/cache-record.ts';
import { generatorCodeHash } from '../incremental/generator-code.ts';
import { SiteError } from '../site-error.ts';
import type { CompiledMarkdown, MarkdownOutput, MarkdownVariant } from './compile-markdown.ts';
import type { CompileOutcome, CompileTask } from './compile-worker.ts';
import { MARKDOWN_LINK_PLACEHOLDER } from './remark-markdown-links.ts';

/** The compiler, loaded only when something must be compiled here (a warm build or a dev start with all pages cached never loads it). */
const compileMarkdown: typeof import('./compile-markdown.ts').compileMarkdown = async (...args) => (await import('./compile-markdown.ts')).compileMarkdown(...args);

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
  file: string;
  line?: number;
  href: string;
}

const moduleKey = (id: MarkdownModuleId, output: MarkdownOutput) => `${id.file}\0${id.variant}\0${output}`;

export class MarkdownStore {
  /** Source file -> the route it renders at; used to resolve links between Markdown files. */
  permalinks = new Map<string, string>();
  /**
   * The same table on disk, written when it changes: the bundler's loader names it as a dependency
   * of modules with Markdown links, so a reused bundle is one whose links still resolve the same.
   */
  readonly permalinksFile: string;
  /** Module (file, variant, output) -> the content hash of its latest compile, its imports, and (dev server) the compile itself. */
  private latest = new Map<string, { hash: string; imports: string[]; compiled?: CompiledMarkdown }>();
  private pool: Piscina | undefined;

  /** @param warnings where a damaged compile in the disk cache is reported (it is compiled again) */
  constructor(
    private readonly cacheDir: string,
    private readonly development: boolean,
    private readonly warnings: RecordWarnings = { warn: (message) => console.warn(`[warn] ${message}`) },
  ) {
    mkdirSync(cacheDir, { recursive: true });
    this.permalinksFile = join(cacheDir, 'permalinks.json');
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
    this.compilerCode ??= generatorCodeHash('src/core/markdown/compile-worker');
    return this.compilerCode;
  }

  private async hash(id: MarkdownModuleId, output: MarkdownOutput, source: string): Promise<string> {
    return createHash('sha1').update(`${await this.compiler()}\0${this.development}\0${moduleKey(id, output)}\0${source}`).digest('hex');
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
    this.latest.set(moduleKey(id, output), { hash, imports: compiled.imports, compiled: this.development && compiled.code !== undefined ? (compiled as CompiledMarkdown) : undefined });
  }

  private remember(id: MarkdownModuleId, output: MarkdownOutput, hash: string, compiled: CompiledMarkdown): void {
    this.note(id, output, hash, compiled);
    writeFileAtomicSync(this.cacheFile(hash), JSON.stringify(compiled));
  }

  /** Compiles many modules to function bodies, in parallel (cache hits cost a hash). Throws the first error, naming its file. */
  async compileAll(ids: MarkdownModuleId[]): Promise<void> {
    const output: MarkdownOutput = 'function-body';
    const pending: Array<{ id: MarkdownModuleId; source: string; hash: string }> = [];
    await Promise.all(
      ids.map(async (id) => {
        const source = await readFile(id.file, 'utf8');
        const hash = await this.hash(id, output, source);
        if (!this.isCached(id, output, hash)) pending.push({ id, source, hash });
      }),
    );
    if (pending.length === 0) return;
    // Small batches are faster in-process than paying for worker start-up.
    if (pending.length < 24) {
      for (const task of pending) this.remember(task.id, output, task.hash, await compileMarkdown(task.id.file, task.source, task.id.variant, { output }));
      return;
    }
    this.pool ??= new Piscina({
      filename: workerEntry('src/core/markdown/compile-worker', 'src/core/markdown/compile-worker-entry.mjs'),
      maxThreads: Math.max(1, Math.min(availableParallelism(), 4)),
    });
    const outcomes = await Promise.all(
      pending.map(async (task) => {
        const outcome = (await this.pool!.run({ file: task.id.file, source: task.source, variant: task.id.variant, options: { output } } satisfies CompileTask)) as CompileOutcome;
        // Written to the disk cache as each arrives; only its imports stay in memory.
        if (outcome.ok) this.remember(task.id, output, task.hash, outcome.result);
        return outcome;
      }),
    );
    for (const outcome of outcomes) if (!outcome.ok) throw new SiteError(outcome.error.message, outcome.error.file, outcome.error.line, outcome.error.column);
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
  async moduleCode(id: MarkdownModuleId, output: MarkdownOutput = 'function-body', source?: string): Promise<CompiledMarkdown & { brokenLinks: BrokenMarkdownLink[] }> {
    const text = source ?? (await readFile(id.file, 'utf8'));
    const hash = await this.hash(id, output, text);
    let compiled = this.cached(id, output, hash);
    if (!compiled) {
      compiled = await compileMarkdown(id.file, text, id.variant, { output });
      this.remember(id, output, hash, compiled);
    }
    return { ...compiled, ...this.resolveLinks(id.file, compiled) };
  }

  /** The code with each link to a Markdown file replaced by its route, and the links that resolve to none. */
  private resolveLinks(file: string, compiled: CompiledMarkdown): { code: string; brokenLinks: BrokenMarkdownLink[] } {
    const brokenLinks: BrokenMarkdownLink[] = [];
    if (compiled.markdownLinks.length === 0) return { code: compiled.code, brokenLinks };
    const code = compiled.code.replace(MARKDOWN_LINK_PLACEHOLDER, (_, index: string) => {
      const link = compiled.markdownLinks[Number(index)];
      const [path, hash] = link.href.split('#');
      const target = this.permalinks.get(resolve(dirname(file), decodeURI(path)));
      if (!target) {
        if (!brokenLinks.some((b) => b.href === link.href)) brokenLinks.push({ file, line: link.line, href: link.href });
        return link.href;
      }
      return hash ? `${target}#${hash}` : target;
    });
    return { code, brokenLinks };
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
