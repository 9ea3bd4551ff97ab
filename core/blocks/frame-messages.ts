/**
 * The embedded-frame add-to-cart message (spec §5, §8). A page's iframe blocks may post
 * `{ type: 'add-to-cart', variantId }` or `{ type: 'add-to-cart', items: [...] }` to the store window;
 * the store adds to the basket and posts back 'add-to-cart-complete' or 'add-to-cart-failed' (with an
 * optional message). Messages are accepted only from the origins of the page's iframe blocks.
 */
import { isFrameSource } from './rules';
import type { Block } from './types';

export const FRAME_ADD_TO_CART = 'add-to-cart';
export const FRAME_ADD_TO_CART_COMPLETE = 'add-to-cart-complete';
export const FRAME_ADD_TO_CART_FAILED = 'add-to-cart-failed';

/** The three validation messages of spec §5, and our own for the other refusals. */
export const FRAME_MESSAGES = {
  variantIdAndItems: 'variantId and items cannot be used together',
  variantIdNotString: 'variantId must be a string if provided',
  itemsNotArray: 'items must be an array if provided',
  nothingToAdd: 'variantId or items is required',
  invalidItem: 'Each item needs a variantId string and, optionally, a whole quantity of at least 1',
  tooManyItems: 'No more than 50 items can be added at once',
  originNotAllowed: 'Messages are only accepted from the embedded pages of this page',
  notAddToCart: 'Not an add-to-cart message',
} as const;

export const FRAME_MAX_ITEMS = 50;
const MAX_QUANTITY = 999;
const MAX_VARIANT_ID_LENGTH = 200;

export interface FrameCartItem {
  variantId: string;
  quantity: number;
}

export type FrameAddToCartResult =
  | { ok: true; variantId?: string; items?: FrameCartItem[] }
  | {
      ok: false;
      message: string;
      /**
       * Whether to answer with 'add-to-cart-failed': false for messages from origins that are not allowed
       * and for messages that are not add-to-cart at all, which are ignored without a reply.
       */
      reply: boolean;
    };

export interface FrameReply {
  type: typeof FRAME_ADD_TO_CART_COMPLETE | typeof FRAME_ADD_TO_CART_FAILED;
  message?: string;
}

/** The origin ('https://shop.example') of an absolute http(s) address; null for anything else. */
export function originOf(src: unknown): string | null {
  if (typeof src !== 'string' || !isFrameSource(src)) return null;
  try {
    const origin = new URL(src.trim()).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** Origins of the iframe blocks of a page, at any depth, deleted blocks excluded. */
export function iframeOrigins(blocks: readonly Block[]): Set<string> {
  const origins = new Set<string>();
  const visit = (list: readonly Block[]) => {
    for (const block of list) {
      if (block.flags.deleted) continue;
      if (block.type === 'iframe') {
        const origin = originOf(block.properties.src);
        if (origin !== null) origins.add(origin);
      }
      visit(block.items);
    }
  };
  visit(blocks);
  return origins;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseItem(value: unknown): FrameCartItem | null {
  if (!isRecord(value)) return null;
  const { variantId, quantity } = value;
  if (typeof variantId !== 'string' || variantId.trim() === '' || variantId.length > MAX_VARIANT_ID_LENGTH) {
    return null;
  }
  if (quantity === undefined) return { variantId, quantity: 1 };
  if (
    typeof quantity !== 'number' ||
    !Number.isInteger(quantity) ||
    quantity < 1 ||
    quantity > MAX_QUANTITY
  ) {
    return null;
  }
  return { variantId, quantity };
}

/**
 * Validates a posted message (`event.data`) from `origin` (`event.origin`) against the origins of the
 * page's iframe blocks. The spec's three messages come verbatim, checked in this order: both variantId
 * and items given; variantId not a string; items not an array.
 */
export function parseFrameAddToCart(
  message: unknown,
  allowedOrigins: ReadonlySet<string> | readonly string[],
  origin: string,
): FrameAddToCartResult {
  const allowed =
    allowedOrigins instanceof Set ? allowedOrigins : new Set(allowedOrigins as readonly string[]);
  if (typeof origin !== 'string' || origin === 'null' || !allowed.has(origin)) {
    return { ok: false, message: FRAME_MESSAGES.originNotAllowed, reply: false };
  }
  if (!isRecord(message) || message.type !== FRAME_ADD_TO_CART) {
    return { ok: false, message: FRAME_MESSAGES.notAddToCart, reply: false };
  }
  const { variantId, items } = message;
  const hasVariant = variantId !== undefined && variantId !== null;
  const hasItems = items !== undefined && items !== null;
  if (hasVariant && hasItems) return { ok: false, message: FRAME_MESSAGES.variantIdAndItems, reply: true };
  if (hasVariant) {
    if (typeof variantId !== 'string')
      return { ok: false, message: FRAME_MESSAGES.variantIdNotString, reply: true };
    if (variantId.trim() === '' || variantId.length > MAX_VARIANT_ID_LENGTH) {
      return { ok: false, message: FRAME_MESSAGES.nothingToAdd, reply: true };
    }
    return { ok: true, variantId };
  }
  if (hasItems) {
    if (!Array.isArray(items)) return { ok: false, message: FRAME_MESSAGES.itemsNotArray, reply: true };
    if (items.length === 0) return { ok: false, message: FRAME_MESSAGES.nothingToAdd, reply: true };
    if (items.length > FRAME_MAX_ITEMS)
      return { ok: false, message: FRAME_MESSAGES.tooManyItems, reply: true };
    const parsed: FrameCartItem[] = [];
    for (const item of items) {
      const valid = parseItem(item);
      if (valid === null) return { ok: false, message: FRAME_MESSAGES.invalidItem, reply: true };
      parsed.push(valid);
    }
    return { ok: true, items: parsed };
  }
  return { ok: false, message: FRAME_MESSAGES.nothingToAdd, reply: true };
}

/** The reply posted back to the frame (to its origin only). */
export function frameReply(ok: boolean, message?: string): FrameReply {
  const type = ok ? FRAME_ADD_TO_CART_COMPLETE : FRAME_ADD_TO_CART_FAILED;
  return message === undefined || message === '' ? { type } : { type, message };
}
