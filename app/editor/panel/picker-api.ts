/**
 * The data the panel's pickers need, from the editor API on the store's own origin
 * (server/api/editor-pickers.ts). Tests give the panel their own pickers instead.
 */
import type { LinkChoice } from '../../../core/store';
import { xsrfToken } from '../../components/account/api';

export interface LibraryImage {
  id: number;
  name: string;
  type: 'image' | 'file';
  mimeType: string;
  width: number | null;
  height: number | null;
  altText: string;
  /** The original, a /media/ path. */
  path: string;
  thumbnail: string | null;
}

export type UploadOutcome = { ok: true; file: LibraryImage } | { ok: false; message: string };

export interface EditorPickers {
  searchLinks(search: string): Promise<LinkChoice[]>;
  listFiles(search: string): Promise<LibraryImage[]>;
  /** Adds a file to the library, reporting the fraction sent (0 to 1). */
  upload(file: Blob, name: string, onProgress: (fraction: number) => void): Promise<UploadOutcome>;
}

const API = '/omnis/v3/editor';
export const PICKER_MESSAGES = Object.freeze({
  failed: 'Oops... looks like something went wrong. Please try again.',
  offline: 'The upload failed: check your connection',
});

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(PICKER_MESSAGES.failed);
  return (await response.json()) as T;
}

function uploadOutcome(status: number, text: string): UploadOutcome {
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = {};
  }
  if (status >= 200 && status < 300) return { ok: true, file: body as unknown as LibraryImage };
  const errors = (body.errors ?? {}) as Record<string, string[]>;
  const first = Object.values(errors).find((list) => Array.isArray(list) && list.length > 0)?.[0];
  return {
    ok: false,
    message: first ?? (typeof body.message === 'string' ? body.message : PICKER_MESSAGES.failed),
  };
}

/** The pickers backed by the editor API of the store the editor runs on. */
export const apiPickers: EditorPickers = {
  searchLinks: (search) => getJson<LinkChoice[]>(`${API}/link-targets?search=${encodeURIComponent(search)}`),
  listFiles: async (search) =>
    (await getJson<{ files: LibraryImage[] }>(`${API}/files?search=${encodeURIComponent(search)}`)).files,
  upload: (file, name, onProgress) =>
    new Promise((resolve) => {
      const request = new XMLHttpRequest();
      request.open('POST', `${API}/files/`);
      request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
      request.setRequestHeader('X-File-Name', encodeURIComponent(name));
      request.setRequestHeader('X-XSRF-TOKEN', xsrfToken());
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      request.onload = () => {
        const outcome = uploadOutcome(request.status, request.responseText);
        if (outcome.ok) onProgress(1);
        resolve(outcome);
      };
      request.onerror = () => resolve({ ok: false, message: PICKER_MESSAGES.offline });
      request.send(file);
    }),
};
