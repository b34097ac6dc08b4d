/**
 * Docusaurus's options that tune machinery this generator does not have: accepted, so a site's
 * scripts run unchanged, with one line saying they have no effect.
 *   --bundle-analyzer  webpack-bundle-analyzer's report (not shipped)
 *   --dev              a production build in development mode (React's dev errors)
 *   --hot-only         no reload when a hot update fails (the dev server reloads the page then)
 */
interface UnusedOptions {
  bundleAnalyzer?: boolean;
  dev?: boolean;
  hotOnly?: boolean;
}

const NOTICES: ReadonlyArray<[flag: string, given: (options: UnusedOptions) => boolean]> = [
  ['--bundle-analyzer', (options) => options.bundleAnalyzer === true],
  ['--dev', (options) => options.dev === true],
  ['--hot-only', (options) => options.hotOnly === true],
];

/** Prints one line naming the given options that have no effect here, if any. */
export function noticeUnusedOptions(command: string, options: UnusedOptions): void {
  const given = NOTICES.filter(([, isGiven]) => isGiven(options)).map(([flag]) => flag);
  if (given.length > 0) console.log(`[${command}] ${given.join(', ')}: accepted for Docusaurus compatibility, no effect with this generator`);
}
