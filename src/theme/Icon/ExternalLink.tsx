/**
 * The icon after a navbar or footer link that leaves the site (Docusaurus's `@theme/Icon/ExternalLink`,
 * same props and class): 13.5 px (12 in a dropdown), a little space before it, labelled
 * "(opens in new tab)" for screen readers.
 */
import { translate } from '@generator/client/docusaurus/Translate';

export interface IconExternalLinkProps {
  width?: number;
  height?: number;
}

export default function IconExternalLink({ width = 13.5, height = 13.5 }: IconExternalLinkProps) {
  return (
    <svg
      width={width}
      height={height}
      viewBox="0 0 24 24"
      className="iconExternalLink_ icon-external-link"
      aria-label={translate({ id: 'theme.IconExternalLink.ariaLabel', message: '(opens in new tab)' })}
    >
      <path d="M13 3h8v8M21 3 10.5 13.5M18 14v7H3V6h7" fill="none" stroke="currentColor" strokeWidth="2.4" />
    </svg>
  );
}
