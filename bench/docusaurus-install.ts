/**
 * The Docusaurus the comparison runs (`--vs-docusaurus`): Docusaurus 3.10.2 with Docusaurus
 * Faster (`@docusaurus/faster`: Rspack, SWC, Lightning CSS) and the classic preset, installed once
 * with `npm install` into a scratch folder (bench/.corpus/docusaurus-3.10.2/, git-ignored) and
 * reused by later runs. The compared site folders live inside it, so Node finds its node_modules
 * from them as it would in a Docusaurus project, and each site keeps its own `node_modules/.cache`.
 *
 *   npx tsx bench/docusaurus-install.ts     installs (or checks) it and prints the versions
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { GENERATOR_DIR } from './build-runs.ts';

export const DOCUSAURUS_VERSION = '3.10.2';
const REACT_VERSION = '18.3.1';

/** Exact versions, so every run of the comparison measures the same Docusaurus. */
export const DOCUSAURUS_DEPENDENCIES: Record<string, string> = {
  '@docusaurus/core': DOCUSAURUS_VERSION,
  '@docusaurus/faster': DOCUSAURUS_VERSION,
  '@docusaurus/preset-classic': DOCUSAURUS_VERSION,
  react: REACT_VERSION,
  'react-dom': REACT_VERSION,
};

export interface DocusaurusInstall {
  /** The scratch folder holding package.json and node_modules; compared sites go inside it. */
  dir: string;
  /** The CLI script, run with this Node (`node docusaurus.mjs build ...`), not through npx. */
  cli: string;
  /** Installed versions of the packages that matter to the figures. */
  versions: Record<string, string>;
}

const INSTALL_DIR = join(GENERATOR_DIR, `bench/.corpus/docusaurus-${DOCUSAURUS_VERSION}`);
/** Packages whose installed version the report gives (what Docusaurus Faster runs on). */
const REPORTED_PACKAGES = ['@docusaurus/core', '@docusaurus/faster', '@rspack/core', '@swc/core', 'lightningcss', 'react'];

async function installedVersion(dir: string, name: string): Promise<string | undefined> {
  const file = join(dir, 'node_modules', name, 'package.json');
  if (!existsSync(file)) return undefined;
  return (JSON.parse(await readFile(file, 'utf8')) as { version: string }).version;
}

/** True when every pinned package is installed at its version. */
async function isComplete(dir: string): Promise<boolean> {
  const found = await Promise.all(Object.entries(DOCUSAURUS_DEPENDENCIES).map(async ([name, version]) => (await installedVersion(dir, name)) === version));
  return found.every(Boolean);
}

function npmInstall(dir: string, log: (message: string) => void): Promise<void> {
  log(`installing Docusaurus ${DOCUSAURUS_VERSION} with @docusaurus/faster into ${dir} (once; later runs reuse it)...`);
  return new Promise((done, fail) => {
    const child = spawn('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', fail);
    child.once('close', (code) => (code === 0 ? done() : fail(new Error(`npm install in ${dir} exited with ${code}`))));
  });
}

/** The installed Docusaurus, installing it first when it is missing or incomplete. */
export async function ensureDocusaurus(log: (message: string) => void): Promise<DocusaurusInstall> {
  const dir = INSTALL_DIR;
  if (!(await isComplete(dir))) {
    await mkdir(dir, { recursive: true });
    const manifest = {
      name: 'bench-docusaurus',
      private: true,
      description: 'Scratch install for bench --vs-docusaurus',
      dependencies: DOCUSAURUS_DEPENDENCIES,
    };
    await writeFile(join(dir, 'package.json'), JSON.stringify(manifest, null, 2) + '\n');
    await npmInstall(dir, log);
    if (!(await isComplete(dir)))
      throw new Error(`npm install in ${dir} did not install ${Object.keys(DOCUSAURUS_DEPENDENCIES).join(', ')} at their pinned versions`);
  }
  const versions: Record<string, string> = {};
  for (const name of REPORTED_PACKAGES) versions[name] = (await installedVersion(dir, name)) ?? '?';
  return { dir, cli: join(dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), versions };
}

if (import.meta.filename === resolve(process.argv[1] ?? '')) {
  const install = await ensureDocusaurus((message) => console.error(`[bench] ${message}`));
  console.log(JSON.stringify(install, null, 2));
}
