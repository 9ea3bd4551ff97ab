export {
  IMAGE_FORMATS,
  IMAGE_LIMITS,
  type ImageFormat,
  type ImageTransform,
  isImageFormat,
  type NormalisedTransform,
  normaliseTransform,
} from './params';
export {
  BANNER,
  LAZY_LOAD,
  PLACEHOLDER,
  POD_BASE_WIDTH,
  POD_WIDTHS,
  SRCSET_MIN_STEP,
  SRCSET_STEPS,
} from './presets';
export { closestSize } from './sizes';
export { type SrcsetOptions, srcset, srcsetWidths } from './srcset';
export { IMAGE_ENDPOINT_PREFIX, imageUrl, isSvgSource, isTransformableSource, MEDIA_PREFIX } from './url';
