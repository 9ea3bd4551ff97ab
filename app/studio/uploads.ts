/**
 * Images coming into the studio by the file picker, drag and drop or paste: checked for type and size in
 * the browser (the server checks again, and sanitises SVG), uploaded with progress, then placed on the side
 * on show.
 */
import { type Dispatch, useCallback, useRef, useState } from 'react';
import { addImage, type Side } from '../../core/design';
import { fileExtensions } from '../../core/validation/messages';
import type { EditorAction } from './editor-state';
import { uploadImage } from './studio-api';

/** The types the server takes (domain/studio uploads), by extension for files the browser could not type. */
const TYPES_BY_EXTENSION: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};
export const ACCEPT_ATTRIBUTE = '.png,.jpg,.jpeg,.webp,.svg,image/png,image/jpeg,image/webp,image/svg+xml';
/** The server's limit (domain/studio MAX_UPLOAD_MEGABYTES), checked first so a large file is not sent. */
export const MAX_UPLOAD_MEGABYTES = 15;

export const UPLOAD_MESSAGES = Object.freeze({
  /** §5 file extensions. */
  type: fileExtensions(['png', 'jpg', 'webp', 'svg']),
  size: `The file must be ${MAX_UPLOAD_MEGABYTES} MB or smaller`,
  failed: 'Oops... looks like something went wrong. Please try again.',
});

/** The content type a file is sent with: its own, else the one its extension names; null if not taken. */
export function uploadType(file: { type: string; name: string }): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const type = file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  if (Object.values(TYPES_BY_EXTENSION).includes(type)) return type;
  return file.type ? null : (TYPES_BY_EXTENSION[extension] ?? null);
}

/** Why a file cannot be uploaded, or null. */
export function uploadProblem(file: { type: string; size: number; name: string }): string | null {
  if (!uploadType(file)) return UPLOAD_MESSAGES.type;
  if (file.size > MAX_UPLOAD_MEGABYTES * 1024 * 1024) return UPLOAD_MESSAGES.size;
  return null;
}

/** The image files among dropped or pasted items (other things are ignored). */
export function imageFiles(list: FileList | readonly File[] | null | undefined): File[] {
  return Array.from(list ?? []).filter((file) => file.type.startsWith('image/') || /\.svg$/i.test(file.name));
}

export interface Upload {
  id: number;
  name: string;
  /** 0 to 1. */
  progress: number;
  state: 'uploading' | 'done' | 'failed';
  message: string | null;
}

/** Uploads files and adds each to the given side when it arrives; the list shows progress and errors. */
export function useUploads(dispatch: Dispatch<EditorAction>, side: Side) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const nextId = useRef(1);
  const sideRef = useRef(side);
  sideRef.current = side;

  const update = useCallback((id: number, patch: Partial<Upload>) => {
    setUploads((list) => list.map((upload) => (upload.id === id ? { ...upload, ...patch } : upload)));
  }, []);

  const upload = useCallback(
    (files: readonly File[]) => {
      for (const file of files) {
        const id = nextId.current++;
        const name = file.name || 'Pasted image';
        const problem = uploadProblem(file);
        setUploads((list) => [
          ...list.filter((item) => item.state !== 'done'),
          { id, name, progress: 0, state: problem ? 'failed' : 'uploading', message: problem },
        ]);
        if (problem) continue;
        // The side the shopper was on when they chose the file, even if they switch meanwhile.
        const target = sideRef.current;
        const handle = uploadImage(file, uploadType(file) ?? file.type, (progress) =>
          update(id, { progress }),
        );
        void handle.done.then((result) => {
          if (!result.body) {
            update(id, { state: 'failed', message: result.message ?? UPLOAD_MESSAGES.failed });
            return;
          }
          const image = result.body;
          update(id, { state: 'done', progress: 1 });
          dispatch({
            type: 'add',
            side: target,
            change: (document) =>
              addImage(document, target, {
                src: image.src,
                pixelWidth: image.pixelWidth,
                pixelHeight: image.pixelHeight,
                name: name.replace(/\.[a-z0-9]+$/i, '').slice(0, 80) || 'Image',
              }),
          });
        });
      }
    },
    [dispatch, update],
  );

  const dismiss = useCallback(
    (id: number) => setUploads((list) => list.filter((item) => item.id !== id)),
    [],
  );

  return { uploads, upload, dismiss };
}
