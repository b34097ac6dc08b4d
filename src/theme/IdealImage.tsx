/**
 * Docusaurus's `@theme/IdealImage` (from plugin-ideal-image), without its responsive set: `img`
 * is what `require('./a.png')` gives (a URL, or a module with it as `default`), or the plugin's
 * `{src: {src}}` / `{src: string}` object; it renders one lazy-loading <img>.
 */
import type { ImgHTMLAttributes } from 'react';

type ImageModule = string | { default: string } | { src: string | { src: string } };

export interface IdealImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  img: ImageModule;
}

export function imageUrl(img: ImageModule): string {
  if (typeof img === 'string') return img;
  if ('default' in img) return img.default;
  return typeof img.src === 'string' ? img.src : img.src.src;
}

export default function IdealImage({ img, alt, loading = 'lazy', ...props }: IdealImageProps) {
  return <img src={imageUrl(img)} alt={alt ?? ''} loading={loading} {...props} />;
}
