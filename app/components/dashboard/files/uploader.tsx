import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import {
  LIBRARY_ACCEPT,
  LIBRARY_MAX_BYTES,
  LIBRARY_MESSAGES,
  libraryFormatOf,
} from '../../../../core/store/media-library';
import { uploadFile } from './upload-file';

interface Upload {
  key: string;
  name: string;
  progress: number;
  state: 'uploading' | 'done' | 'failed';
  message?: string;
  thumbnail?: string | null;
}

/**
 * Several files at once, each sent on its own with its own progress bar; the list below reloads once they
 * have all finished. Needs JavaScript (the library's own page says so without it).
 */
export function Uploader({ uploadUrl }: { uploadUrl: string }) {
  const inputId = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const revalidator = useRevalidator();
  const update = (key: string, change: Partial<Upload>) =>
    setUploads((current) =>
      current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)),
    );

  const start = async (files: File[]) => {
    const batch = files.map((file, index) => ({
      file,
      upload: {
        key: `${Date.now()}-${index}-${file.name}`,
        name: file.name,
        progress: 0,
        state: 'uploading',
      } as Upload,
    }));
    setUploads((current) => [...batch.map((entry) => entry.upload), ...current]);
    await Promise.all(
      batch.map(async ({ file, upload }) => {
        const refusal = !libraryFormatOf(file.type)
          ? LIBRARY_MESSAGES.formats
          : file.size > LIBRARY_MAX_BYTES
            ? LIBRARY_MESSAGES.tooLarge
            : null;
        if (refusal) return update(upload.key, { state: 'failed', message: refusal });
        const answer = await uploadFile(uploadUrl, file, file.name, (progress) =>
          update(upload.key, { progress }),
        );
        if (answer.ok) update(upload.key, { state: 'done', progress: 1, thumbnail: answer.file.thumbnail });
        else update(upload.key, { state: 'failed', message: answer.message });
      }),
    );
    await revalidator.revalidate();
  };

  return (
    <section className="files-uploader" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>Upload files</h2>
      <p className="field-hint" id={`${inputId}-hint`}>
        PNG, JPEG, WebP, SVG or PDF, up to 15 MB each. Choose several at once if you like.
      </p>
      <label className="button button-primary files-choose" htmlFor={inputId}>
        Choose files to upload
      </label>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        multiple
        accept={LIBRARY_ACCEPT}
        aria-describedby={`${inputId}-hint`}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          if (files.length > 0) void start(files);
        }}
      />
      {uploads.length > 0 ? (
        <ul className="files-progress" aria-label="Uploads">
          {uploads.map((upload) => (
            <li key={upload.key} data-state={upload.state}>
              {upload.thumbnail ? <img src={upload.thumbnail} alt="" width={48} height={48} /> : null}
              <span className="files-progress-name">{upload.name}</span>
              <progress max={1} value={upload.progress} aria-label={`Uploading ${upload.name}`} />
              <span className="files-progress-state" role={upload.state === 'failed' ? 'alert' : 'status'}>
                {upload.state === 'uploading'
                  ? `${Math.round(upload.progress * 100)}%`
                  : upload.state === 'done'
                    ? 'Uploaded'
                    : upload.message}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
