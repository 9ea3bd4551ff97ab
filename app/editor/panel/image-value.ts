import { IMAGE_ENDPOINT_PREFIX, imageUrl, MEDIA_PREFIX } from '../../../core/images/url';

/** A point of an image, 0..1 across and down. */
export interface Focus {
  x: number;
  y: number;
}

export const CENTRE: Focus = Object.freeze({ x: 0.5, y: 0.5 });

/**
 * An image property's parts: the library file (a /media/ path) and its focal point. A focal point is kept in
 * the image address the image endpoint serves ('/images/…?fx=0.25&fy=0.4'); other addresses are kept as they
 * are, centred.
 */
export function imageParts(value: string): { source: string; focus: Focus } {
  if (!value.startsWith(IMAGE_ENDPOINT_PREFIX)) return { source: value, focus: CENTRE };
  const [path = '', query = ''] = value.slice(IMAGE_ENDPOINT_PREFIX.length).split('?', 2);
  const params = new URLSearchParams(query);
  const fraction = (name: string) => {
    const number = Number(params.get(name) ?? Number.NaN);
    return Number.isFinite(number) ? Math.min(1, Math.max(0, number)) : 0.5;
  };
  let decoded: string;
  try {
    decoded = path.split('/').map(decodeURIComponent).join('/');
  } catch {
    decoded = path;
  }
  return { source: `${MEDIA_PREFIX}${decoded}`, focus: { x: fraction('fx'), y: fraction('fy') } };
}

/** The image property for a file and focal point: the /media/ path when centred, else the endpoint address. */
export function imageValue(source: string, focus: Focus): string {
  if (focus.x === 0.5 && focus.y === 0.5) return source;
  return imageUrl(source, { focusX: focus.x, focusY: focus.y });
}

/** A small picture of an image for the panel (the resizer for /media/ files). */
export function previewOf(value: string): string {
  const { source } = imageParts(value);
  return source.startsWith(MEDIA_PREFIX) ? imageUrl(source, { width: 320 }) : source;
}
