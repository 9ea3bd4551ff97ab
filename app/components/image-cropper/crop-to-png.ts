import type { Area } from 'react-easy-crop';

/**
 * Draws `area` of the picture at `source` on a canvas, no longer than `longSide` on either side, as a PNG.
 * `crossOrigin` is needed for pictures served from elsewhere (a library URL), not for object URLs.
 */
export async function cropToPng(
  source: string,
  area: Area,
  longSide: number,
  { crossOrigin = false }: { crossOrigin?: boolean } = {},
): Promise<Blob> {
  const image = new Image();
  if (crossOrigin) image.crossOrigin = 'anonymous';
  image.src = source;
  await image.decode();
  const scale = Math.min(1, longSide / Math.max(area.width, area.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no image'))), 'image/png'),
  );
}
