import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { SLIDESHOW_MODES } from '../../../../core/blocks/types/layout';
import { TIMINGS } from '../../../../core/constants/timings';
import { Icon } from '../../chrome/icons';
import { RenderedBlock } from '../block-frame';
import { type BlockComponentProps, useBlockContext } from '../context';
import { choice, EmptyBlock, num } from '../shared';

/** The slide after `index`, wrapping both ways (step -1 goes back). */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** A random slide other than the current one (random mode). */
function randomOther(index: number, count: number): number {
  if (count <= 1) return 0;
  const pick = Math.floor(Math.random() * (count - 1));
  return pick >= index ? pick + 1 : pick;
}

/** When the next slide's image starts loading: 2000 ms before it shows (never before now). */
export function preloadDelay(speed: number): number {
  return Math.max(0, speed - TIMINGS.slidePreloadLeadMs);
}

/**
 * Slideshow: its items are slides (banners). Modes: slideshow (in order), random (a random next slide),
 * single (the first slide alone). It advances every `speed` ms (5000 by default), wraps both ways, and
 * can be paused; previous, next and the arrow keys restart the timer. The next slide's image starts
 * loading 2000 ms before it shows. As the page's first block, it tells the page when its image is in.
 */
export function Slideshow({ block, properties: p, first }: BlockComponentProps) {
  const { onFirstMediaReady } = useBlockContext();
  const slides = block.items;
  const mode = choice(p.mode, SLIDESHOW_MODES, 'slideshow');
  const count = mode === 'single' ? Math.min(1, slides.length) : slides.length;
  const speed = Math.max(1000, num(p.speed, TIMINGS.slideshowSpeedMs));
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [preloadIndex, setPreloadIndex] = useState<number | null>(null);
  const root = useRef<HTMLElement>(null);

  // Reduced motion: start paused (the shopper can still press play).
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setPlaying(false);
  }, []);

  const pickNext = useCallback(
    (current: number) => (mode === 'random' ? randomOther(current, count) : wrapIndex(current, 1, count)),
    [mode, count],
  );

  const go = useCallback(
    (step: number) => {
      setPreloadIndex(null);
      setIndex((current) => (step > 0 ? pickNext(current) : wrapIndex(current, step, count)));
    },
    [pickNext, count],
  );

  // The timer restarts whenever the slide changes (so manual navigation restarts it) or play resumes.
  useEffect(() => {
    if (!playing || count < 2) return undefined;
    const upcoming = pickNext(index);
    const preload = setTimeout(() => setPreloadIndex(upcoming), preloadDelay(speed));
    const advance = setTimeout(() => {
      setPreloadIndex(null);
      setIndex(upcoming);
    }, speed);
    return () => {
      clearTimeout(preload);
      clearTimeout(advance);
    };
  }, [playing, count, speed, pickNext, index]);

  // The first block's largest image: the first slide's; the page shows the rest once it has loaded.
  useEffect(() => {
    if (!first) return;
    const image = root.current?.querySelector<HTMLImageElement>('.slide-active img');
    if (!image || image.complete) {
      onFirstMediaReady();
      return;
    }
    image.addEventListener('load', onFirstMediaReady, { once: true });
    image.addEventListener('error', onFirstMediaReady, { once: true });
    return () => {
      image.removeEventListener('load', onFirstMediaReady);
      image.removeEventListener('error', onFirstMediaReady);
    };
  }, [first, onFirstMediaReady]);

  if (count === 0) return <EmptyBlock title="Slideshow" hint="Add slides to this slideshow." />;

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };

  const classes = ['block-slideshow'];
  if (p.compact === true) classes.push('slideshow-compact');
  if (p.primaryActions === true) classes.push('slideshow-primary-actions');

  return (
    <section
      ref={root}
      className={classes.join(' ')}
      aria-roledescription="carousel"
      aria-label="Slideshow"
      onKeyDown={onKeyDown}
    >
      <div className="slides" aria-live={playing && count > 1 ? 'off' : 'polite'}>
        {slides.slice(0, count).map((slide, at) => {
          const active = at === index;
          const upcoming = !active && at === preloadIndex;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: each slide is a group with aria-roledescription 'slide'; a fieldset would mean a form.
            <div
              key={slide.uid}
              className={`slide${active ? ' slide-active' : ''}${upcoming ? ' slide-preload' : ''}${slide.faded ? ' block-faded' : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${at + 1} of ${count}`}
              hidden={!active && !upcoming}
              aria-hidden={upcoming || undefined}
            >
              <RenderedBlock block={slide} first={first && at === 0} />
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <div className="slideshow-controls">
          <button
            type="button"
            className="slideshow-button"
            onClick={() => go(-1)}
            aria-label="Previous slide"
          >
            <Icon name="chevronLeft" />
          </button>
          <button
            type="button"
            className="slideshow-button"
            onClick={() => setPlaying((value) => !value)}
            aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
          >
            {playing ? (
              <svg
                className="icon"
                width="24"
                height="24"
                viewBox="0 0 24 24"
                aria-hidden="true"
                fill="currentColor"
              >
                <path d="M7 5h3v14H7zM14 5h3v14h-3z" />
              </svg>
            ) : (
              <svg
                className="icon"
                width="24"
                height="24"
                viewBox="0 0 24 24"
                aria-hidden="true"
                fill="currentColor"
              >
                <path d="M8 5v14l11-7z" />
              </svg>
            )}
          </button>
          <button type="button" className="slideshow-button" onClick={() => go(1)} aria-label="Next slide">
            <Icon name="chevronRight" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
