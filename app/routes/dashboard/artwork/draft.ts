/**
 * The artwork wizard's draft: what the seller chose so far, kept in localStorage per store so a reload
 * (or a phone that drops the tab) loses nothing. Read defensively: a stored draft may be old or edited.
 */
import { type ArtworkPlacement, clampPlacement, DEFAULT_PLACEMENT } from '../../../../core/product-ranges';

export interface DraftUpload {
  uuid: string;
  src: string;
  pixelWidth: number;
  pixelHeight: number;
  vector: boolean;
  name: string;
}

export interface DraftProduct extends ArtworkPlacement {
  /** The base product's key (customiseIt). */
  key: string;
  colours: string[];
  /** As typed, in major units. */
  price: string;
}

export interface ArtworkDraft {
  upload: DraftUpload | null;
  /** In the order they were chosen. */
  products: DraftProduct[];
  name: string;
}

export const EMPTY_DRAFT: ArtworkDraft = Object.freeze({
  upload: null,
  products: [],
  name: '',
}) as ArtworkDraft;

export const draftKey = (storeId: number) => `printfront.artwork-draft.${storeId}`;

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

function readUpload(value: unknown): DraftUpload | null {
  if (!value || typeof value !== 'object') return null;
  const upload = value as Record<string, unknown>;
  const width = Number(upload.pixelWidth);
  const height = Number(upload.pixelHeight);
  const src = text(upload.src, 500);
  if (!text(upload.uuid, 64) || !src.startsWith('/images/') || !(width > 0) || !(height > 0)) return null;
  return {
    uuid: text(upload.uuid, 64),
    src,
    pixelWidth: width,
    pixelHeight: height,
    vector: upload.vector === true,
    name: text(upload.name, 200),
  };
}

function readProduct(value: unknown): DraftProduct | null {
  if (!value || typeof value !== 'object') return null;
  const product = value as Record<string, unknown>;
  const key = text(product.key, 200);
  if (!key) return null;
  const colours = Array.isArray(product.colours)
    ? product.colours.filter((colour): colour is string => typeof colour === 'string').slice(0, 40)
    : [];
  return {
    key,
    colours,
    price: text(product.price, 20),
    ...clampPlacement({
      scale: Number(product.scale ?? DEFAULT_PLACEMENT.scale),
      x: Number(product.x ?? DEFAULT_PLACEMENT.x),
      y: Number(product.y ?? DEFAULT_PLACEMENT.y),
    }),
  };
}

/** A stored draft as the wizard's state; the empty draft for anything unreadable. */
export function parseDraft(stored: string | null): ArtworkDraft {
  if (!stored) return EMPTY_DRAFT;
  try {
    const value = JSON.parse(stored) as Record<string, unknown>;
    const products = Array.isArray(value.products) ? value.products.map(readProduct) : [];
    return {
      upload: readUpload(value.upload),
      products: products.filter((product): product is DraftProduct => product !== null),
      name: text(value.name, 200),
    };
  } catch {
    return EMPTY_DRAFT;
  }
}

export function loadDraft(storeId: number): ArtworkDraft {
  try {
    return parseDraft(window.localStorage.getItem(draftKey(storeId)));
  } catch {
    return EMPTY_DRAFT;
  }
}

export function saveDraft(storeId: number, draft: ArtworkDraft): void {
  try {
    window.localStorage.setItem(draftKey(storeId), JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the wizard still works, the draft is just not kept.
  }
}

export function clearDraft(storeId: number): void {
  try {
    window.localStorage.removeItem(draftKey(storeId));
  } catch {
    // Nothing to clear.
  }
}
