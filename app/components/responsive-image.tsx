import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import {
  type ImageFormat,
  imageUrl,
  isTransformableSource,
  LAZY_LOAD,
  PLACEHOLDER,
  srcset,
  srcsetWidths,
} from '../../core/images';

export interface ResponsiveImageProps {
  /** A '/media/...' path (resized through /images/), or any other URL (rendered as it is). */
  src: string;
  alt: string;
  /** Layout size in CSS pixels; written as attributes so the box is reserved before the image loads. */
  width: number;
  height: number;
  /** The img `sizes` attribute, e.g. '(min-width: 992px) 25vw, 50vw'. */
  sizes: string;
  /** Candidate widths; default srcsetWidths(width). */
  widths?: readonly number[];
  /** Height / width of the crop; default height / width. Wins over `height` when both are given. */
  ratio?: number;
  /** Above-the-fold image: loaded eagerly with high fetch priority. */
  priority?: boolean;
  /** Focal point (0..1 each way) the crop centres on. */
  focus?: { x: number; y: number };
  className?: string;
}

/** The format browsers without webp get: the source's own (png keeps transparency), else jpeg. */
function fallbackFormat(src: string): ImageFormat {
  const extension = /\.(\w+)$/.exec(src)?.[1]?.toLowerCase();
  return extension === 'png' || extension === 'webp' ? extension : 'jpeg';
}

/**
 * A <picture> with webp and fallback srcsets from the image endpoint; an <img> alone for a webp source (its
 * fallback is webp too), for SVG and for external URLs.
 */
export function ResponsiveImage(props: ResponsiveImageProps) {
  const { src, alt, width, sizes, priority = false, focus, className } = props;
  const ratio = props.ratio && props.ratio > 0 ? props.ratio : props.height / width;
  const height = Math.round(width * ratio);
  const eager = priority || (width < LAZY_LOAD.minSize && height < LAZY_LOAD.minSize);
  const style: CSSProperties = { aspectRatio: `${width} / ${height}`, backgroundColor: PLACEHOLDER };
  const attributes = {
    width,
    height,
    className,
    style,
    loading: eager ? 'eager' : 'lazy',
    decoding: priority ? undefined : 'async',
    fetchPriority: priority ? 'high' : undefined,
  } as const;
  if (!isTransformableSource(src)) return <img src={src} alt={alt} {...attributes} />;

  const widths = [...(props.widths ?? srcsetWidths(width))].sort((a, b) => a - b);
  const middle = widths[Math.floor((widths.length - 1) / 2)] ?? width;
  const format = fallbackFormat(src);
  /** The middle width's file and the srcset, in a format. */
  const fileIn = (imageFormat: ImageFormat) =>
    imageUrl(src, {
      width: middle,
      height: middle * ratio,
      format: imageFormat,
      focusX: focus?.x,
      focusY: focus?.y,
    });
  const srcsetIn = (imageFormat: ImageFormat) => srcset(src, { widths, ratio, focus, format: imageFormat });
  const fallbackSrcset = srcsetIn(format);
  const webp = format === 'webp' ? fallbackSrcset : srcsetIn('webp');
  // The page's main image is fetched from the document's head, before the body that holds it is parsed
  // (React puts the preload there); browsers without webp skip it by its type.
  if (priority) {
    preload(fileIn('webp'), {
      as: 'image',
      type: 'image/webp',
      imageSrcSet: webp,
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  const img = <img src={fileIn(format)} srcSet={fallbackSrcset} sizes={sizes} alt={alt} {...attributes} />;
  // A webp source is served as webp either way: a <source> would repeat the img's own srcset.
  return format === 'webp' ? (
    img
  ) : (
    <picture>
      <source type="image/webp" srcSet={webp} sizes={sizes} />
      {img}
    </picture>
  );
}
