/**
 * The footer's frame (Docusaurus's `@theme/Footer/Layout`, with its props): the links, logo and
 * copyright the Footer made, in the footer's style.
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
    <footer className={`footer${style === 'dark' ? ' footer--dark' : ''}`}>
      <div className="footer__inner">
        {links}
        {logo}
        {copyright}
      </div>
    </footer>
  );
}
