/**
 * `@docusaurus/plugin-google-tag-manager`: Google Tag Manager's snippet in every page (production
 * builds only, as Docusaurus): the loader script in the head, the no-script frame first in the body.
 */
import { z } from 'zod';
import { definePlugin, validatePluginOptions } from '../../src/core/index.ts';

export const GTM_PLUGIN_NAME = 'docusaurus-plugin-google-tag-manager';

const optionsSchema = z.strictObject({
  id: z.string().default('default'),
  /** "GTM-XXXXXXX". */
  containerId: z.string().regex(/^GTM-[A-Z0-9]+$/i, 'a container id like "GTM-ABC1234"'),
});

export default definePlugin((context, rawOptions) => {
  const { containerId } = validatePluginOptions(GTM_PLUGIN_NAME, optionsSchema, rawOptions, context.siteConfigPath);
  return {
    name: GTM_PLUGIN_NAME,
    injectHtmlTags: () =>
      context.isProduction
        ? {
            headTags: [
              { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://www.googletagmanager.com' } },
              {
                tagName: 'script',
                innerHTML: `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${JSON.stringify(containerId)});`,
              },
            ],
            preBodyTags: [
              `<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=${containerId}" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>`,
            ],
          }
        : {},
  };
});
