/**
 * Docusaurus core's public Node functions, with Docusaurus's signatures (what `@docusaurus/core`
 * exports for scripts that drive a site from code): each runs the command of the same name.
 */
export { build, type BuildCliOptions } from './build.ts';
export { start, type StartCliOptions } from './start.ts';
export { serve, type ServeCliOptions } from './serve.ts';
export { clear } from './clear.ts';
export { deploy, type DeployCliOptions } from './deploy.ts';
export { writeHeadingIds, type WriteHeadingIdsCliOptions } from './write-heading-ids.ts';
export { swizzle } from './swizzle/index.ts';
export { writeTranslations } from './write-translations/index.ts';
export { createCliProgram } from './cli-program.ts';
