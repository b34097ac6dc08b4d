/**
 * The frame of the debug pages, as Docusaurus's plugin-debug draws it: a dark page, not the site's
 * layout, with a menu of the six pages (the one shown highlighted), kept out of search engines.
 */
import type { ReactNode } from 'react';
import Head from '@generator/client/docusaurus/Head';
import { Link } from '@generator/client/Link';
import './debug.css';

const PAGES: Array<[path: string, label: string]> = [
  ['/__docusaurus/debug', 'Config'],
  ['/__docusaurus/debug/metadata', 'Metadata'],
  ['/__docusaurus/debug/registry', 'Registry'],
  ['/__docusaurus/debug/routes', 'Routes'],
  ['/__docusaurus/debug/content', 'Content'],
  ['/__docusaurus/debug/globalData', 'Global data'],
];

export default function DebugLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Head>
        <html lang="en" />
        <title>Docusaurus debug panel</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className="debug-panel">
        <nav className="debug-panel__nav">
          {PAGES.map(([path, label]) => (
            <Link key={path} className="debug-panel__navlink" isNavLink exact to={path} activeClassName="debug-panel__navlink--active">
              {label}
            </Link>
          ))}
        </nav>
        <main className="debug-panel__main">{children}</main>
      </div>
    </>
  );
}
