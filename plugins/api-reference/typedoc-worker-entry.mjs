/**
 * The TypeDoc worker's entry, in plain JavaScript: under tsx on Node 20 a worker thread does not
 * inherit a loader for a .ts entry (ERR_UNKNOWN_FILE_EXTENSION), so this entry registers tsx
 * itself and runs the worker through it.
 */
import { register } from 'tsx/esm/api';

register();
await import('./typedoc-worker.ts');
