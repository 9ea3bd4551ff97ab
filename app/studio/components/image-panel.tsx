import { type Dispatch, useId, useRef } from 'react';
import {
  type ImageLayer,
  imageDpi,
  type Medium,
  MIN_DPI,
  type Side,
  updateImage,
} from '../../../core/design';
import type { EditorAction } from '../editor-state';
import { ACCEPT_ATTRIBUTE, imageFiles, type Upload } from '../uploads';

interface Props {
  side: Side;
  medium: Medium;
  layer: ImageLayer | null;
  uploads: readonly Upload[];
  dispatch: Dispatch<EditorAction>;
  onFiles(files: File[]): void;
  onDismiss(id: number): void;
}

/** Upload images (or drop or paste them anywhere in the studio), and flip the selected image. */
export function ImagePanel({ side, medium, layer, uploads, dispatch, onFiles, onDismiss }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="studio-image-panel">
      <div className="studio-dropzone">
        <input
          ref={input}
          id={`${id}-file`}
          className="visually-hidden"
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          multiple
          onChange={(event) => {
            onFiles(imageFiles(event.target.files));
            event.target.value = '';
          }}
        />
        <button
          type="button"
          className="button button-primary button-block"
          onClick={() => input.current?.click()}
        >
          Upload an image
        </button>
        <p className="studio-muted">
          PNG, JPG, WebP or SVG. You can also drop or paste an image anywhere here.
        </p>
      </div>
      {uploads.length > 0 ? (
        <ul className="studio-uploads" aria-label="Uploads">
          {uploads.map((upload) => (
            <li key={upload.id} className={`studio-upload is-${upload.state}`}>
              <span className="studio-upload-name">{upload.name}</span>
              {upload.state === 'uploading' ? (
                <progress
                  max={100}
                  value={Math.round(upload.progress * 100)}
                  aria-label={`Uploading ${upload.name}`}
                  data-testid="upload-progress"
                />
              ) : null}
              {upload.state === 'failed' ? (
                <>
                  <span className="field-error" role="alert">
                    {upload.message}
                  </span>
                  <button type="button" className="button button-small" onClick={() => onDismiss(upload.id)}>
                    Dismiss
                  </button>
                </>
              ) : null}
              {upload.state === 'done' ? <span className="studio-muted">Added</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {layer ? (
        <div className="studio-image-settings">
          <ImageResolution layer={layer} medium={medium} />
          <fieldset className="studio-segmented">
            <legend className="visually-hidden">Flip</legend>
            <button
              type="button"
              aria-pressed={layer.flipX}
              onClick={() =>
                dispatch({
                  type: 'apply',
                  change: (document) => updateImage(document, side, layer.id, { flipX: !layer.flipX }),
                })
              }
            >
              Flip horizontally
            </button>
            <button
              type="button"
              aria-pressed={layer.flipY}
              onClick={() =>
                dispatch({
                  type: 'apply',
                  change: (document) => updateImage(document, side, layer.id, { flipY: !layer.flipY }),
                })
              }
            >
              Flip vertically
            </button>
          </fieldset>
        </div>
      ) : null}
    </div>
  );
}

function ImageResolution({ layer, medium }: { layer: ImageLayer; medium: Medium }) {
  const dpi = imageDpi(layer);
  const low = dpi < MIN_DPI[medium];
  return (
    <p className={low ? 'studio-warning' : 'studio-muted'}>
      Prints at {dpi} DPI{low ? `, below the ${MIN_DPI[medium]} DPI a sharp print needs` : ''}.
    </p>
  );
}
