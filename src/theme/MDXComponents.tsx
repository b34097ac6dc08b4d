/**
 * The components Markdown elements render with: links (client navigation and prefetch),
 * admonitions, and the frame of code blocks (highlighted at build time).
 */
import type { ComponentProps } from 'react';
import { Link } from '@generator/client/Link';
import Admonition from '@theme/Admonition';
import CodeBlockFrame from '@theme/CodeBlockFrame';

function Anchor({ href, ...rest }: ComponentProps<'a'>) {
  return <Link to={href} {...rest} />;
}

const MDXComponents = {
  a: Anchor,
  admonition: Admonition,
  codeblock: CodeBlockFrame,
};

export default MDXComponents;
