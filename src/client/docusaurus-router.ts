/**
 * `@docusaurus/router` for a site's code: React Router 5's hooks and components, as Docusaurus 3
 * re-exports them (useHistory, useLocation, Redirect, matchPath), and the rest of React Router
 * 5's API that site components reach for (useParams, useRouteMatch, withRouter, Switch, Route...).
 * They all read the one router the app renders (router.tsx).
 */
export {
  generatePath,
  matchPath,
  MemoryRouter,
  NavLink,
  Prompt,
  Redirect,
  Route,
  Router,
  StaticRouter,
  Switch,
  useHistory,
  useLocation,
  useParams,
  useRouteMatch,
  withRouter,
} from 'react-router-dom';
export { __RouterContext } from 'react-router';
export type { Location } from 'history';
