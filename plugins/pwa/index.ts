/**
 * `@docusaurus/plugin-pwa` is refused: this generator does not make a service worker or an offline
 * cache, and a site that lists the plugin expects both. The error says so instead of building a
 * site that silently lacks them.
 */
import { definePlugin, SiteError } from '../../src/core/index.ts';

export default definePlugin((context) => {
  throw new SiteError(
    'plugin "@docusaurus/plugin-pwa" is not supported: this generator makes no service worker or offline cache. Remove the entry (a web app manifest can still be linked through `headTags`).',
    context.siteConfigPath,
  );
});
