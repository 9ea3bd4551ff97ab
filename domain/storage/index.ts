export { contentTypeOfKey } from './content-type';
export { createMediaStorage, type MediaStorageSettings } from './create';
export { LocalMediaStorage } from './local';
export {
  assertMediaKey,
  type MediaByteRange,
  type MediaObjectInfo,
  type MediaStorage,
  type MediaStream,
  mediaKeyOfUrl,
  mediaKeySegments,
  publicMediaKeySegments,
  putOnce,
} from './media-storage';
export { S3MediaStorage, type S3MediaStorageOptions } from './s3';
