import { LocalMediaStorage } from './local';
import type { MediaStorage } from './media-storage';
import { S3MediaStorage, type S3MediaStorageOptions } from './s3';

/** Which storage the configuration chose (server/config.ts MEDIA_STORAGE). */
export type MediaStorageSettings =
  | { driver: 'local'; dir: string }
  | ({ driver: 's3' } & S3MediaStorageOptions);

export function createMediaStorage(settings: MediaStorageSettings): MediaStorage {
  return settings.driver === 'local' ? new LocalMediaStorage(settings.dir) : new S3MediaStorage(settings);
}
