/**
 * `@docusaurus/Link` (Docusaurus: the default export is the link component, `to` or `href`).
 * A stopgap over the runtime's Link until the react-router-based one replaces it.
 */
export { Link as default } from '../Link';
export type { LinkProps as Props } from '../Link';
