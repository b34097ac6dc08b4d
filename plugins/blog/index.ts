/** Placeholder: the blog plugin is being built (see its issue). */
import { definePlugin } from '../../src/core/plugin-types.ts';

export default definePlugin(() => ({ name: 'blog' }));
