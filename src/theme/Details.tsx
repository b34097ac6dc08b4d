/**
 * A disclosure (Docusaurus's `@theme/Details`, also `<Details>` in Markdown): the `summary` prop
 * is the always-visible line, or a `<summary>` written as the first child. A native <details>, so
 * it works before hydration and without script.
 */
import type { DetailsHTMLAttributes, ReactNode } from 'react';
import './details.css';

export interface DetailsProps extends DetailsHTMLAttributes<HTMLDetailsElement> {
  summary?: ReactNode;
}

export default function Details({ summary, children, className, ...props }: DetailsProps) {
  return (
    <details className={className ? `details ${className}` : 'details'} {...props}>
      {summary !== undefined && <summary>{summary}</summary>}
      {children}
    </details>
  );
}
