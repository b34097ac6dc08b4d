/**
 * An image with one source per colour mode (Docusaurus's `@theme/ThemedImage`: `sources: {light,
 * dark}` plus any <img> attribute). The prerendered page holds both, each hidden by CSS unless
 * its mode is the page's (so nothing flashes before the script runs); after hydration only the
 * current mode's image is rendered, and it follows the colour mode.
 */
import type { ImgHTMLAttributes } from 'react';
import useIsBrowser from '@generator/client/docusaurus/useIsBrowser';
import { useColorMode } from './color-mode';
import type { ColorMode } from './stored-preference-keys';
import './themed-image.css';

export interface ThemedImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  sources: Record<ColorMode, string>;
}

const MODES: ColorMode[] = ['light', 'dark'];

export default function ThemedImage({ sources, className, alt, ...props }: ThemedImageProps) {
  const isBrowser = useIsBrowser();
  const { mode } = useColorMode();
  const shown = isBrowser ? [mode] : MODES;
  return (
    <>
      {shown.map((m) => (
        <img key={m} src={sources[m]} alt={alt} className={['themedComponent', `themedComponent--${m}`, className].filter(Boolean).join(' ')} {...props} />
      ))}
    </>
  );
}
