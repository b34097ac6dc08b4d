/**
 * Compiled Markdown/MDX modules, shared by the client and server bundles so nothing is compiled
 * twice: compiled in worker threads, cached on disk by content hash, kept in memory for the
 * bundler's loader, and finished by filling in the routes of links to other Markdown files.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { SiteError } from '../site-error.ts';
import type { CompiledMarkdown, MarkdownVariant } from './compile-markdown.ts';

/** Bump when the pipeline's output changes, so cached results are not reused. */
export const MARKDOWN_COMPILER_VERSION = '3';

/** The compiler, loaded only when something must be compiled here (a warm build or a dev start with all pages cached never loads it). */
const compileMarkdown: typeof import('./compile-markdown.ts').compileMarkdown = async (...args) => (await import('./compile-markdown.ts')).compileMarkdown(...args);
import type { CompileOutcome, CompileTask } from './compile-worker.ts';
import { MARKDOWN_LINK_PLACEHOLDER } from './remark-markdown-links.ts';

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

export class MarkdownStore {
  /** Source file -> the route it renders at; used to resolve links between Markdown files. */
  permalinks = new Map<string, string>();
  brokenLinks: BrokenMarkdownLink[] = [];
  private memory = new Map<string, CompiledMarkdown>();
  private pool: Piscina | undefined;

  constructor(
    private readonly cacheDir: string,
    private readonly development: boolean,
  ) {
    mkdirSync(cacheDir, { recursive: true });
  }

  private key(file: string, source: string, variant: MarkdownVariant): string {
    return createHash('sha1').update(`${MARKDOWN_COMPILER_VERSION}\0${this.development}\0${variant}\0${file}\0${source}`).digest('hex');
  }

  /** Compiles many modules in parallel (cache hits cost a hash). Throws the first error, naming its file. */
  async compileAll(ids: MarkdownModuleId[]): Promise<void> {
    const pending: Array<{ id: MarkdownModuleId; source: string; key: string }> = [];
    await Promise.all(
      ids.map(async (id) => {
        const source = await readFile(id.file, 'utf8');
        const key = this.key(id.file, source, id.variant);
        if (!this.memory.has(key) && !this.readDiskCache(key)) pending.push({ id, source, key });
      }),
    );
    if (pending.length === 0) return;
    // Small batches are faster in-process than paying for worker start-up.
    if (pending.length < 24) {
      for (const task of pending) this.store(task.key, await compileMarkdown(task.id.file, task.source, task.id.variant, this.development));
      return;
    }
    this.pool ??= new Piscina({
      filename: resolve(dirname(fileURLToPath(import.meta.url)), 'compile-worker-entry.mjs'),
      maxThreads: Math.max(1, Math.min(availableParallelism(), 4)),
    });
    const outcomes = await Promise.all(
      pending.map((task) => this.pool!.run({ file: task.id.file, source: task.source, variant: task.id.variant, development: this.development } satisfies CompileTask) as Promise<CompileOutcome>),
    );
    outcomes.forEach((outcome, i) => {
      if (!outcome.ok) throw new SiteError(outcome.error.message, outcome.error.file, outcome.error.line, outcome.error.column);
      this.store(pending[i].key, outcome.result);
    });
  }

  /** The finished module code for the bundler: compiled (if stale) with links resolved. */
  async moduleCode(id: MarkdownModuleId, source?: string): Promise<CompiledMarkdown> {
    const text = source ?? (await readFile(id.file, 'utf8'));
    const key = this.key(id.file, text, id.variant);
    let compiled = this.memory.get(key) ?? this.readDiskCache(key);
    if (!compiled) {
      compiled = await compileMarkdown(id.file, text, id.variant, this.development);
      this.store(key, compiled);
    }
    return { ...compiled, code: this.resolveLinks(id.file, compiled) };
  }

  private resolveLinks(file: string, compiled: CompiledMarkdown): string {
    if (compiled.markdownLinks.length === 0) return compiled.code;
    return compiled.code.replace(MARKDOWN_LINK_PLACEHOLDER, (_, index: string) => {
      const link = compiled.markdownLinks[Number(index)];
      const [path, hash] = link.href.split('#');
      const target = this.permalinks.get(resolve(dirname(file), decodeURI(path)));
      if (!target) {
        if (!this.brokenLinks.some((b) => b.file === file && b.href === link.href)) this.brokenLinks.push({ file, line: link.line, href: link.href });
        return link.href;
      }
      return hash ? `${target}#${hash}` : target;
    });
  }

  private store(key: string, compiled: CompiledMarkdown): void {
    this.memory.set(key, compiled);
    writeFileSync(join(this.cacheDir, `${key}.json`), JSON.stringify(compiled));
  }

  private readDiskCache(key: string): CompiledMarkdown | undefined {
    try {
      const compiled = JSON.parse(readFileSync(join(this.cacheDir, `${key}.json`), 'utf8')) as CompiledMarkdown;
      this.memory.set(key, compiled);
      return compiled;
    } catch {
      return undefined;
    }
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
