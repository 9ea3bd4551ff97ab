import { listMediaFiles, type MediaFile } from '../content';
import type { ServiceContext } from '../context';
import { assertMayManage } from '../store-admin';

/** How many of the store's images the banner picker shows at once. */
export const BANNER_CHOICES = 24;

/** The store's images a banner may be chosen from, newest first, optionally by name or alt text. */
export async function bannerChoices(ctx: ServiceContext, search = ''): Promise<MediaFile[]> {
  await assertMayManage(ctx, 'products');
  const { data } = await listMediaFiles(ctx, {
    macros: ['images'],
    perPage: BANNER_CHOICES,
    searchTerm: search.slice(0, 100),
  });
  return data;
}
