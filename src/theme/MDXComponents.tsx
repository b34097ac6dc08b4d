/**
 * The components Markdown elements render with: links (client navigation and prefetch),
 * admonitions, the frame of code blocks (highlighted at build time), `<details>`, and Mermaid
 * diagrams. A site's `src/theme/MDXComponents` may spread these (`@theme-original/MDXComponents`)
 * and add its own, available to every page's Markdown without an import.
 */
import type { ComponentProps } from 'react';
import { Link } from '@generator/client/Link';
import Admonition from '@theme/Admonition';
import CodeBlockFrame from '@theme/CodeBlockFrame';
import Details from '@theme/Details';
import MermaidOnDemand from './mermaid-on-demand';

function Anchor({ href, ...rest }: ComponentProps<'a'>) {
  return <Link to={href} {...rest} />;
}

const MDXComponents = {
  a: Anchor,
  admonition: Admonition,
  codeblock: CodeBlockFrame,
  details: Details,
  Details,
  // Docusaurus's key, and the element name a ```mermaid block becomes; @theme/Mermaid loads when a diagram shows.
  mermaid: MermaidOnDemand,
  Mermaid: MermaidOnDemand,
};

export default MDXComponents;
