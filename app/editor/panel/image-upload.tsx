import { useId, useState } from 'react';
import { LIBRARY_MAX_BYTES, LIBRARY_MESSAGES } from '../../../core/store/media-library';
import { usePanel } from './panel-context';
import type { LibraryImage } from './picker-api';

export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/svg+xml';

/** Sends a file (or a cropped picture) to the library with progress; the hook the upload buttons share. */
export function useUpload(onDone: (file: LibraryImage) => void) {
  const { pickers } = usePanel();
  const [state, setState] = useState<{ busy: boolean; progress: number; message: string | null }>({
    busy: false,
    progress: 0,
    message: null,
  });
  const upload = async (file: Blob, name: string) => {
    if (file.size > LIBRARY_MAX_BYTES) {
      setState({ busy: false, progress: 0, message: LIBRARY_MESSAGES.tooLarge });
      return;
    }
    setState({ busy: true, progress: 0, message: null });
    const outcome = await pickers.upload(file, name, (progress) =>
      setState((current) => ({ ...current, progress })),
    );
    if (!outcome.ok) {
      setState({ busy: false, progress: 0, message: outcome.message });
      return;
    }
    setState({ busy: false, progress: 1, message: null });
    onDone(outcome.file);
  };
  return { state, upload };
}

/** Progress and the refusal of an upload. */
export function UploadStatus({
  state,
  label,
}: {
  state: ReturnType<typeof useUpload>['state'];
  label: string;
}) {
  return (
    <>
      {state.busy ? (
        <progress
          className="panel-progress"
          max={1}
          value={state.progress}
          aria-label={`Uploading ${label}`}
        />
      ) : null}
      {state.message ? (
        <p className="panel-field-error" role="alert">
          {state.message}
        </p>
      ) : null}
    </>
  );
}

/** Upload a new image from the device to the store's library. */
export function ImageUpload({
  label,
  onUploaded,
}: {
  label: string;
  onUploaded: (file: LibraryImage) => void;
}) {
  const id = useId();
  const { state, upload } = useUpload(onUploaded);
  return (
    <div className="panel-upload">
      <label className="panel-button" htmlFor={id}>
        Upload a new image
      </label>
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept={IMAGE_ACCEPT}
        disabled={state.busy}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void upload(file, file.name);
        }}
      />
      <UploadStatus state={state} label={label} />
    </div>
  );
}
