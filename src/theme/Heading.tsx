/**
 * A heading with a link to itself (Docusaurus's `@theme/Heading`: `as` is h1..h6, `id` the
 * anchor). An h1, or a heading without an id, is plain.
 */
import type { HTMLAttributes } from 'react';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
}

export default function Heading({ as: Tag, id, children, className, ...props }: HeadingProps) {
  if (Tag === 'h1' || !id)
    return (
      <Tag id={id} className={className} {...props}>
        {children}
      </Tag>
    );
  return (
    <Tag id={id} className={['anchor', className].filter(Boolean).join(' ')} {...props}>
      {children}
      <a
        href={`#${id}`}
        className="hash-link"
        aria-label={`Direct link to ${typeof children === 'string' ? children : 'this heading'}`}
        title="Direct link to this heading"
      >
        &#8203;
      </a>
    </Tag>
  );
}
