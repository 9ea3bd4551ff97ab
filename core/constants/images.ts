import { deepFreeze } from './freeze';

/** Image sizing constants of spec §9. */
export const IMAGES = deepFreeze({
  /** Base width of pod (card) images. */
  podBaseWidth: 1110,
  /** Widths offered in generated srcsets, ascending. */
  srcsetWidths: [480, 640, 960, 1280, 1920],
  /** Number of steps when a srcset is derived from a maximum width, and the smallest step width. */
  srcsetSteps: 5,
  srcsetMinStep: 256,
  /** Banner image size. */
  banner: { width: 1920, height: 768 },
  /** Default image width. */
  defaultWidth: 600,
  /** Image zoom: click toggles, wheel changes in steps. */
  zoom: { min: 1, max: 2, step: 0.1 },
  /** Background shown while an image loads. */
  placeholderColour: '#eee',
});
