import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { columnSpan } from '../../../../core/blocks/grid';
import type { VisibleBlock } from '../../../../core/blocks/publishing';
import { LAYOUT } from '../../../../core/constants/layout';
import { TIMINGS } from '../../../../core/constants/timings';
import { Icon } from '../../chrome/icons';
import { BlockItems } from '../block-item-frames';
import { itemsOf } from '../block-items';
import { type BlockComponentProps, useBlockContext } from '../context';
import { choice, EmptyBlock, num, record, str } from '../shared';

function spanStyle(item: VisibleBlock): CSSProperties {
  return {
    '--span': columnSpan(item.size.x, 'sm'),
    '--span-xs': columnSpan(item.size.x, 'xs'),
  } as CSSProperties;
}

const ROW_ALIGN = ['start', 'center', 'end', 'stretch'] as const;
const ROW_JUSTIFY = ['start', 'center', 'end', 'space-between'] as const;

/** Row: its items side by side at their widths, aligned and justified. */
export function RowBlock({ block, properties: p }: BlockComponentProps) {
  const { data } = useBlockContext();
  const items = itemsOf(block, data);
  if (items.length === 0) return <EmptyBlock title="Row" hint="Add blocks to this row." />;
  return (
    <div
      className="block-row"
      style={{
        alignItems: choice(p.align, ROW_ALIGN, 'stretch'),
        justifyContent: choice(p.justify, ROW_JUSTIFY, 'start'),
      }}
    >
      <BlockItems items={items} itemClassName="block-item row-item" itemStyle={spanStyle} />
    </div>
  );
}

function columns(value: unknown, fallback: number): number {
  return Math.min(6, Math.max(1, Math.round(num(value, fallback))));
}

/** Grid: its items in columns per breakpoint (2 on xs, 3 from md, 4 from lg by default). */
export function GridBlock({ block, properties: p }: BlockComponentProps) {
  const { data } = useBlockContext();
  const items = itemsOf(block, data);
  const title = str(p.title).trim();
  const cols = record(p.columns) ?? {};
  if (items.length === 0 && title === '') return <EmptyBlock title="Grid" hint="Add blocks to this grid." />;
  return (
    <section className="block-grid-section">
      {title !== '' ? <h2 className="block-heading">{title}</h2> : null}
      <div
        className="block-grid"
        style={
          {
            '--grid-xs': columns(cols.xs, LAYOUT.gridColumns.xs),
            '--grid-md': columns(cols.md, LAYOUT.gridColumns.md),
            '--grid-lg': columns(cols.lg, LAYOUT.gridColumns.lg),
          } as CSSProperties
        }
      >
        <BlockItems items={items} itemClassName="block-item grid-item" />
      </div>
    </section>
  );
}

/** Scrolls a carousel track a page back or forward; forward from the end goes back to the start. */
function scrollTrack(element: HTMLElement, direction: 1 | -1, wrap = false): void {
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const behavior = smooth ? 'smooth' : 'auto';
  const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 2;
  if (wrap && direction === 1 && atEnd) element.scrollTo({ left: 0, behavior });
  else element.scrollBy({ left: direction * element.clientWidth * 0.9, behavior });
}

/**
 * Carousel: its items in a row that scrolls sideways, snapping to items, with previous and next buttons.
 * With autoplay it moves on every `speed` ms, pausing while hovered or focused and never when the shopper
 * prefers reduced motion.
 */
export function CarouselBlock({ block, properties: p }: BlockComponentProps) {
  const { data } = useBlockContext();
  const track = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);
  const items = itemsOf(block, data);
  const title = str(p.title).trim();
  const autoplay = p.autoplay === true && items.length > 1;
  const speed = Math.max(1000, num(p.speed, TIMINGS.slideshowSpeedMs));

  useEffect(() => {
    if (!autoplay || paused || window.matchMedia('(prefers-reduced-motion: reduce)').matches)
      return undefined;
    const timer = setInterval(() => {
      if (track.current) scrollTrack(track.current, 1, true);
    }, speed);
    return () => clearInterval(timer);
  }, [autoplay, paused, speed]);

  if (items.length === 0) return <EmptyBlock title="Carousel" hint="Add blocks to this carousel." />;
  const scroll = (direction: 1 | -1) => {
    if (track.current) scrollTrack(track.current, direction);
  };
  return (
    <section
      className="block-carousel"
      aria-roledescription="carousel"
      aria-label={title || 'Carousel'}
      onMouseEnter={autoplay ? () => setPaused(true) : undefined}
      onMouseLeave={autoplay ? () => setPaused(false) : undefined}
      onFocus={autoplay ? () => setPaused(true) : undefined}
      onBlur={autoplay ? () => setPaused(false) : undefined}
    >
      {title !== '' ? <h2 className="block-heading">{title}</h2> : null}
      <div className="carousel-track" ref={track}>
        <BlockItems items={items} itemClassName="block-item carousel-item" itemStyle={spanStyle} />
      </div>
      {p.arrows !== false && items.length > 1 ? (
        <div className="carousel-controls">
          <button
            type="button"
            className="slideshow-button"
            onClick={() => scroll(-1)}
            aria-label="Scroll back"
          >
            <Icon name="chevronLeft" />
          </button>
          <button
            type="button"
            className="slideshow-button"
            onClick={() => scroll(1)}
            aria-label="Scroll forward"
          >
            <Icon name="chevronRight" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
