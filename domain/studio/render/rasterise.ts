import { type ResvgRenderOptions, renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import { DEFAULT_FONT_FAMILY } from '../../../core/fonts';

/** An SVG rendered by resvg: premultiplied RGBA pixels, on the libuv thread pool (off the event loop). */
export async function rasterise(
  svg: string,
  fontFiles: string[],
): Promise<{ pixels: Buffer; width: number; height: number }> {
  const options: ResvgRenderOptions = {
    font: { loadSystemFonts: false, fontFiles, defaultFontFamily: DEFAULT_FONT_FAMILY },
    fitTo: { mode: 'original' },
    shapeRendering: 2,
    textRendering: 2,
    imageRendering: 0,
    logLevel: 'off',
  };
  const image = await renderAsync(svg, options);
  return { pixels: image.pixels, width: image.width, height: image.height };
}

/** resvg's pixels as a sharp pipeline (premultiplied, which sharp undoes on output). */
export function pixelsToSharp(image: { pixels: Buffer; width: number; height: number }) {
  return sharp(image.pixels, {
    raw: { width: image.width, height: image.height, channels: 4, premultiplied: true },
    limitInputPixels: false,
  });
}
