/** The site's config as the build writes it for the browser (core/codegen/site-config-module.ts). */
declare module '@generated/docusaurus.config' {
  const siteConfig: Record<string, unknown>;
  export default siteConfig;
}
