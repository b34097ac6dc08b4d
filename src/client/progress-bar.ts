/** The top progress bar (nprogress), shown only when a navigation takes longer than PROGRESS_DELAY_MS. */
import nprogress from 'nprogress';

export const PROGRESS_DELAY_MS = 200;

nprogress.configure({ showSpinner: false });

/** Starts a navigation's progress; call the returned function when it ends. */
export function startNavigationProgress(): () => void {
  const timer = setTimeout(() => nprogress.start(), PROGRESS_DELAY_MS);
  return () => {
    clearTimeout(timer);
    nprogress.done();
  };
}
