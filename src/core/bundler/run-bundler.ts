/** Runs the client and server webpack builds together and returns what later stages need. */
import webpack, { type Configuration, type StatsCompilation } from 'webpack';
import { SiteError } from '../site-error.ts';

export interface BundleResult {
  client: StatsCompilation;
  warnings: string[];
}

export function bundleErrorMessages(stats: StatsCompilation): string[] {
  const all = [...(stats.errors ?? []), ...(stats.children ?? []).flatMap((c) => c.errors ?? [])];
  return all.map((e) => [e.moduleName ? `${e.moduleName}: ` : '', e.message.split('\n').slice(0, 8).join('\n')].join(''));
}

export function runBundler(configs: Configuration[]): Promise<BundleResult> {
  const compiler = webpack(configs);
  return new Promise((resolve, reject) => {
    compiler.run((error, multiStats) => {
      compiler.close(() => {
        if (error) return reject(error);
        const [clientStats] = multiStats!.stats;
        const json = multiStats!.toJson({ all: false, errors: true, warnings: true, moduleTrace: false });
        const errors = bundleErrorMessages(json);
        if (errors.length) return reject(new SiteError(`bundling failed:\n${[...new Set(errors)].join('\n\n')}`));
        resolve({
          client: clientStats.toJson({ all: false, entrypoints: true, publicPath: true, assets: false }),
          warnings: (json.children ?? []).flatMap((c) => c.warnings ?? []).map((w) => w.message.split('\n')[0]),
        });
      });
    });
  });
}
