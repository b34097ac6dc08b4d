/**
 * Fetches the search index files a query needs (manifest, term files, tails, document files), each
 * once per page session: they are content-hashed, so a fetched file never changes. A failed fetch
 * is forgotten, so a later query tries again.
 */
import {
  documentFileName,
  SEARCH_MANIFEST_PATH,
  shardFolder,
  type SearchDocument,
  type SearchManifest,
  type TailFile,
  type TermFile,
} from '@generator/plugins/search/contract';
import { TermFileLookup } from './term-file-lookup';

const loaded = new Map<string, Promise<unknown>>();

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

function fetchOnce<T>(url: string, parse: (json: unknown) => T = (json) => json as T): Promise<T> {
  let file = loaded.get(url) as Promise<T> | undefined;
  if (!file) {
    file = fetchJson<unknown>(url).then(parse);
    file.catch(() => loaded.delete(url));
    loaded.set(url, file);
  }
  return file;
}

export const loadManifest = (baseUrl: string) => fetchOnce<SearchManifest>(`${baseUrl}${SEARCH_MANIFEST_PATH}`);

/** A facet's files, by the names the manifest and term files give them. */
export class ShardFiles {
  private readonly folderUrl: string;

  constructor(
    baseUrl: string,
    readonly tag: string,
  ) {
    this.folderUrl = `${baseUrl}${shardFolder(tag)}`;
  }

  /** A partition or completions file, ready for term lookups. */
  termFile(name: string): Promise<TermFileLookup> {
    return fetchOnce(this.folderUrl + name, (json) => new TermFileLookup(json as TermFile));
  }

  tail(name: string): Promise<TailFile> {
    return fetchOnce<TailFile>(this.folderUrl + name);
  }

  document(fileIndex: number, documentsHash: string): Promise<SearchDocument[]> {
    return fetchOnce<SearchDocument[]>(this.folderUrl + documentFileName(fileIndex, documentsHash));
  }
}
