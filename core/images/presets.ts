import { IMAGES, LIMITS } from '../constants';

/** Widths offered for pod (card) images, ascending (§9). */
export const POD_WIDTHS: readonly number[] = IMAGES.srcsetWidths;
/** Base (largest layout) width of pod images (§9). */
export const POD_BASE_WIDTH: number = IMAGES.podBaseWidth;
/** Banner image size (§9). */
export const BANNER: Readonly<{ width: number; height: number }> = IMAGES.banner;
/** Background shown while an image loads (§9). */
export const PLACEHOLDER: string = IMAGES.placeholderColour;
/** Default number of widths in a derived srcset, and the smallest step between them (§7). */
export const SRCSET_STEPS: number = IMAGES.srcsetSteps;
export const SRCSET_MIN_STEP: number = IMAGES.srcsetMinStep;
/** Images smaller than `minSize` px both ways load eagerly; `margin` is the lazy-load root margin (§9). */
export const LAZY_LOAD: Readonly<{ minSize: number; margin: string }> = {
  minSize: LIMITS.lazyLoad.minSize,
  margin: LIMITS.lazyLoad.margin,
};
