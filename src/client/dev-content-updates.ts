/**
 * Dev server only (it replaces the plain hot client in `main`): code edits arrive as webpack hot
 * updates; content edits (Markdown, data) never go through webpack, and arrive as a message on the
 * same channel naming the routes whose payload changed. Those the page has loaded are read again,
 * and the app shows the new content in place. A page that crashed shows DevErrorPanel, and
 * renders again by itself when new content or code for it arrives (ErrorBoundary.tsx).
 */
import refreshRuntime from 'react-refresh/runtime';
import hotClient from 'webpack-hot-middleware/client?reload=true&overlay=true&noInfo=true';
import { CONTENT_CHANGED_ACTION, type ContentChangedMessage } from '../shared/dev-messages';
import { codeUpdated, devErrorView } from './DevErrorPanel';
import { installDevErrorView } from './ErrorBoundary';
import { reloadLoadedRoutes } from './route-registry';

installDevErrorView(devErrorView);

// Crashed pages try again once React Refresh has put the new components in place (before, they
// would render the old ones; React itself retries only boundaries that failed after its first refresh).
const performReactRefresh = refreshRuntime.performReactRefresh;
refreshRuntime.performReactRefresh = () => {
  const result = performReactRefresh();
  codeUpdated();
  return result;
};

hotClient.subscribe((message: { action?: string }) => {
  if (message.action !== CONTENT_CHANGED_ACTION) return;
  // It fails when the bundle has errors (the overlay and the terminal show them): a warning, not a second error.
  reloadLoadedRoutes((message as ContentChangedMessage).paths).catch((error: unknown) =>
    console.warn(`[dev] could not reload the changed content: ${error instanceof Error ? error.message : String(error)}`),
  );
});
