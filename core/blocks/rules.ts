/**
 * The block rules of spec §5 as plain predicates (no zod), for the renderer and the schemas alike.
 */
import { LIMITS } from '../constants/limits';
import { isSafeLink } from '../links/safe';
import type { BlockSize } from './types';

/** Banner fontScale: above 0 and at most 1. */
export function isValidFontScale(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= 1;
}

/** Pod (card) titleSize: a whole number from 0 to 4. */
export function isValidTitleSize(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 4;
}

export const ICON_POSITIONS = ['left', 'right'] as const;
export type IconPosition = (typeof ICON_POSITIONS)[number];

export function isIconPosition(value: unknown): value is IconPosition {
  return value === 'left' || value === 'right';
}

/** The only keys a button's styles may set. */
export const BUTTON_STYLE_KEYS = [
  'textColor',
  'backgroundColor',
  'borderColor',
  'borderRadius',
  'fill',
] as const;
export type ButtonStyleKey = (typeof BUTTON_STYLE_KEYS)[number];

/** Keys of a button styles object that are not allowed (empty when all are). */
export function unknownButtonStyleKeys(styles: unknown): string[] {
  if (typeof styles !== 'object' || styles === null) return [];
  const allowed: ReadonlySet<string> = new Set(BUTTON_STYLE_KEYS);
  return Object.keys(styles).filter((key) => !allowed.has(key));
}

export interface ActionLike {
  text?: unknown;
  href?: unknown;
  action?: unknown;
}

function nonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * The banner actions that are shown: those with text and either a (safe) link or an action. Anything
 * that is not an action object is left out.
 */
export function visibleBannerActions<A extends ActionLike>(actions: unknown): A[] {
  if (!Array.isArray(actions)) return [];
  return actions.filter(
    (action): action is A =>
      typeof action === 'object' &&
      action !== null &&
      nonEmpty((action as ActionLike).text) &&
      ((nonEmpty((action as ActionLike).href) && isSafeLink((action as ActionLike).href as string)) ||
        nonEmpty((action as ActionLike).action)),
  );
}

/**
 * A block size within the grid: the width rounded to whole columns and kept between the type's minimum
 * and the column count; the height a whole number of rows, at least 1. Missing or non-finite values take
 * the full width and one row.
 */
export function clampSize(
  size: Partial<BlockSize> | null | undefined,
  minSize: number = LIMITS.minBlockSize,
  columns: number = LIMITS.gridColumns,
): BlockSize {
  const floor = Math.min(Math.max(1, Math.round(minSize)), columns);
  const x = typeof size?.x === 'number' && Number.isFinite(size.x) ? Math.round(size.x) : columns;
  const y = typeof size?.y === 'number' && Number.isFinite(size.y) ? Math.round(size.y) : 1;
  return { x: Math.min(columns, Math.max(floor, x)), y: Math.max(1, y) };
}

/** Longest link a block property may hold. */
export const LINK_MAX_LENGTH = 2048;

/** Data sources an item factory may name. */
export const FACTORY_SOURCES = [
  'products',
  'collections',
  'blogPosts',
  'instagramPosts',
  'uploadedImages',
] as const;
export type FactorySource = (typeof FACTORY_SOURCES)[number];

/** A same-site path for asyncItems / asyncData: starts with one '/', no scheme, no backslash or space. */
export function isSafeAsyncPath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= LINK_MAX_LENGTH &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !/[\\\s\p{Cc}\p{Cf}]/u.test(value) &&
    isSafeLink(value)
  );
}

/** An absolute http(s) URL that parses, with a host, passing link safety. */
export function isFrameSource(value: string): boolean {
  const trimmed = value.trim();
  if (!/^https?:\/\/[^/\s]/i.test(trimmed) || !isSafeLink(trimmed)) return false;
  try {
    const url = new URL(trimmed);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}
