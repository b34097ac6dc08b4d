/**
 * Writes route payloads (shared/route-payload.ts): the script that carries one route's compiled
 * Markdown, JSON data and lazy data URLs. Used by the build (content-hashed files) and the dev
 * server (served from memory). Each JSON data file is read once; lazy data files are named by
 * their content hash, so one shared by many routes (a whole sidebar) is one file, cached forever.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename, relative } from 'node:path';
import { PAYLOAD_DIR, PAYLOAD_GLOBAL } from '../shared/route-payload.ts';
import { DEFAULT_PLUGIN_ID } from '../shared/site-data.ts';
import type { BrokenMarkdownLink, MarkdownStore } from './markdown/markdown-store.ts';
import type { PlannedModule, RoutePlan } from './route-plan.ts';

export interface BuiltPayload {
  /** Script text. */
  source: string;
  /** Content hash of the text. */
  hash: string;
  /** Where the file goes under the output folder (the build), e.g. "assets/pages/abc.1f2e3d4c.js". */
  file: string;
  /** The URL pages load it from (under the base URL). */
  url: string;
  /** The lazy data files it names (under the output folder). */
  lazyFiles: string[];
  /** Links to Markdown files in its content that resolve to no page, and images that do not exist. */
  brokenLinks: BrokenMarkdownLink[];
  /** The files its content uses (images, downloads), under the output folder (see assetFiles). */
  assetFiles: string[];
}

/** Lazy data file (under the output folder) -> its JSON text. */
export type LazyDataFiles = Map<string, string>;

const contentHash = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 8);
const q = (value: unknown) => JSON.stringify(value);

export class RoutePayloads {
  private dataTexts = new Map<string, Promise<string>>();
  /** Data file -> its lazy file name under the output folder. */
  private lazyNames = new Map<string, Promise<string>>();
  readonly lazyFiles: LazyDataFiles = new Map();
  /** Content asset file (under the output folder) -> its source file, for every payload made. */
  readonly assetFiles = new Map<string, string>();

  constructor(
    private readonly store: MarkdownStore,
    private readonly options: {
      baseUrl: string;
      siteDir: string;
      /** Production: content-hashed file names. The dev server names files by route and adds a version query. */
      hashedNames: boolean;
    },
  ) {}

  private dataText(file: string): Promise<string> {
    let text = this.dataTexts.get(file);
    if (!text) {
      // Parsed and written again: the payload holds it as a JavaScript literal, and bad JSON fails here, naming the file.
      text = readFile(file, 'utf8').then((json) => JSON.stringify(JSON.parse(json)));
      this.dataTexts.set(file, text);
    }
    return text;
  }

  /** The lazy data file of a data module, under the output folder. */
  private lazyDataFile(file: string): Promise<string> {
    let name = this.lazyNames.get(file);
    if (!name) {
      name = this.dataText(file).then((text) => {
        const outFile = `assets/data/${basename(file, '.json')}.${contentHash(text)}.json`;
        this.lazyFiles.set(outFile, text);
        return outFile;
      });
      this.lazyNames.set(file, name);
    }
    return name;
  }

  /** The payload of one route. Markdown links are resolved now (broken ones are noted in the store). */
  async build(plan: RoutePlan): Promise<BuiltPayload> {
    const brokenLinks: BrokenMarkdownLink[] = [];
    const lazyFiles: string[] = [];
    const assetFiles = new Set<string>();
    /** `{"name":{...},...}`: a route's (or a parent route's) modules as the payload carries them. */
    const modulesText = async (planned: Record<string, PlannedModule>): Promise<string> => {
      const entries = await Promise.all(
        Object.entries(planned).map(async ([name, module]) => {
          switch (module.kind) {
            case 'markdown': {
              const compiled = await this.store.moduleCode(module.id);
              brokenLinks.push(...compiled.brokenLinks);
              for (const asset of compiled.assetFiles) {
                this.assetFiles.set(asset.file, asset.source);
                assetFiles.add(asset.file);
              }
              return `${q(name)}:{"markdown":function(){${compiled.code}\n}${module.imports ? `,"imports":${q(module.imports)}` : ''}}`;
            }
            case 'data':
              return `${q(name)}:{"data":${await this.dataText(module.file)}}`;
            case 'lazy': {
              const lazyFile = await this.lazyDataFile(module.file);
              lazyFiles.push(lazyFile);
              return `${q(name)}:{"lazy":${q(this.options.baseUrl + lazyFile)}}`;
            }
            case 'app':
              return `${q(name)}:{"app":${q(module.id)}}`;
          }
        }),
      );
      return `{${entries.join(',')}}`;
    };
    const modules = await modulesText(plan.modules);
    const parents = await Promise.all(
      plan.parents.map(async (parent) => {
        const fields = [
          `"path":${q(parent.permalink)}`,
          `"component":${q(parent.component)}`,
          ...(parent.exact !== undefined ? [`"exact":${q(parent.exact)}`] : []),
          ...(parent.strict !== undefined ? [`"strict":${q(parent.strict)}`] : []),
          ...(parent.moduleProps === 'namespace' ? [] : [`"moduleProps":"default"`]),
          `"modules":${await modulesText(parent.modules)}`,
        ];
        return `{${fields.join(',')}}`;
      }),
    );
    const { route } = plan;
    const sourceFile = route.sourceFile ? relative(this.options.siteDir, route.sourceFile) : undefined;
    const fields = [
      `"path":${q(route.permalink)}`,
      `"component":${q(plan.component)}`,
      ...(sourceFile ? [`"sourceFile":${q(sourceFile)}`] : []),
      `"plugin":${q(route.plugin)}`,
      ...(route.pluginId && route.pluginId !== DEFAULT_PLUGIN_ID ? [`"pluginId":${q(route.pluginId)}`] : []),
      ...(route.moduleProps === 'namespace' ? [] : [`"moduleProps":"default"`]),
      `"modules":${modules}`,
      ...(parents.length ? [`"parents":[${parents.join(',')}]`] : []),
      ...(plan.nestedRenderer ? [`"nestedRenderer":${q(plan.nestedRenderer)}`] : []),
    ];
    const source = `(self.${PAYLOAD_GLOBAL}=self.${PAYLOAD_GLOBAL}||[]).push({${fields.join(',')}});\n`;
    const hash = contentHash(source);
    const file = this.options.hashedNames ? `${PAYLOAD_DIR}/${plan.key}.${hash}.js` : `${PAYLOAD_DIR}/${plan.key}.js`;
    return {
      source,
      hash,
      file,
      url: this.options.baseUrl + file + (this.options.hashedNames ? '' : `?v=${hash}`),
      lazyFiles,
      brokenLinks,
      assetFiles: [...assetFiles],
    };
  }
}
