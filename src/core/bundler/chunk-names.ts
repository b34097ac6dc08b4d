/** Names the code generator gives webpack's entries and chunk groups, and later stages look up. */

/** Name of a route's entry in the client build. */
export const routeEntryName = (key: string) => `route-${key}`;

/** The server build names each route's lazy chunk group this prefix plus the route key. */
export const SERVER_ROUTE_CHUNK_PREFIX = 'server-route-';

/** A data module imported with this query is emitted as a file, and the import gives its URL. */
export const LAZY_DATA_QUERY = 'lazy-data';
