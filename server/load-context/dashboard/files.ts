import {
  deleteLibraryFile,
  listLibrary,
  setFileAltText,
  type UploadInput,
  uploadLibraryFile,
} from '../../../domain/media-library';
import type { MediaStorage } from '../../../domain/storage';
import type { OnStore } from './on-store';

/** The dashboard's files services (the store's media library): each call names the store it is about. */
export function filesDashboardServices(onStore: OnStore, media: MediaStorage | undefined) {
  return {
    list: (storeId: number, options: { page?: number; search?: string }) =>
      onStore(storeId, (ctx) => listLibrary(ctx, options)),
    upload: (storeId: number, upload: UploadInput) =>
      onStore(
        storeId,
        (ctx) => {
          if (!media) throw new Error('the media storage is not configured');
          return uploadLibraryFile(ctx, media, upload);
        },
        { writes: true },
      ),
    setAltText: (storeId: number, input: unknown) =>
      onStore(storeId, (ctx) => setFileAltText(ctx, input), { writes: true }),
    remove: (storeId: number, input: unknown) =>
      onStore(storeId, (ctx) => deleteLibraryFile(ctx, input), { writes: true }),
  };
}
