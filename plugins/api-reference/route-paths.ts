/** The reference's page paths: a version's landing, its options page, a package, a symbol. */
import { withBaseUrl } from '../../src/core/index.ts';

export const OPTIONS_SLUG = 'options';

export const versionPath = (baseUrl: string, versionPath: string) => withBaseUrl(baseUrl, versionPath);
export const optionsPath = (baseUrl: string, versionPath: string) => withBaseUrl(baseUrl, `${versionPath}/${OPTIONS_SLUG}`);
export const packagePath = (baseUrl: string, versionPath: string, packageId: string) => withBaseUrl(baseUrl, `${versionPath}/${packageId}`);
export const symbolPath = (baseUrl: string, versionPath: string, packageId: string, slug: string) =>
  withBaseUrl(baseUrl, `${versionPath}/${packageId}/${slug}`);

/** A version's search facet ("api-current"): search from its pages covers that version. */
export const apiSearchTag = (versionName: string) => `api-${versionName}`;
