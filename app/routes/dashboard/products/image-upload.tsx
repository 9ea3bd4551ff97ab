import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { PRODUCT_ADMIN_MESSAGES } from '../../../../core/product-admin/messages';

/** The resource route's limit (a page's form carries at most 1 MiB); photos are shrunk below it first. */
const MAX_BYTES = 1_000_000;
const MAX_SIDE = 2400;

/** The photo as WebP no larger than MAX_SIDE and MAX_BYTES, or the file itself when it already fits. */
async function shrink(file: File): Promise<Blob> {
  if (file.size <= MAX_BYTES) return file;
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  for (const quality of [0.9, 0.8, 0.7, 0.6]) {
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', quality));
    if (blob && blob.size <= MAX_BYTES) return blob;
  }
  throw new Error(PRODUCT_ADMIN_MESSAGES.imageTooLarge);
}

type UploadState =
  | { state: 'idle' }
  | { state: 'sending'; percent: number }
  | { state: 'done'; message: string }
  | { state: 'failed'; message: string };

/**
 * Adds photos to the product: each is shrunk in the browser if need be and sent with XHR to the product's
 * images route, its progress shown; the page's images are read again after each.
 */
export function ImageUpload({ action }: { action: string }) {
  const id = useId();
  const [upload, setUpload] = useState<UploadState>({ state: 'idle' });
  const revalidator = useRevalidator();

  const send = (blob: Blob, name: string) =>
    new Promise<string>((resolve, reject) => {
      const body = new FormData();
      body.set('file', blob, name);
      const request = new XMLHttpRequest();
      request.open('POST', action);
      request.responseType = 'json';
      request.upload.onprogress = (event) => {
        if (event.lengthComputable)
          setUpload({ state: 'sending', percent: Math.round((event.loaded / event.total) * 100) });
      };
      request.onload = () => {
        const answer = request.response as {
          ok?: boolean;
          message?: string;
          errors?: Record<string, string[]>;
        } | null;
        if (request.status === 200 && answer?.ok)
          resolve(answer.message ?? PRODUCT_ADMIN_MESSAGES.imageAdded);
        else
          reject(
            new Error(answer?.errors?.file?.[0] ?? answer?.message ?? PRODUCT_ADMIN_MESSAGES.imageUnreadable),
          );
      };
      request.onerror = () => reject(new Error(PRODUCT_ADMIN_MESSAGES.imageUnreadable));
      request.send(body);
    });

  const onChange = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    for (const file of files) {
      try {
        setUpload({ state: 'sending', percent: 0 });
        const message = await send(await shrink(file), file.name);
        setUpload({ state: 'done', message });
        await revalidator.revalidate();
      } catch (error) {
        setUpload({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
        break;
      }
    }
    input.value = '';
  };

  return (
    <div className="product-image-upload">
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept="image/png,image/jpeg,image/webp"
        multiple
        onChange={onChange}
        aria-describedby={`${id}-status`}
      />
      <label htmlFor={id} className="button">
        Add photos
      </label>
      <div id={`${id}-status`} aria-live="polite" className="product-image-upload-status">
        {upload.state === 'sending' ? (
          <>
            <label htmlFor={`${id}-progress`}>Uploading…</label>{' '}
            <progress id={`${id}-progress`} max={100} value={upload.percent}>
              {upload.percent}%
            </progress>
          </>
        ) : null}
        {upload.state === 'done' ? <p className="form-status form-status-success">{upload.message}</p> : null}
        {upload.state === 'failed' ? <p className="field-error">{upload.message}</p> : null}
      </div>
    </div>
  );
}
