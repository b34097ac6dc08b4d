/** A logo from the config (navbar or footer): its light and dark images, sized and linked as configured. */
import type { CSSProperties } from 'react';
import { Link } from '@generator/client/Link';
import { useSiteData } from '@generator/client/site-context';
import { addBaseUrl } from '@generator/shared/base-url';
import type { LogoConfig } from './theme-config';

export function ThemedLogoImage({ logo, className }: { logo: LogoConfig; className?: string }) {
  const { baseUrl } = useSiteData();
  const size = { width: logo.width, height: logo.height };
  const classes = (mode: string) => [className, logo.className, logo.srcDark ? `themed-image--${mode}` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <img className={classes('light')} src={addBaseUrl(baseUrl, logo.src)} alt={logo.alt} style={logo.style as CSSProperties | undefined} {...size} />
      {logo.srcDark && (
        <img className={classes('dark')} src={addBaseUrl(baseUrl, logo.srcDark)} alt={logo.alt} style={logo.style as CSSProperties | undefined} {...size} />
      )}
    </>
  );
}

export default function FooterLogo({ logo }: { logo: LogoConfig }) {
  const { baseUrl } = useSiteData();
  const image = <ThemedLogoImage logo={logo} className="footer__logo" />;
  if (!logo.href) return <div className="footer__logo-wrapper">{image}</div>;
  return (
    <Link className="footer__logo-wrapper" to={addBaseUrl(baseUrl, logo.href)} {...(logo.target ? { target: logo.target } : {})}>
      {image}
    </Link>
  );
}
