/**
 * `@docusaurus/renderRoutes`: react-router-config's renderRoutes, as Docusaurus re-exports it. A
 * parent route's component calls `renderRoutes(props.route.routes)` to render its matching child
 * (client/nested-routes.tsx gives it that prop).
 */
import { renderRoutes } from 'react-router-config';

export default renderRoutes;
