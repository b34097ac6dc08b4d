/**
 * `@docusaurus/BrowserOnly` (Docusaurus: its children, a render function, run in the browser only,
 * after hydration; before that, and in the prerendered HTML, the `fallback` shows).
 */
import { isValidElement, type ReactNode } from 'react';
import useIsBrowser from './useIsBrowser';

export interface BrowserOnlyProps {
  children?: () => ReactNode;
  fallback?: ReactNode;
}

export default function BrowserOnly({ children, fallback }: BrowserOnlyProps) {
  const isBrowser = useIsBrowser();
  if (!isBrowser) return <>{fallback ?? null}</>;
  if (typeof children !== 'function') {
    throw new Error(
      `The children of <BrowserOnly> must be a render function, as in <BrowserOnly>{() => <span>{window.location.href}</span>}</BrowserOnly>; got ${isValidElement(children) ? 'a React element' : typeof children}.`,
    );
  }
  return <>{children()}</>;
}
