/** Sends the seller's artwork to the dashboard's upload route with progress (XMLHttpRequest reports it). */
import { xsrfToken } from '../../../components/account/api';

export const ARTWORK_ACCEPT = '.png,.svg,image/png,image/svg+xml';
export const MAX_ARTWORK_MEGABYTES = 15;

export const ARTWORK_UPLOAD_MESSAGES = Object.freeze({
  /** §5 file extensions. */
  type: 'Must upload the following formats: png, svg',
  size: `The file must be ${MAX_ARTWORK_MEGABYTES} MB or smaller`,
  failed: 'Oops... looks like something went wrong. Please try again.',
});

/** The content type a file is sent with, or null when it is neither PNG nor SVG. */
export function artworkType(file: { type: string; name: string }): string | null {
  if (file.type === 'image/png' || file.type === 'image/svg+xml') return file.type;
  if (file.type) return null;
  if (/\.png$/i.test(file.name)) return 'image/png';
  if (/\.svg$/i.test(file.name)) return 'image/svg+xml';
  return null;
}

/** Why a file cannot be uploaded, or null. */
export function artworkProblem(file: { type: string; name: string; size: number }): string | null {
  if (!artworkType(file)) return ARTWORK_UPLOAD_MESSAGES.type;
  if (file.size > MAX_ARTWORK_MEGABYTES * 1024 * 1024) return ARTWORK_UPLOAD_MESSAGES.size;
  return null;
}

export interface UploadedArtwork {
  uuid: string;
  src: string;
  pixelWidth: number;
  pixelHeight: number;
  vector: boolean;
}

export type UploadAnswer = { ok: true; upload: UploadedArtwork } | { ok: false; message: string };

function answerOf(status: number, text: string): UploadAnswer {
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = {};
  }
  if (status >= 200 && status < 300) return { ok: true, upload: body as unknown as UploadedArtwork };
  const errors = (body.errors ?? {}) as Record<string, string[]>;
  const first = Object.values(errors).find((list) => Array.isArray(list) && list.length > 0)?.[0];
  const message = first ?? (typeof body.message === 'string' ? body.message : ARTWORK_UPLOAD_MESSAGES.failed);
  return { ok: false, message };
}

/** Uploads `file` for the store; `onProgress` gets the fraction sent (0 to 1). */
export function uploadArtwork(
  storeId: number,
  file: File,
  type: string,
  onProgress: (fraction: number) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/omnis/v3/dashboard/stores/${storeId}/artwork/uploads/`);
    xhr.withCredentials = true;
    xhr.timeout = 30_000;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', type);
    xhr.setRequestHeader('X-XSRF-TOKEN', xsrfToken());
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) onProgress(1);
      resolve(answerOf(xhr.status, xhr.responseText));
    });
    const failed = () => resolve({ ok: false, message: ARTWORK_UPLOAD_MESSAGES.failed });
    xhr.addEventListener('error', failed);
    xhr.addEventListener('timeout', failed);
    xhr.send(file);
  });
}
