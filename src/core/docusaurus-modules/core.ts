/**
 * `@docusaurus/core` as a Node module: Docusaurus's public Node exports, the commands with its
 * signatures (`build(siteDir, cliOptions)`, …; src/core/commands/), for scripts and plugins that
 * run them programmatically.
 */
export { build, clear, deploy, serve, start, swizzle, writeHeadingIds, writeTranslations } from '../commands/index.ts';
