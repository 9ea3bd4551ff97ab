import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from './breakpoints';
import { deepFreeze } from './freeze';
import { IMAGES } from './images';
import { BANNER_LAYOUT, LAYOUT } from './layout';
import { LIMITS, SNACKBAR } from './limits';
import { RADII, THEME_DEFAULTS } from './theme-defaults';
import { TIMINGS } from './timings';

function expectDeepFrozen(value: unknown, path = 'root'): void {
  if (value === null || typeof value !== 'object') return;
  expect(Object.isFrozen(value), path).toBe(true);
  for (const [key, child] of Object.entries(value)) expectDeepFrozen(child, `${path}.${key}`);
}

describe('deepFreeze', () => {
  it('freezes nested objects and arrays and returns the same object', () => {
    const input = { a: { b: [1, { c: 2 }] } };
    const frozen = deepFreeze(input);
    expect(frozen).toBe(input);
    expectDeepFrozen(frozen);
    expect(() => {
      (input.a.b as number[]).push(3);
    }).toThrow(TypeError);
  });

  it('leaves primitives alone', () => {
    expect(deepFreeze(5)).toBe(5);
    expect(deepFreeze(null)).toBeNull();
  });
});

describe('BREAKPOINTS', () => {
  it('has the spec values, widest first', () => {
    expect(BREAKPOINTS).toEqual({ '2xl': 1536, xl: 1200, lg: 992, md: 768, sm: 576, xs: 0 });
    expect(Object.keys(BREAKPOINTS)).toEqual(['2xl', 'xl', 'lg', 'md', 'sm', 'xs']);
  });
});

describe('TIMINGS', () => {
  it('has every timing of the spec', () => {
    expect(TIMINGS).toEqual({
      menuCloseDelayMs: 200,
      scrollMs: 300,
      failedLoadBannerDelayMs: 1000,
      exchangeMessageDelayMs: 500,
      exchangeMessageDurationMs: 10_000,
      analyticsDelayMs: 5000,
      subscriberOfferDelayMs: 30_000,
      offerDismissCookieDays: 30,
      subscribedCookieDays: 365,
      pageFetchDedupeMs: 30_000,
      largestImageTimeoutMs: 1000,
      saveFlagClearMs: 500,
      fontLoadTimeoutMs: 3000,
      scriptLoadTimeoutMs: 5000,
      pushRegistrationIdleTimeoutMs: 10_000,
      serviceWorkerCheckIntervalMs: 3_600_000,
      serviceWorkerWaitingDelayMs: 200,
      slideshowSpeedMs: 5000,
      bannerSlideshowIntervalMs: 6000,
      slidePreloadLeadMs: 2000,
      lazyLoadThrottleMs: 125,
    });
  });
});

describe('LAYOUT', () => {
  it('has the chrome sizes of the spec', () => {
    expect(LAYOUT.headerHeight).toBe('4rem');
    expect(LAYOUT.sidebarWidth).toBe('220px');
    expect(LAYOUT.navBarHeight).toBe('3rem');
    expect(LAYOUT.logoMaxWidth).toBe('220px');
    expect(LAYOUT.storeHeader).toEqual({
      small: '3.5rem',
      withSearchBar: '6.5rem',
      top: '5rem',
      scrolled: '4rem',
    });
    expect(LAYOUT.contentContainer).toEqual({
      full: '100%',
      default: 'container',
      mail: '520px',
      search: '1800px',
    });
    expect(LAYOUT.tooltipGap).toBe('6px');
    expect(LAYOUT.uniqueTextSmallScreenMaxHeight).toBe('70vh');
    expect(LAYOUT.gridColumns).toEqual({ xs: 2, md: 3, lg: 4 });
  });

  it('has the banner layout defaults', () => {
    expect(BANNER_LAYOUT).toEqual({
      minHeight: '400px',
      ratio: 0.4,
      contentWidth: '95%',
      overlayOpacity: 0.15,
      actionMaxWidth: '250px',
      compactFontScale: 0.55,
      slim: { scale: 0.3, ratio: 0.1, minHeight: '300px' },
    });
  });
});

describe('IMAGES', () => {
  it('has the image sizing constants', () => {
    expect(IMAGES).toEqual({
      podBaseWidth: 1110,
      srcsetWidths: [480, 640, 960, 1280, 1920],
      srcsetSteps: 5,
      srcsetMinStep: 256,
      banner: { width: 1920, height: 768 },
      defaultWidth: 600,
      zoom: { min: 1, max: 2, step: 0.1 },
      placeholderColour: '#eee',
    });
  });

  it('has ascending srcset widths, one per step', () => {
    expect([...IMAGES.srcsetWidths].sort((a, b) => a - b)).toEqual(IMAGES.srcsetWidths);
    expect(IMAGES.srcsetWidths).toHaveLength(IMAGES.srcsetSteps);
  });
});

describe('theme defaults', () => {
  it('has the named radii', () => {
    expect(RADII).toEqual({ sharp: '0', smooth: '4px', rounded: '12px', circle: '999px' });
  });

  it('has the theme fallbacks', () => {
    expect(THEME_DEFAULTS).toEqual({
      borderRadius: '4px',
      announcementRadius: '4px',
      font: 'Lato',
      fontSize: 16,
      fontWeight: 400,
      fontWeights: [400, 700],
      colours: {
        primary: '#86b302',
        pro: '#0aadff',
        darkAtlas: '#539bf5',
        error: '#dd176d',
        warning: '#f89815',
        success: '#86b302',
      },
      sidebarBackdropOpacity: 0.2,
    });
  });
});

describe('limits', () => {
  it('has the snackbar limits', () => {
    expect(SNACKBAR).toEqual({ maxQueued: 4, defaultDurationMs: 3000, gapMs: 300 });
  });

  it('has the counts and caps of the spec', () => {
    expect(LIMITS).toEqual({
      eventFlushIntervalMs: 30_000,
      requestTimeoutMs: 30_000,
      loopLimit: 100,
      chunkReloadCap: 3,
      bannerTitleMaxChars: 50,
      bannerCopyMaxChars: 300,
      productListLimit: 4,
      instagramLimit: 20,
      gridColumns: 12,
      minBlockSize: 3,
      defaultYSpacing: 24,
      lazyLoad: { minSize: 40, throttleMs: 125, margin: '100px' },
      infiniteScrollThreshold: 100,
      search: { partialWeight: 1, fullWordWeight: 2, threshold: 0 },
    });
  });
});

describe('immutability', () => {
  it.each([
    ['BREAKPOINTS', BREAKPOINTS],
    ['TIMINGS', TIMINGS],
    ['LAYOUT', LAYOUT],
    ['BANNER_LAYOUT', BANNER_LAYOUT],
    ['IMAGES', IMAGES],
    ['RADII', RADII],
    ['THEME_DEFAULTS', THEME_DEFAULTS],
    ['SNACKBAR', SNACKBAR],
    ['LIMITS', LIMITS],
  ])('%s is deeply frozen', (name, value) => {
    expectDeepFrozen(value, name);
  });

  it('refuses writes', () => {
    expect(() => {
      (BREAKPOINTS as { xl: number }).xl = 1;
    }).toThrow(TypeError);
    expect(() => {
      (IMAGES.srcsetWidths as number[])[0] = 1;
    }).toThrow(TypeError);
    expect(() => {
      (THEME_DEFAULTS.colours as { primary: string }).primary = 'red';
    }).toThrow(TypeError);
  });
});
