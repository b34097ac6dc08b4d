/** Loads a route's lazy data file (see RouteConfig.lazyData) once, as a module-like `{ default: data }`. */
import type { LoadedModule } from '../shared/site-data';

const loaded = new Map<string, Promise<LoadedModule>>();

export function loadLazyData(url: string): Promise<LoadedModule> {
  let data = loaded.get(url);
  if (!data) {
    data = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.json().then((json: unknown) => ({ default: json }));
    });
    data.catch(() => loaded.delete(url)); // let a later call try again
    loaded.set(url, data);
  }
  return data;
}
