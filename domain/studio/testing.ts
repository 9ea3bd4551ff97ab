/** Tests only: a store with studio base products, their garment photos, and uploads. */
import sharp from 'sharp';
import type { ServiceContext } from '../context';
import type { Database } from '../db';
import { STUDIO_BASE_PRODUCTS, type StudioBaseProduct } from '../seed/data/studio-products';
import { renderStudioGarments } from '../seed/images/studio-garments';
import { insertStudioBaseProducts } from '../seed/studio';
import type { MediaStorage } from '../storage';
import type { RenderJobs } from './render/queue';
import { saveUpload, type UploadView } from './uploads/save-upload';

/** The men's t-shirt in two colours and the art print: every side kind, paper and garment, few photos. */
export function testBaseProducts(): StudioBaseProduct[] {
  const tee = STUDIO_BASE_PRODUCTS.find((product) => product.key === 'mens-t-shirt');
  const print = STUDIO_BASE_PRODUCTS.find((product) => product.key === 'art-print');
  if (!tee || !print) throw new Error('studio base products missing');
  return [{ ...tee, colours: tee.colours.slice(0, 2) }, print];
}

/** Gives a store the test base products; renders their photos when a media storage is given. */
export async function giveStudioProducts(
  db: Database,
  divisionId: number,
  media?: MediaStorage,
): Promise<void> {
  await insertStudioBaseProducts(db, divisionId, testBaseProducts());
  if (media) await renderStudioGarments(media, testBaseProducts(), { concurrency: 2 });
}

/** A PNG of the given size: a coloured field with a circle. */
export async function testPng(width: number, height: number, colour = '#c0392b'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour}"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#ffd23f"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function uploadTestPng(
  ctx: ServiceContext,
  media: MediaStorage,
  width = 3000,
  height = 2000,
): Promise<UploadView> {
  return saveUpload(ctx, media, { contentType: 'image/png', data: await testPng(width, height) });
}

/** A RenderJobs stand-in that remembers which designs were queued, and renders nothing. */
export function recordingRenderJobs(): RenderJobs & { queued: number[] } {
  const queued: number[] = [];
  return {
    queued,
    async enqueue(_tx, designId) {
      queued.push(designId);
    },
  };
}
