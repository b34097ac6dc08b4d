/**
 * When links prefetch their route. A long sidebar shows dozens of links at once; prefetching
 * every visible one fetched and ran dozens of payloads as a page opened, competing with the page
 * itself. So:
 * - a link the reader points at (hover, focus, touch) prefetches at once: a click is likely;
 * - a visible link waits in a queue, served one route at a time when the browser is idle, the
 *   page's own content links (its "next" link first) before navigation links, and at most
 *   VIEWPORT_PREFETCHES_PER_PAGE of them for each page shown;
 * - nothing at all on 2g or with data saving on (prefetch-policy.ts, checked by prefetchRoute).
 */
import { getLoadedRoute, prefetchRoute } from './route-registry';

/** Visible links prefetched for each page shown. */
export const VIEWPORT_PREFETCHES_PER_PAGE = 4;

interface Candidate {
  element: Element;
  path: string;
}

/** Links watched for visibility, and those visible now (waiting for their turn). */
const watched = new Map<Element, Candidate>();
const waiting = new Map<Element, Candidate>();
let prefetchedThisPage = 0;
let running = false;
let observer: IntersectionObserver | undefined;

const whenIdle: (run: () => void) => void =
  typeof requestIdleCallback === 'function' ? (run) => requestIdleCallback(run, { timeout: 2000 }) : (run) => setTimeout(run, 50);

/** Lower runs first: the page's next link, then links in its content, then navigation links. */
function rank(element: Element): number {
  if (element.getAttribute('rel') === 'next') return 0;
  if (element.closest('nav, aside, header, footer')) return 2;
  return 1;
}

function takeNext(): Candidate | undefined {
  let best: Candidate | undefined;
  for (const candidate of waiting.values()) {
    if (!candidate.element.isConnected) {
      waiting.delete(candidate.element);
      continue;
    }
    if (!best || rank(candidate.element) < rank(best.element)) best = candidate;
  }
  if (best) waiting.delete(best.element);
  return best;
}

function serveQueue(): void {
  if (running || waiting.size === 0 || prefetchedThisPage >= VIEWPORT_PREFETCHES_PER_PAGE) return;
  running = true;
  whenIdle(() => {
    const next = takeNext();
    if (!next || getLoadedRoute(next.path)) {
      running = false;
      serveQueue();
      return;
    }
    prefetchedThisPage++;
    void prefetchRoute(next.path).then(() => {
      running = false;
      serveQueue();
    });
  });
}

/** Queues a link's route for prefetch while the link is visible; returns a function that stops watching it. */
export function prefetchWhenVisible(element: Element, path: string): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const candidate = watched.get(entry.target);
      if (!candidate) continue;
      if (entry.isIntersecting) waiting.set(entry.target, candidate);
      else waiting.delete(entry.target);
    }
    serveQueue();
  });
  watched.set(element, { element, path });
  observer.observe(element);
  return () => {
    observer?.unobserve(element);
    watched.delete(element);
    waiting.delete(element);
  };
}

/** A link the reader points at: its route loads now. */
export function prefetchNow(path: string): void {
  void prefetchRoute(path);
}

/** A new page is shown: it gets its own allowance of visible-link prefetches. */
export function startPagePrefetchAllowance(): void {
  prefetchedThisPage = 0;
  serveQueue();
}
