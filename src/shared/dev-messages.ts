/** Messages the dev server sends the browser on the hot-update channel, besides webpack's own. */

export const CONTENT_CHANGED_ACTION = 'content-changed';

/** The payloads of these routes changed (a Markdown or data edit). */
export interface ContentChangedMessage {
  action: typeof CONTENT_CHANGED_ACTION;
  paths: string[];
}
