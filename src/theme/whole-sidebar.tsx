/**
 * The whole docs sidebar, for the categories a page's copy of it left out (see the docs plugin's
 * sidebar-for-page.ts): loaded the first time such a category opens (or is pointed at, to have it
 * ready), then kept for every page of that sidebar.
 */
import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import type { DocsSidebarData, SidebarEntry } from '@generator/plugins/docs/contract';
import { jsonData, type JsonModule } from './json-module';

export type WholeSidebarLoader = () => Promise<JsonModule<DocsSidebarData>>;

interface WholeSidebarSource {
  /** "version:sidebar name": one whole sidebar per key. */
  key: string;
  load?: WholeSidebarLoader;
}

const loaded = new Map<string, DocsSidebarData>();
const loading = new Map<string, Promise<DocsSidebarData>>();

export const WholeSidebarContext = createContext<WholeSidebarSource>({ key: '' });

function loadWhole({ key, load }: WholeSidebarSource): Promise<DocsSidebarData> | undefined {
  if (!load) return undefined;
  let pending = loading.get(key);
  if (!pending) {
    pending = load().then((module) => {
      const data = jsonData(module);
      loaded.set(key, data);
      return data;
    });
    pending.catch(() => loading.delete(key)); // a later attempt may succeed
    loading.set(key, pending);
  }
  return pending;
}

/** The items of the category at `indexPath` (positions from the sidebar's root) in the whole sidebar. */
function itemsAt(items: SidebarEntry[], indexPath: number[]): SidebarEntry[] | undefined {
  let entry: SidebarEntry | undefined;
  let level = items;
  for (const index of indexPath) {
    entry = level[index];
    if (entry?.type !== 'category') return undefined;
    level = entry.items;
  }
  return entry?.type === 'category' ? entry.items : undefined;
}

/**
 * For a category whose items this page left out: the items once the whole sidebar is here (loaded
 * when `wanted`, i.e. the category is open), and a function to start loading it early.
 */
export function useOmittedItems(indexPath: number[], wanted: boolean): { items: SidebarEntry[] | undefined; preload: () => void } {
  const source = useContext(WholeSidebarContext);
  const [whole, setWhole] = useState(() => loaded.get(source.key));
  useEffect(() => {
    if (!wanted || whole) return;
    let live = true;
    loadWhole(source)?.then(
      (data) => live && setWhole(data),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [wanted, whole, source]);
  const preload = useCallback(() => void loadWhole(source)?.catch(() => {}), [source]);
  return { items: whole && itemsAt(whole.items, indexPath), preload };
}
