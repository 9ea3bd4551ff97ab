/**
 * The studio's calls to the server (/omnis/v3/studio, server/api/studio.ts): uploads with progress, saving
 * a design as a custom product, and its render status. Every call answers { status, body } and never
 * throws for an HTTP or network failure (status 0), so callers decide what to retry.
 */
import type { DesignDocument, Side } from '../../core/design';
import { xsrfToken } from '../components/account/api';

/** §7: requests time out after 30 s. */
export const REQUEST_TIMEOUT_MS = 30_000;
const BASE = '/omnis/v3/studio';

export interface ApiResult<T> {
  status: number;
  body: T | null;
  /** The server's message, or the first field error of a 422. */
  message: string | null;
  errors: Record<string, string[]>;
}

export interface UploadedImage {
  uuid: string;
  /** Same-origin path of the stored image (an image layer's src). */
  src: string;
  format: 'png' | 'jpg' | 'webp' | 'svg';
  pixelWidth: number;
  pixelHeight: number;
  vector: boolean;
  bytes: number;
}

export interface SaveDesignInput {
  /** The base product (its customiseIt). */
  baseProduct: string;
  colour: string;
  document: DesignDocument;
}

export type RenderState = 'queued' | 'rendering' | 'done' | 'failed';

export interface RenderFile {
  kind: 'print' | 'mockup';
  /** A print file's side, or a mockup's view (front, back). */
  side: Side;
  /** A mockup's colour; null for print files. */
  colour: string | null;
  status: RenderState;
  url: string | null;
  widthPx: number | null;
  heightPx: number | null;
}

export interface RenderStatus {
  status: RenderState;
  /** Files finished, 0 to 100. */
  percent: number;
  files: RenderFile[];
}

export interface SavedDesign {
  uuid: string;
  colour: string;
  printedSides: Side[];
  product: { id: number; sku: string; name: string; urlName: string; url: string; price: number };
  render: RenderStatus;
}

export interface SaveAnswer {
  design: SavedDesign;
  /** False when the same design was saved before (that one is answered). */
  created: boolean;
}

function readBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function resultOf<T>(status: number, body: unknown): ApiResult<T> {
  const ok = status >= 200 && status < 300;
  const shaped = (body ?? {}) as { message?: unknown; errors?: unknown };
  const errors =
    shaped.errors && typeof shaped.errors === 'object' ? (shaped.errors as Record<string, string[]>) : {};
  const firstError = Object.values(errors).find((list) => Array.isArray(list) && list.length > 0)?.[0];
  const message =
    status === 422 && firstError ? firstError : typeof shaped.message === 'string' ? shaped.message : null;
  return { status, body: ok ? (body as T) : null, message: ok ? null : message, errors };
}

async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiResult<T>> {
  try {
    const response = await fetch(`${BASE}${path}`, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(method === 'GET' ? {} : { 'X-XSRF-TOKEN': xsrfToken() }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    return resultOf<T>(response.status, readBody(await response.text()));
  } catch {
    return resultOf<T>(0, null);
  }
}

/** Saves the design as a custom product and queues its print files and mockups. */
export function saveDesign(input: SaveDesignInput): Promise<ApiResult<SaveAnswer>> {
  return request<SaveAnswer>('POST', '/designs/', input);
}

/** A saved design's render status: what the studio polls while the server renders. */
export function renderStatus(designUuid: string): Promise<ApiResult<RenderStatus>> {
  return request<RenderStatus>('GET', `/designs/${encodeURIComponent(designUuid)}/renders/`);
}

/** Queues a saved design's failed files again; answers the render status. */
export function retryRenders(designUuid: string): Promise<ApiResult<RenderStatus>> {
  return request<RenderStatus>('POST', `/designs/${encodeURIComponent(designUuid)}/renders/`, {});
}

/** The mockup of a colour: the front view when the design prints there, else the first one ready. */
export function mockupFor(status: RenderStatus | null, colour: string): RenderFile | null {
  const wanted = colour.toLowerCase();
  const mockups = (status?.files ?? []).filter(
    (file) => file.kind === 'mockup' && (file.colour ?? '').toLowerCase() === wanted,
  );
  return mockups.find((file) => file.side === 'front') ?? mockups[0] ?? null;
}

export interface UploadHandle {
  done: Promise<ApiResult<UploadedImage>>;
  abort(): void;
}

/**
 * Uploads an image (the body is the file itself, with its type) with XMLHttpRequest, whose upload events
 * report progress (fetch has none): `onProgress` gets the fraction sent, 0 to 1.
 */
export function uploadImage(file: Blob, type: string, onProgress: (fraction: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<ApiResult<UploadedImage>>((resolve) => {
    xhr.open('POST', `${BASE}/uploads/`);
    xhr.withCredentials = true;
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', type);
    xhr.setRequestHeader('X-XSRF-TOKEN', xsrfToken());
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) onProgress(1);
      resolve(resultOf<UploadedImage>(xhr.status, readBody(xhr.responseText)));
    });
    const failed = () => resolve(resultOf<UploadedImage>(0, null));
    xhr.addEventListener('error', failed);
    xhr.addEventListener('timeout', failed);
    xhr.addEventListener('abort', failed);
    xhr.send(file);
  });
  return { done, abort: () => xhr.abort() };
}
