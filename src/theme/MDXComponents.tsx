/** The components Markdown elements render with. */
import { isValidElement, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { Link } from '@generator/client/Link';
import Admonition from '@theme/Admonition';
import CodeBlock from '@theme/CodeBlock';

function Pre({ children }: { children?: ReactNode }) {
  if (isValidElement(children)) {
    const code = children as ReactElement<{ className?: string; metastring?: string; children?: ReactNode }>;
    return <CodeBlock className={code.props.className} metastring={code.props.metastring}>{String(code.props.children ?? '')}</CodeBlock>;
  }
  return <pre>{children}</pre>;
}

function Anchor({ href, ...rest }: ComponentProps<'a'>) {
  return <Link to={href} {...rest} />;
}

const MDXComponents = {
  a: Anchor,
  pre: Pre,
  admonition: Admonition,
};

export default MDXComponents;
