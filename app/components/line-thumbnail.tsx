import type { ReactNode } from 'react';
import { ResponsiveImage } from './responsive-image';

/**
 * The square product picture of an order or basket line. Decorative: the line's name is always beside it.
 * The box is there without a picture too, so the lines stay aligned.
 */
export function LineThumbnail({
  image,
  size,
  sizes = `${size}px`,
  className,
  children,
}: {
  image: string | null;
  /** Width and height attributes, in CSS pixels. */
  size: number;
  /** The img sizes attribute, when the box is shown at another size than `size`. */
  sizes?: string;
  className: string;
  /** Anything shown over the picture, such as the quantity badge. */
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      {image ? (
        <ResponsiveImage
          src={image}
          alt=""
          width={size}
          height={size}
          ratio={1}
          widths={[256]}
          sizes={sizes}
        />
      ) : null}
      {children}
    </div>
  );
}
