/**
 * The site folder the look bench builds, always a scratch copy inside the Docusaurus install
 * (docusaurus-install.ts), so that Node finds `@docusaurus/core` and the classic preset from the
 * site as in a Docusaurus project, without them in the site's own node_modules:
 *   template  the `create-docusaurus` 3.10.2 classic template, TypeScript variant (the one with
 *             `docusaurus.config.ts` and `.tsx` pages, the more demanding of the two for a drop-in),
 *             scaffolded once with `npx create-docusaurus@3.10.2 ... --typescript --skip-install`
 *   a folder  a Docusaurus site given by path, copied (refreshed on every run): the folder named by
 *             `root` (the repository, when the config reads `../docs` as most real sites do) with
 *             the site inside it; without node_modules, build output and caches. The site's own
 *             node_modules is linked entry by entry into the copy (not copied; its `.cache`
 *             left out, so neither build writes into the original). Docusaurus's own plugins
 *             that its config names and nothing provides are installed at 3.10.2 into the install.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { DOCUSAURUS_VERSION } from './docusaurus-install.ts';

export interface LookSite {
  /** `template`, or a name made from the folder's path. */
  name: string;
  /** Where it came from: the template's package, or the folder given. */
  source: string;
  /** The scratch copy to build. */
  siteDir: string;
  /** The scratch folder of this site (outputs and screenshots' work go inside). */
  scratch: string;
}

export const TEMPLATE_PACKAGE = `create-docusaurus@${DOCUSAURUS_VERSION}`;
/** Folders never copied, wherever they are: dependencies, version control, Docusaurus's generated files. */
const NOT_COPIED = new Set(['node_modules', '.git', '.docusaurus']);

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('error', fail);
    child.once('close', (code) => (code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

async function scaffoldTemplate(installDir: string, log: (message: string) => void): Promise<LookSite> {
  const scratch = join(installDir, 'look-template');
  const siteDir = join(scratch, 'site');
  if (!existsSync(join(siteDir, 'docusaurus.config.ts'))) {
    log(`scaffolding the classic template (TypeScript) with ${TEMPLATE_PACKAGE} (once; later runs reuse it)...`);
    await rm(siteDir, { recursive: true, force: true });
    await mkdir(scratch, { recursive: true });
    await run('npx', ['--yes', TEMPLATE_PACKAGE, 'site', 'classic', scratch, '--typescript', '--skip-install', '--package-manager', 'npm'], scratch);
  }
  return { name: 'template', source: `${TEMPLATE_PACKAGE} classic --typescript`, siteDir, scratch };
}

/** A file-name-safe name for the site: `template`, or a folder's last two path segments (`owner+repo-website`). */
export function lookSiteName(which: string): string {
  if (which === 'template') return which;
  const absolute = resolve(which);
  return `${basename(dirname(absolute))}-${basename(absolute)}`.replace(/[^A-Za-z0-9+._-]/g, '_');
}

/** Links each entry of `from` (a node_modules folder) into `to`, except its cache. */
async function linkDependencies(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from)) {
    if (entry === '.cache' || existsSync(join(to, entry))) continue;
    await symlink(join(from, entry), join(to, entry));
  }
}

async function copySiteFolder(installDir: string, siteFolder: string, rootFolder: string, log: (message: string) => void): Promise<LookSite> {
  const [site, root] = [resolve(siteFolder), resolve(rootFolder)];
  const inside = relative(root, site);
  if (inside.startsWith('..')) throw new Error(`--look-root ${root} does not contain the site ${site}`);
  const name = lookSiteName(site);
  const scratch = join(installDir, `look-${name}`);
  const copy = join(scratch, 'copy');
  log(`copying ${root} (without node_modules and builds) to ${copy}...`);
  // The site's own build output is left out too (a docs folder named `build` elsewhere is content).
  const siteOutput = join(site, 'build');
  // A fresh copy: copying over the last one fails where the repository holds symbolic links (Jest's fixtures).
  await rm(copy, { recursive: true, force: true });
  await cp(root, copy, { recursive: true, force: true, filter: (path) => !NOT_COPIED.has(basename(path)) && path !== siteOutput });
  const siteDir = join(copy, inside);
  if (existsSync(join(site, 'node_modules'))) await linkDependencies(join(site, 'node_modules'), join(siteDir, 'node_modules'));
  await installOfficialPlugins(installDir, siteDir, log);
  return { name, source: site, siteDir, scratch };
}

/** The site's config file, in the order Docusaurus tries them. */
function configFile(siteDir: string): string | undefined {
  return ['ts', 'mts', 'cts', 'js', 'mjs', 'cjs'].map((ext) => join(siteDir, `docusaurus.config.${ext}`)).find((file) => existsSync(file));
}

/**
 * Docusaurus's own plugins and themes that the site's config names (`@docusaurus/plugin-client-redirects`,
 * `@docusaurus/plugin-pwa`) and neither the install nor the site's node_modules holds, installed into
 * the install at its pinned version: the classic preset does not bring them, and a site that moved
 * to this generator has taken them out of its own dependencies.
 */
async function installOfficialPlugins(installDir: string, siteDir: string, log: (message: string) => void): Promise<void> {
  const config = configFile(siteDir);
  if (!config) return;
  const named = new Set((await readFile(config, 'utf8')).match(/@docusaurus\/(?:plugin|theme)-[a-z0-9-]+/g) ?? []);
  const missing = [...named].filter((name) => ![installDir, siteDir].some((dir) => existsSync(join(dir, 'node_modules', name, 'package.json'))));
  if (!missing.length) return;
  log(`installing ${missing.join(', ')} ${DOCUSAURUS_VERSION} into ${installDir} (the site's config names them)...`);
  await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...missing.map((name) => `${name}@${DOCUSAURUS_VERSION}`)], installDir);
}

/** The site to compare: `template`, or a Docusaurus site folder (and the folder to copy with it). */
export function prepareLookSite(which: string, root: string | undefined, installDir: string, log: (message: string) => void): Promise<LookSite> {
  if (which === 'template') return scaffoldTemplate(installDir, log);
  if (!existsSync(which)) throw new Error(`--look: no such folder: ${which}`);
  return copySiteFolder(installDir, which, root ?? which, log);
}
