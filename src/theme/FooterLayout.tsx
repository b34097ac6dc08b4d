/**
 * The footer's frame (Docusaurus's `@theme/Footer/Layout`, with its props): the links, logo and
 * copyright the Footer made, in the footer's style, with Docusaurus's markup: a container, and the
 * logo and copyright centred in `footer__bottom`.
 */
import type { ReactNode } from 'react';

export interface FooterLayoutProps {
  style?: 'light' | 'dark';
  links?: ReactNode;
  logo?: ReactNode;
  copyright?: ReactNode;
}

export default function FooterLayout({ style, links, logo, copyright }: FooterLayoutProps) {
  return (
    <footer className={`theme-layout-footer footer${style === 'dark' ? ' footer--dark' : ''}`}>
      <div className="container container-fluid">
        {links}
        {(logo || copyright) && (
          <div className="footer__bottom text--center">
            {logo && <div className="margin-bottom--sm">{logo}</div>}
            {copyright}
          </div>
        )}
      </div>
    </footer>
  );
}
