/**
 * The generator's tools for plugin code that runs in the Markdown worker threads (a remark step),
 * beside its public API (index.ts) and its Markdown tools (markdown-tools.ts). The index loads the
 * config schema and the plugin host, about 0.2 s in every worker that imports it; what is here
 * loads nothing of the kind. Everything here is also exported by index.ts.
 */

/** Writes a file whole (a temporary file renamed into place): a killed build never leaves half a record. */
export { writeFileAtomicSync } from './atomic-file.ts';
