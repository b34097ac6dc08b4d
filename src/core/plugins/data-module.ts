/**
 * A plugin's data modules (the `createData` action): each written once into the plugin's own
 * folder of the generated files, named by a hash of its text, and referred to by its path from a
 * route's `modules`.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { writeFileAtomic } from '../atomic-file.ts';

/** Extensions a createData name may keep (a module of that kind); any other name is a JSON module. */
const DATA_MODULE_EXTENSION = /\.(json|[cm]?js|jsx|tsx?|css)$/;

/** Writes data modules into one plugin instance's folder; the folder is read once, on the first write. */
export type DataModuleWriter = (name: string, data: unknown) => Promise<string>;

/** The folder of a plugin instance's data modules: `data/<plugin name>/<id>` in the generated files. */
export function dataModuleDir(generatedFilesDir: string, pluginName: string, pluginId: string): string {
  return join(generatedFilesDir, 'data', pluginName.replace(/[^\w.@-]+/g, '_'), pluginId);
}

/**
 * A writer of data modules into `dir`. A string is written as it is (Docusaurus plugins pass JSON
 * text), anything else as JSON. The file's name holds a hash of its text and files are written
 * whole, so a file of that name already in the folder has that text: it is left alone, without
 * reading it back (a warm build's hundreds of data modules are then one read of the folder).
 */
export function dataModuleWriter(dir: string): DataModuleWriter {
  const existing = mkdir(dir, { recursive: true }).then(async () => new Set(await readdir(dir)));
  return async (name, data) => {
    const isText = typeof data === 'string';
    const fileName = (isText && DATA_MODULE_EXTENSION.test(name)) || name.endsWith('.json') ? name : `${name}.json`;
    const text = isText ? data : JSON.stringify(data);
    const hash = createHash('sha1').update(text).digest('hex').slice(0, 8);
    const extension = extname(fileName);
    const base = `${fileName.slice(0, -extension.length).replace(/[^\w.-]+/g, '_')}-${hash}${extension}`;
    const file = join(dir, base);
    if (!(await existing).has(base)) await writeFileAtomic(file, text);
    return file;
  };
}
