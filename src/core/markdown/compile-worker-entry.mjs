/**
 * The compile pool's worker entry, in plain JavaScript. Under tsx on Node 20 the TypeScript loader
 * a worker inherits fails for a .ts entry whose module graph includes the MDX compiler
 * (ERR_UNKNOWN_FILE_EXTENSION), so this entry registers tsx itself and loads the worker through it.
 */
import { register } from 'tsx/esm/api';

register();
const worker = await import('./compile-worker.ts');
export default worker.default;
