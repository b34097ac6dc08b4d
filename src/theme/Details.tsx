/**
 * A disclosure (Docusaurus's `@theme/Details`, also what `<details>` in Markdown renders): the
 * `summary` prop, or a `<summary>` child, is the always-visible line; the rest opens and closes.
 * A native <details>, so it works before hydration and without script.
 */
import { Children, isValidElement, type DetailsHTMLAttributes, type ReactElement, type ReactNode } from 'react';
import './details.css';

export interface DetailsProps extends DetailsHTMLAttributes<HTMLDetailsElement> {
  summary?: ReactNode;
}

export default function Details({ summary, children, className, ...props }: DetailsProps) {
  const items = Children.toArray(children);
  const summaryChild = items.find((child): child is ReactElement => isValidElement(child) && (child.type === 'summary' || (child.props as { mdxType?: string }).mdxType === 'summary'));
  const rest = items.filter((child) => child !== summaryChild);
  return (
    <details className={['details', className].filter(Boolean).join(' ')} {...props}>
      {summaryChild ?? <summary>{summary ?? 'Details'}</summary>}
      <div className="details__content">{rest}</div>
    </details>
  );
}
