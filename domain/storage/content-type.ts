import { contentType, lookup } from 'mime-types';

/** The Content-Type of a media key by its extension (with a charset for text), as static serving gave it. */
export function contentTypeOfKey(key: string): string {
  const type = lookup(key);
  return (type && contentType(type)) || 'application/octet-stream';
}
