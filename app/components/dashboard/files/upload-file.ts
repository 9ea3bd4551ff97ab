/** What the upload route answers: the new file, or why it was refused. */
export type UploadAnswer =
  | { ok: true; file: { id: number; name: string; path: string; thumbnail: string | null } }
  | { ok: false; message: string };

/**
 * Sends one file as the raw body of a POST to the library's upload route, reporting progress from 0 to 1.
 * XHR, not fetch: only XHR reports upload progress.
 */
export function uploadFile(
  url: string,
  file: Blob,
  name: string,
  onProgress: (fraction: number) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.setRequestHeader('X-File-Name', encodeURIComponent(name));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      try {
        const answer = JSON.parse(request.responseText) as UploadAnswer;
        if (request.status < 300 && answer.ok) onProgress(1);
        resolve(answer);
      } catch {
        resolve({
          ok: false,
          message: request.status === 413 ? 'The file is too large' : 'The upload failed',
        });
      }
    };
    request.onerror = () => resolve({ ok: false, message: 'The upload failed: check your connection' });
    request.send(file);
  });
}
