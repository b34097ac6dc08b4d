/**
 * Extracts the TypeScript/JavaScript code blocks of Markdown/MDX pages and type-checks them
 * against the XState version the page documents (package-environments.ts: v5 for docs/ and
 * recent posts, v4 for versioned_docs/ and posts written before v5). Blocks whose meta holds
 * `runnable` are also executed. A block marked `no-check` is intentionally partial and skipped.
 *
 * Used by `code-blocks.test.ts`, and by writers from the command line:
 *   npx tsx tests/content/code-blocks.ts docs/guards.mdx versioned_docs/version-4/xstate/installation.mdx
 */
import { execFileSync, execFile } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { environmentOf, type PackageEnvironment } from './package-environments.ts';

const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const checkedLanguages: Record<string, string> = { ts: 'ts', typescript: 'ts', tsx: 'tsx', js: 'ts', javascript: 'ts', jsx: 'tsx' };

export interface CodeBlock {
  file: string;
  /** 1-based line of the first line of code (the line after the opening fence). */
  line: number;
  lang: string;
  meta: string[];
  code: string;
}

export interface CodeBlockProblem {
  file: string;
  line: number;
  message: string;
}

/** Finds fenced code blocks (``` or ~~~, at any indentation) in a Markdown/MDX source. */
export function extractCodeBlocks(file: string, source: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open;
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`).test(lines[j])) {
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j]);
      j++;
    }
    blocks.push({ file, line: i + 2, lang: lang.toLowerCase(), meta: meta.split(/\s+/).filter(Boolean), code: body.join('\n') });
    i = j;
  }
  return blocks;
}

/** The file name a block's `title="..."` meta gives it (`title="toggleMachine.ts"`), if any. */
function titledFileName(block: CodeBlock): string | undefined {
  const title = /^title="?([^"]+?)"?$/.exec(block.meta.find((m) => m.startsWith('title=')) ?? '')?.[1];
  return title && /\.[cm]?[jt]sx?$/.test(title) ? basename(title) : undefined;
}

/**
 * Where each block is written for the check: a folder per page, so a page's blocks can import one
 * another the way its reader's files would. A block titled `toggleMachine.ts` is written under that
 * name (as .ts/.tsx), and another block of the same page imports it as `./toggleMachine`; the
 * others are `block-N`.
 */
export function modulePaths(blocks: CodeBlock[]): Array<[string, CodeBlock]> {
  const pages = new Map<string, number>();
  const taken = new Set<string>();
  return blocks.map((block, index) => {
    if (!pages.has(block.file)) pages.set(block.file, pages.size);
    const folder = `page-${pages.get(block.file)}`;
    const extension = checkedLanguages[block.lang];
    const titled = titledFileName(block)?.replace(/\.[cm]?[jt]sx?$/, '');
    const name = titled && !taken.has(`${folder}/${titled}`) ? titled : `block-${index}`;
    taken.add(`${folder}/${name}`);
    return [`${folder}/${name}.${extension}`, block];
  });
}

export function isChecked(block: CodeBlock): boolean {
  return block.lang in checkedLanguages && !block.meta.includes('no-check');
}

function listContentFiles(path: string): string[] {
  const full = resolve(repoRoot, path);
  if (/\.mdx?$/.test(full)) return [full];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** Type-checks (and runs, where marked) every checked block under the given files or folders, each against its page's packages. */
export async function checkCodeBlocks(paths: string[]): Promise<{ blocks: CodeBlock[]; problems: CodeBlockProblem[] }> {
  const blocks = paths
    .flatMap(listContentFiles)
    .flatMap((f) => extractCodeBlocks(relative(repoRoot, f), readFileSync(f, 'utf8')))
    .filter(isChecked);
  const groups = new Map<string, { environment: PackageEnvironment; blocks: CodeBlock[] }>();
  for (const block of blocks) {
    const environment = environmentOf(block.file);
    const group = groups.get(environment.name) ?? { environment, blocks: [] };
    group.blocks.push(block);
    groups.set(environment.name, group);
  }
  const problems: CodeBlockProblem[] = [];
  for (const { environment, blocks: grouped } of groups.values()) problems.push(...(await checkInEnvironment(grouped, environment)));
  return { blocks, problems };
}

/**
 * One type-check (and one run of the runnable blocks) in a folder whose node_modules is the
 * environment's, so `import ... from 'xstate'` finds the version the page documents.
 */
async function checkInEnvironment(blocks: CodeBlock[], environment: PackageEnvironment): Promise<CodeBlockProblem[]> {
  const workDir = join(repoRoot, '.cache', `code-blocks-${process.pid}-${environment.name}`);
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  symlinkSync(environment.nodeModules, join(workDir, 'node_modules'), 'dir');
  const byModule = new Map<string, CodeBlock>();
  for (const [name, block] of modulePaths(blocks)) {
    mkdirSync(join(workDir, dirname(name)), { recursive: true });
    writeFileSync(join(workDir, name), block.code + '\n');
    byModule.set(name, block);
  }
  writeFileSync(
    join(workDir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'es2022',
        module: 'esnext',
        moduleResolution: 'bundler',
        moduleDetection: 'force',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        lib: ['es2022', 'dom', 'dom.iterable'],
        types: ['node'],
        typeRoots: [join(repoRoot, 'node_modules/@types')],
        allowJs: true,
        checkJs: false,
        paths: environment.paths ?? {},
      },
      include: ['**/*.ts', '**/*.tsx'],
    }),
  );
  const problems: CodeBlockProblem[] = [];
  const tsc = join(repoRoot, 'node_modules/.bin/tsc');
  let output = '';
  try {
    execFileSync(tsc, ['-p', join(workDir, 'tsconfig.json'), '--pretty', 'false'], { cwd: workDir, encoding: 'utf8' });
  } catch (error) {
    output = String((error as { stdout?: string }).stdout ?? error);
  }
  for (const m of output.matchAll(/^(page-\d+\/[\w./-]+\.tsx?)\((\d+),(\d+)\): (error .*)$/gm)) {
    const block = byModule.get(m[1])!;
    problems.push({ file: block.file, line: block.line + Number(m[2]) - 1, message: `[${environment.name}] ${m[4]}` });
  }
  const runnable = [...byModule].filter(([, block]) => block.meta.includes('runnable'));
  problems.push(...(await runRunnableBlocks(runnable, workDir)));
  rmSync(workDir, { recursive: true, force: true });
  return problems;
}

/** Runs the runnable blocks in one process (see run-code-blocks.ts); a block that throws or hangs is a problem. */
async function runRunnableBlocks(entries: Array<[string, CodeBlock]>, workDir: string): Promise<CodeBlockProblem[]> {
  if (entries.length === 0) return [];
  const byName = new Map(entries);
  const output = await new Promise<string>((done) =>
    execFile(
      join(repoRoot, 'node_modules/.bin/tsx'),
      [join(repoRoot, 'tests/content/run-code-blocks.ts'), ...entries.map(([name]) => name)],
      { cwd: workDir, timeout: 300_000, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout) => done(stdout || String(error ?? '')),
    ),
  );
  return output
    .split('\n')
    .filter((line) => line.startsWith('@@code-block-failure@@'))
    .map((line) => JSON.parse(line.slice('@@code-block-failure@@'.length)) as { file: string; message: string })
    .map(({ file, message }) => {
      const block = byName.get(file)!;
      return { file: block.file, line: block.line, message: `runnable block failed: ${message.split('\n').slice(0, 4).join(' | ')}` };
    });
}

/**
 * Runs one runnable block of a page on its own, in its page's environment, and returns the lines it
 * printed. Lets a test check what an example prints without an assertion in the reader's code.
 * `index` counts the page's checked blocks from 0.
 */
export function printedBy(page: string, index: number): string[] {
  const blocks = extractCodeBlocks(page, readFileSync(resolve(repoRoot, page), 'utf8')).filter(isChecked);
  const block = blocks[index];
  if (!block) throw new Error(`${page} has ${blocks.length} checked code blocks; there is no block ${index}`);
  const workDir = join(repoRoot, '.cache', `code-block-output-${process.pid}`);
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  try {
    symlinkSync(environmentOf(page).nodeModules, join(workDir, 'node_modules'), 'dir');
    const file = join(workDir, `block.${checkedLanguages[block.lang]}`);
    writeFileSync(file, block.code + '\n');
    const output = execFileSync(join(repoRoot, 'node_modules/.bin/tsx'), [file], { cwd: workDir, encoding: 'utf8', timeout: 60_000 });
    return output.split('\n').filter((line) => line !== '');
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { blocks, problems } = await checkCodeBlocks(process.argv.slice(2).length ? process.argv.slice(2) : ['docs', 'versioned_docs', 'blog']);
  for (const p of problems) console.log(`${p.file}:${p.line}: ${p.message}`);
  console.log(`${blocks.length} code blocks checked, ${problems.length} problems`);
  process.exitCode = problems.length ? 1 : 0;
}
