/**
 * The site's browser storage (`storage` in the config) as Docusaurus resolves it: the storage type,
 * and a key suffix that is empty without a namespace, `-${namespace}` with one given as a string,
 * and with `namespace: true` the first 3 hex digits of the MD5 of the site's URL with its base URL
 * (so two sites on one origin keep their preferences apart). A namespace left unset follows
 * `future.v4.siteStorageNamespacing`.
 */
import { createHash } from 'node:crypto';
import type { SiteStorage } from '../../shared/site-storage.ts';

export interface StorageConfig {
  type: SiteStorage['type'];
  namespace?: boolean | string;
}

type FutureV4 = boolean | Record<string, boolean | undefined>;

/** The config's `storage` with its namespace set: left unset, it is `future.v4.siteStorageNamespacing` (as Docusaurus's validation sets it). */
export function withStorageNamespace(storage: StorageConfig, v4: FutureV4): Required<StorageConfig> {
  return { ...storage, namespace: storage.namespace ?? (typeof v4 === 'boolean' ? v4 : (v4.siteStorageNamespacing ?? false)) };
}

export function resolveSiteStorage(config: { url: string; baseUrl: string; storage: StorageConfig; future: { v4: FutureV4 } }): SiteStorage {
  const { namespace } = withStorageNamespace(config.storage, config.future.v4);
  // url has no trailing slash and baseUrl starts and ends with one: together, Docusaurus's normalized URL.
  const name = namespace === true ? createHash('md5').update(`${config.url}${config.baseUrl}`).digest('hex').slice(0, 3) : namespace || '';
  return { type: config.storage.type, namespace: name ? `-${name}` : '' };
}
