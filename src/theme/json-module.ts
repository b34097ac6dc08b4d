/** A route's JSON data module as the component receives it (a module namespace with the data as default). */
export type JsonModule<T> = { default: T } | T;

export function jsonData<T>(module: JsonModule<T>): T {
  return (module as { default?: T }).default ?? (module as T);
}
