import { useEffect, useId, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { useSubmit } from 'react-router';
import { LIBRARY_MAX_BYTES, LIBRARY_MESSAGES } from '../../../../core/store/media-library';
import { CropStage } from '../../image-cropper/crop-stage';
import { cropToPng } from '../../image-cropper/crop-to-png';
import { uploadFile } from '../files/upload-file';

/** §9: zoom from 1 to 2 in steps of 0.1. */
const ZOOM = { min: 1, max: 2, step: 0.1 } as const;

/**
 * Choose a picture, crop it (drag, or the zoom slider), and it is uploaded to the library and set with
 * `intent` (the logo or the favicon). Needs JavaScript; the form beside it picks from the library without.
 */
export function ImageCropper({
  intent,
  label,
  aspect,
  longSide,
  uploadUrl,
}: {
  intent: string;
  label: string;
  aspect: number;
  longSide: number;
  uploadUrl: string;
}) {
  const id = useId();
  const submit = useSubmit();
  const [source, setSource] = useState<{ url: string; name: string } | null>(null);
  const [area, setArea] = useState<Area | null>(null);
  const [state, setState] = useState<{ busy: boolean; progress: number; message: string | null }>({
    busy: false,
    progress: 0,
    message: null,
  });
  useEffect(() => () => (source ? URL.revokeObjectURL(source.url) : undefined), [source]);

  const use = async () => {
    if (!source || !area) return;
    setState({ busy: true, progress: 0, message: null });
    const blob = await cropToPng(source.url, area, longSide);
    if (blob.size > LIBRARY_MAX_BYTES) {
      setState({ busy: false, progress: 0, message: LIBRARY_MESSAGES.tooLarge });
      return;
    }
    const name = `${source.name.replace(/\.[^.]+$/, '')}-${intent}.png`;
    const answer = await uploadFile(uploadUrl, blob, name, (progress) =>
      setState((current) => ({ ...current, progress })),
    );
    if (!answer.ok) {
      setState({ busy: false, progress: 0, message: answer.message });
      return;
    }
    setState({ busy: false, progress: 1, message: null });
    setSource(null);
    await submit(
      { intent, mediaFileId: String(answer.file.id) },
      { method: 'post', preventScrollReset: true },
    );
  };

  return (
    <div className="settings-cropper">
      <label className="button files-choose" htmlFor={`${id}-file`}>
        Upload a new {label}
      </label>
      <input
        id={`${id}-file`}
        className="visually-hidden"
        type="file"
        accept="image/png,image/jpeg,image/webp,image/svg+xml"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (!file) return;
          setSource({ url: URL.createObjectURL(file), name: file.name });
        }}
      />
      {source ? (
        <div className="settings-crop">
          <CropStage
            key={source.url}
            image={source.url}
            aspect={aspect}
            zoomRange={ZOOM}
            zoomLabel={`Zoom the ${label}`}
            classNames={{ hint: 'field-hint', stage: 'settings-crop-area', field: 'form-field' }}
            describe="stage"
            onAreaChange={setArea}
          />
          <div className="settings-crop-actions">
            <button
              type="button"
              className="button button-primary"
              onClick={() => void use()}
              disabled={state.busy || !area}
            >
              Use this {label}
            </button>
            <button type="button" className="button" onClick={() => setSource(null)} disabled={state.busy}>
              Cancel
            </button>
          </div>
        </div>
      ) : null}
      {state.busy ? <progress max={1} value={state.progress} aria-label={`Uploading the ${label}`} /> : null}
      {state.message ? (
        <p className="field-error" role="alert">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
