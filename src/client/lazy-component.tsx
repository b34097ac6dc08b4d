/**
 * Content that loads on demand: idle -> loading -> loaded, or error. A spinner appears only after
 * a short delay; a failure shows the error text and a Retry button that tries again.
 */
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import Loading from '@theme/Loading';

export const SPINNER_DELAY_MS = 200;

type LoadState<P> = { status: 'idle' | 'loading' } | { status: 'loaded'; Component: ComponentType<P> } | { status: 'error'; error: Error };

export function lazyComponent<P extends object>(load: () => Promise<{ default?: ComponentType<P> }>): ComponentType<P> {
  let cached: ComponentType<P> | undefined;
  return function LazyComponent(props: P) {
    const [state, setState] = useState<LoadState<P>>(cached ? { status: 'loaded', Component: cached } : { status: 'idle' });
    const [pastDelay, setPastDelay] = useState(false);

    const start = useCallback(() => {
      setState({ status: 'loading' });
      setPastDelay(false);
      load()
        .then(
          (mod) => {
            if (!mod.default) throw new Error('The lazily loaded module has no default export.');
            cached = mod.default;
            setState({ status: 'loaded', Component: mod.default });
          },
          (error: unknown) => setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
        )
        .catch((error: Error) => setState({ status: 'error', error }));
    }, []);

    useEffect(() => {
      if (state.status === 'idle') start();
    }, [state.status, start]);

    useEffect(() => {
      if (state.status !== 'loading') return;
      const timer = setTimeout(() => setPastDelay(true), SPINNER_DELAY_MS);
      return () => clearTimeout(timer);
    }, [state.status]);

    if (state.status === 'loaded') return <state.Component {...props} />;
    if (state.status === 'error') return <Loading error={state.error} retry={start} pastDelay />;
    return <Loading pastDelay={pastDelay} retry={start} />;
  };
}
