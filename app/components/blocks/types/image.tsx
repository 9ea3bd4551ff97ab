import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { ratioValue } from '../../../../core/blocks/style';
import { IMAGES } from '../../../../core/constants/images';
import type { BlockComponentProps } from '../context';
import { BlockImage, BlockLink, blockSizes, blockVars, EmptyBlock, radius, safeSrc, str } from '../shared';

const { min: ZOOM_MIN, max: ZOOM_MAX, step: ZOOM_STEP } = IMAGES.zoom;

/** Zoom after a click: 1 → 2, anything zoomed → 1. */
export function toggleZoom(zoom: number): number {
  return zoom > ZOOM_MIN ? ZOOM_MIN : ZOOM_MAX;
}

/** Zoom after a wheel turn: 0.1 in, for a wheel turned away (deltaY < 0), 0.1 out otherwise; 1-2. */
export function wheelZoom(zoom: number, deltaY: number): number {
  if (deltaY === 0) return zoom;
  const next = zoom + (deltaY < 0 ? ZOOM_STEP : -ZOOM_STEP);
  return Math.round(Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, next)) * 10) / 10;
}

/** The zoom origin (percentages) for a pointer at (x, y) in a box. */
export function panOrigin(x: number, y: number, width: number, height: number): string {
  const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value * 1000) / 10));
  return `${width > 0 ? clamp(x / width) : 50}% ${height > 0 ? clamp(y / height) : 50}%`;
}

/**
 * A zoomable image: a click (or Enter/Space) toggles 1x/2x, the mouse pans, the wheel then zooms in 0.1
 * steps between 1 and 2, leaving the image or Escape unzooms.
 */
function ZoomableImage({ children, label }: { children: React.ReactNode; label: string }) {
  const [zoom, setZoom] = useState<number>(ZOOM_MIN);
  const [origin, setOrigin] = useState('50% 50%');
  const ref = useRef<HTMLButtonElement>(null);

  const zoomRef = useRef(zoom);
  zoomRef.current = zoom;

  // The wheel zooms a zoomed image (an unzoomed one lets the page scroll). The listener must not be
  // passive, so that it can keep the page from scrolling meanwhile.
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const onWheel = (event: WheelEvent) => {
      if (zoomRef.current <= ZOOM_MIN) return;
      event.preventDefault();
      setZoom(wheelZoom(zoomRef.current, event.deltaY));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const pan = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setOrigin(panOrigin(event.clientX - box.left, event.clientY - box.top, box.width, box.height));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape' && zoom > ZOOM_MIN) {
      event.preventDefault();
      setZoom(ZOOM_MIN);
    }
  };

  return (
    <button
      ref={ref}
      type="button"
      className={`image-zoom${zoom > ZOOM_MIN ? ' image-zoomed' : ''}`}
      aria-pressed={zoom > ZOOM_MIN}
      aria-label={label}
      onClick={() => setZoom(toggleZoom)}
      onMouseMove={pan}
      onMouseLeave={() => setZoom(ZOOM_MIN)}
      onKeyDown={onKeyDown}
      style={{ '--zoom': zoom, '--zoom-origin': origin } as React.CSSProperties}
    >
      {children}
    </button>
  );
}

/** Image: a picture in a box of its ratio (square when none is set), linked, zoomable or plain. */
export function ImageBlock({ block, properties: p, first }: BlockComponentProps) {
  const src = safeSrc(p.src);
  if (src === '') return <EmptyBlock title="Image" hint="Choose an image." />;
  const alt = str(p.alt).trim();
  const caption = str(p.caption).trim();
  const href = str(p.href).trim();
  const picture = (
    <BlockImage
      src={src}
      alt={alt}
      ratio={ratioValue(p.ratio, 1)}
      sizes={blockSizes(block)}
      priority={first}
    />
  );
  let body = picture;
  if (href !== '') {
    body = (
      <BlockLink
        href={href}
        target={p.target}
        className="image-link"
        label={alt === '' ? caption || 'Open image link' : undefined}
      >
        {picture}
      </BlockLink>
    );
  } else if (p.zoom === true) {
    body = <ZoomableImage label={`Zoom image${alt ? `: ${alt}` : ''}`}>{picture}</ZoomableImage>;
  }
  return (
    <figure className="block-image" style={blockVars({ '--block-radius': radius(p.borderRadius) })}>
      {body}
      {caption !== '' ? <figcaption>{caption}</figcaption> : null}
    </figure>
  );
}
