/** Wraps the whole application; sites override it (src/theme/Root.tsx) to add providers. */
import type { ReactNode } from 'react';
import './theme.css';
import 'nprogress/nprogress.css';

export default function Root({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
