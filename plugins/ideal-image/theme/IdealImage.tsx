/**
 * `@theme/IdealImage`: Docusaurus's ideal-image component, as a plain lazily loaded image. `img` is
 * what `require('./a.png')` gives (a URL here), a URL, or Docusaurus's processed-image object.
 */
import type { ImgHTMLAttributes } from 'react';

type ProcessedImage = { src: { src: string; width?: number; height?: number; images?: Array<{ path: string; width: number }> }; preSrc?: string };

export interface IdealImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  img: string | { default: string } | ProcessedImage;
}

function source(img: IdealImageProps['img']): { src: string; width?: number; height?: number } {
  if (typeof img === 'string') return { src: img };
  if ('default' in img) return { src: img.default };
  return { src: img.src.src, width: img.src.width, height: img.src.height };
}

export default function IdealImage({ img, alt = '', ...rest }: IdealImageProps) {
  const { src, width, height } = source(img);
  return <img src={src} width={width} height={height} alt={alt} loading="lazy" decoding="async" {...rest} />;
}
