/**
 * `@docusaurus/plugin-google-gtag`: Google Analytics (gtag.js). Docusaurus's options and output:
 * the gtag script and its configuration in every page's head (production builds only, as
 * Docusaurus), and a client module that reports page views after client-side navigation.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { definePlugin, validatePluginOptions } from '../../src/core/index.ts';

export const GTAG_PLUGIN_NAME = 'docusaurus-plugin-google-gtag';

const optionsSchema = z.strictObject({
  id: z.string().default('default'),
  /** One measurement id ("G-XXXXXXX") or several; the first loads the script. */
  trackingID: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  anonymizeIP: z.boolean().default(false),
});

export default definePlugin((context, rawOptions) => {
  const options = validatePluginOptions(GTAG_PLUGIN_NAME, optionsSchema, rawOptions, context.siteConfigPath);
  const ids = Array.isArray(options.trackingID) ? options.trackingID : [options.trackingID];
  const config = options.anonymizeIP ? ", { 'anonymize_ip': true }" : '';
  return {
    name: GTAG_PLUGIN_NAME,
    // Bundled into the site's client code (the generator's sources are always beside it).
    getClientModules: () => (context.isProduction ? [join(context.generatorDir, 'plugins/gtag/gtag-client.ts')] : []),
    injectHtmlTags: () =>
      context.isProduction
        ? {
            headTags: [
              { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://www.google-analytics.com' } },
              { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://www.googletagmanager.com' } },
              { tagName: 'script', attributes: { async: true, src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ids[0])}` } },
              {
                tagName: 'script',
                innerHTML: `window.dataLayer = window.dataLayer || [];\nfunction gtag(){dataLayer.push(arguments);}\ngtag('js', new Date());\n${ids.map((id) => `gtag('config', ${JSON.stringify(id)}${config});`).join('\n')}`,
              },
            ],
          }
        : {},
  };
});
