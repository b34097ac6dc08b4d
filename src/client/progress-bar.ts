/**
 * The top progress bar (nprogress), shown only when a navigation takes longer than PROGRESS_DELAY_MS.
 * nprogress is not part of what a page loads before it is interactive: it is fetched when the
 * browser is idle after the first render, or at the latest when a bar is first due.
 */
import type { NProgress } from 'nprogress';

export const PROGRESS_DELAY_MS = 200;

let loading: Promise<NProgress> | undefined;

function loadProgressBar(): Promise<NProgress> {
  loading ??= import(/* webpackChunkName: "progress-bar" */ 'nprogress').then(({ default: nprogress }) => {
    nprogress.configure({ showSpinner: false });
    return nprogress;
  });
  loading.catch(() => (loading = undefined));
  return loading;
}

/** Fetches the progress bar's code ahead of the first slow navigation. */
export function preloadProgressBar(): void {
  const idle = (globalThis as { requestIdleCallback?: (run: () => void) => void }).requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
  idle(() => void loadProgressBar().catch(() => {}));
}

/** Starts a navigation's progress; call the returned function when it ends. */
export function startNavigationProgress(): () => void {
  let ended = false;
  const timer = setTimeout(() => {
    void loadProgressBar().then(
      (nprogress) => !ended && nprogress.start(),
      () => {},
    );
  }, PROGRESS_DELAY_MS);
  return () => {
    ended = true;
    clearTimeout(timer);
    void loading?.then(
      (nprogress) => nprogress.done(),
      () => {},
    );
  };
}
