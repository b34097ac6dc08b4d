/** Names the code generator gives webpack's entries and chunk groups, and the bundle files later stages look up. */
import { resolve } from 'node:path';

/** Name of an application module's entry in the client build. */
export const appModuleEntryName = (id: string) => `module-${id}`;

/** The server build names each application module's lazy chunk group this prefix plus its id. */
export const SERVER_APP_MODULE_CHUNK_PREFIX = 'server-module-';

/** The server build's entry file, which the prerenderer loads. */
export const serverBundleFile = (serverOutDir: string) => resolve(serverOutDir, 'server.cjs');
