/**
 * Dev server only (it replaces the plain hot client in `main`): code edits arrive as webpack hot
 * updates; content edits (Markdown, data) never go through webpack, and arrive as a message on the
 * same channel naming the routes whose payload changed. Those the page has loaded are read again,
 * and the app shows the new content in place.
 */
import hotClient from 'webpack-hot-middleware/client?reload=true&overlay=true&noInfo=true';
import { CONTENT_CHANGED_ACTION, type ContentChangedMessage } from '../shared/dev-messages';
import { reloadLoadedRoutes } from './route-registry';

hotClient.subscribe((message: { action?: string }) => {
  if (message.action !== CONTENT_CHANGED_ACTION) return;
  reloadLoadedRoutes((message as ContentChangedMessage).paths).catch((error: unknown) => console.error('[dev] could not reload the changed content:', error));
});
