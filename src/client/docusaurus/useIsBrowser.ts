/**
 * `@docusaurus/useIsBrowser` (Docusaurus: false while prerendering and during hydration, so the
 * first render matches the HTML; true after it, and at once in components mounted later).
 */
import { useEffect, useState } from 'react';

/** Set once the app has hydrated: components mounted after that render for the browser at once. */
let hydrated = false;

export default function useIsBrowser(): boolean {
  const [isBrowser, setIsBrowser] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    setIsBrowser(true);
  }, []);
  return isBrowser;
}
