/**
 * The build's payload step: each route's payload (route-payloads.ts), the lazy data files they
 * name, and each route's manifest (the scripts and stylesheets it needs: its application modules'
 * and its payload). A payload whose inputs are unchanged since the last build is linked from the
 * last output instead of being made again (incremental/payload-record.ts), once it and the files
 * it names are found as they were written (incremental/kept-files.ts): one rewritten in place in
 * the last output is made again.
 *
 * Payloads need nothing from the bundle, only manifests do: the build starts this step beside the
 * bundle and hands it the bundle's assets as a promise, so the payloads, lazy data and content
 * assets are written while webpack runs, and the manifests once its assets are known.
 */
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { ROUTE_MANIFEST_DIR, type RouteManifest } from '../shared/site-data.ts';
import { assetsOfModules, type AppAssets } from './bundler/route-assets.ts';
import { noteCacheDamage } from './incremental/cache-damage.ts';
import { hashContent, hashText } from './incremental/content-hash.ts';
import { checkKeptFile, describeKeptFile, outputFileStamp, type KeptFile } from './incremental/kept-files.ts';
import { ENTRY_POINTS } from './entry-points.mjs';
import { generatorCodeHash } from './incremental/generator-code.ts';
import { mapLimited } from './map-limited.ts';
import { loadPayloadRecord, PayloadInputs, savePayloadRecord, type RecordedPayload } from './incremental/payload-record.ts';
import type { PreparedSite } from './load-site.ts';
import type { BrokenMarkdownLink } from './markdown/markdown-store.ts';
import { linkOrCopyFile } from './output-folder.ts';
import type { RoutePlan } from './route-plan.ts';
import { RoutePayloads } from './route-payloads.ts';

/** A route ready to prerender: its plan, its payload as written, and its assets beyond main. */
export interface WrittenRoute {
  plan: RoutePlan;
  payload: Pick<RecordedPayload, 'file' | 'url' | 'hash'>;
  assets: { js: string[]; css: string[] };
}

export interface WrittenPayloads {
  routes: WrittenRoute[];
  brokenLinks: BrokenMarkdownLink[];
  /** How many payloads came from the last output. */
  reused: number;
}

/** How many routes are handled at once: enough to keep the disk busy, few enough to bound memory. */
const IN_FLIGHT = 64;

export async function writeRoutePayloads(
  site: PreparedSite,
  bundleAssets: Promise<AppAssets>,
  output: { outDir: string; previousOutDir: string; recordFile: string },
): Promise<WrittenPayloads> {
  const { outDir, previousOutDir } = output;
  const store = site.context.markdown;
  const payloads = new RoutePayloads(store, { baseUrl: site.config.baseUrl, siteDir: site.context.siteDir, hashedNames: true });
  // The code writing payloads runs in the command line's own thread.
  const common = hashText(
    await generatorCodeHash(ENTRY_POINTS.cli),
    site.config.baseUrl,
    site.context.siteDir,
    existsSync(store.permalinksFile) ? readFileSync(store.permalinksFile, 'utf8') : '',
  );
  const inputs = new PayloadInputs(store, common);
  const { payloads: previous, files: previousFiles } = await loadPayloadRecord(output.recordFile, site.context.report);
  const recorded = new Map<string, RecordedPayload>();
  /** The files this step puts into the output, as written (or as checked, when taken from the last output). */
  const keptFiles = new Map<string, KeptFile>();
  const damaged = new Set<string>();
  const checks = new Map<string, Promise<boolean>>();
  /** Whether a file of the last output is as recorded (each checked once: lazy data and assets are shared). */
  const stillWritten = (file: string): Promise<boolean> => {
    let check = checks.get(file);
    if (!check) {
      const kept = previousFiles.get(file);
      check = !kept
        ? Promise.resolve(false)
        : checkKeptFile(join(previousOutDir, file), kept, outputFileStamp).then((result) => {
            if (result.state === 'changed') damaged.add(file);
            if (result.state !== 'intact') return false;
            keptFiles.set(file, result.restamped ? { ...kept, stamp: result.restamped } : kept);
            return true;
          });
      checks.set(file, check);
    }
    return check;
  };
  const keep = async (file: string, knownHash?: string) => {
    keptFiles.set(file, await describeKeptFile(join(outDir, file), outputFileStamp, knownHash));
  };
  const lazyFromPrevious = new Set<string>();
  const assetsFromPrevious = new Set<string>();
  let reused = 0;

  const dirs = new Map<string, Promise<unknown>>();
  const ensureDir = (file: string) => {
    const dir = dirname(file);
    if (!dirs.has(dir)) dirs.set(dir, mkdir(dir, { recursive: true }));
    return dirs.get(dir)!;
  };

  async function payloadOf(plan: RoutePlan): Promise<RecordedPayload> {
    const key = await inputs.of(plan);
    const last = previous.get(plan.key);
    const lastAssets = last?.assetFiles ?? [];
    if (key && last?.inputs === key && (await Promise.all([last.file, ...last.lazyFiles, ...lastAssets].map(stillWritten))).every(Boolean)) {
      await ensureDir(join(outDir, last.file));
      await linkOrCopyFile(join(previousOutDir, last.file), join(outDir, last.file));
      last.lazyFiles.forEach((file) => lazyFromPrevious.add(file));
      lastAssets.forEach((file) => assetsFromPrevious.add(file));
      reused++;
      return last;
    }
    const { source, ...built } = await payloads.build(plan);
    await ensureDir(join(outDir, built.file));
    await writeFile(join(outDir, built.file), source);
    await keep(built.file, hashContent(source));
    // Recorded once its inputs could be told (always, once every page is compiled).
    return { ...built, inputs: key ?? '' };
  }

  await mapLimited(site.plan.routes, IN_FLIGHT, async (plan) => {
    recorded.set(plan.key, await payloadOf(plan));
  });

  // Lazy data: what payloads made now name, written; what reused payloads name, linked (once each).
  await Promise.all(
    [...payloads.lazyFiles].map(async ([file, text]) => {
      await ensureDir(join(outDir, file));
      await writeFile(join(outDir, file), text);
      await keep(file, hashContent(text));
    }),
  );
  await Promise.all(
    [...lazyFromPrevious]
      .filter((file) => !payloads.lazyFiles.has(file))
      .map(async (file) => {
        await ensureDir(join(outDir, file));
        await linkOrCopyFile(join(previousOutDir, file), join(outDir, file));
      }),
  );
  // Content assets (images, downloads): those of payloads made now copied from the site, the others linked from the last output.
  await Promise.all(
    [...payloads.assetFiles].map(async ([file, source]) => {
      await ensureDir(join(outDir, file));
      await copyFile(source, join(outDir, file));
      await keep(file);
    }),
  );
  await Promise.all(
    [...assetsFromPrevious]
      .filter((file) => !payloads.assetFiles.has(file))
      .map(async (file) => {
        await ensureDir(join(outDir, file));
        await linkOrCopyFile(join(previousOutDir, file), join(outDir, file));
      }),
  );
  noteCacheDamage(site.context.report, [...damaged].sort(), 'making those payloads again');
  await savePayloadRecord(output.recordFile, { payloads: recorded, files: keptFiles });

  // Manifests: each route's scripts and stylesheets, once the bundle has named them.
  const assets = await bundleAssets;
  // In the routes' own order (mapLimited keeps it), so later steps write the same output however the writes finished.
  const routes = await mapLimited(site.plan.routes, IN_FLIGHT, async (plan): Promise<WrittenRoute> => {
    const payload = recorded.get(plan.key)!;
    const moduleAssets = assetsOfModules(assets, plan.appModules);
    const routeAssets = { js: [...moduleAssets.js, payload.url], css: moduleAssets.css };
    const manifest: RouteManifest = { path: plan.route.permalink, ...routeAssets };
    const manifestPath = join(ROUTE_MANIFEST_DIR, `${plan.key}.json`);
    const text = JSON.stringify(manifest);
    await ensureDir(join(outDir, manifestPath));
    // Unchanged since the last output: linked, not made again (a new file costs more: output-folder.ts).
    const last = await readFile(join(previousOutDir, manifestPath), 'utf8').catch(() => undefined);
    if (last === text) await linkOrCopyFile(join(previousOutDir, manifestPath), join(outDir, manifestPath));
    else await writeFile(join(outDir, manifestPath), text);
    return { plan, payload: { file: payload.file, url: payload.url, hash: payload.hash }, assets: routeAssets };
  });
  return {
    routes,
    // A Markdown file may be in several payloads (a post and the list pages of its excerpt): each broken link once.
    brokenLinks: [...new Map([...recorded.values()].flatMap((payload) => payload.brokenLinks).map((link) => [`${link.file}\0${link.href}`, link])).values()],
    reused,
  };
}
