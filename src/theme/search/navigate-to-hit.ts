/** Internal URLs use client routing; URLs matching the external pattern load in full. */
import { EXTERNAL_URL } from '@generator/client/Link';

export function navigateToHit(url: string, navigate: (to: string) => void, assign: (url: string) => void = (u) => window.location.assign(u)): void {
  if (EXTERNAL_URL.test(url)) assign(url);
  else navigate(url);
}
