/** Names the code generator gives webpack's entries and chunk groups, and later stages look up. */

/** Name of an application module's entry in the client build. */
export const appModuleEntryName = (id: string) => `module-${id}`;

/** The server build names each application module's lazy chunk group this prefix plus its id. */
export const SERVER_APP_MODULE_CHUNK_PREFIX = 'server-module-';
