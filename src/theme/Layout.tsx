/** The page frame: skip link, navbar, main content, footer; sets the page's head values. */
import type { ReactNode } from 'react';
import { Head } from '@generator/client/head';
import { useSiteData } from '@generator/client/site-context';
import Navbar from '@theme/Navbar';
import Footer from '@theme/Footer';
import AnnouncementBar from '@theme/AnnouncementBar';

export interface LayoutProps {
  children: ReactNode;
  title?: string;
  description?: string;
  image?: string;
  keywords?: string[];
  noIndex?: boolean;
  /** Extra class on the main wrapper (for page-specific styling). */
  className?: string;
}

export default function Layout({ children, title, description, image, keywords, noIndex, className }: LayoutProps) {
  const site = useSiteData();
  const fullTitle = title ? `${title} | ${site.title}` : site.tagline ? `${site.title} | ${site.tagline}` : site.title;
  return (
    <>
      <Head title={fullTitle} description={description ?? site.tagline} image={image} keywords={keywords} noIndex={noIndex} />
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <AnnouncementBar />
      <Navbar />
      <main id="main-content" tabIndex={-1} className={className ? `main-wrapper ${className}` : 'main-wrapper'}>
        {children}
      </main>
      <Footer />
    </>
  );
}
