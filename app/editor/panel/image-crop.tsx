import { useId, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { CropStage } from '../../components/image-cropper/crop-stage';
import { cropToPng } from '../../components/image-cropper/crop-to-png';
import { UploadStatus, useUpload } from './image-upload';
import type { LibraryImage } from './picker-api';

const ZOOM = { min: 1, max: 3, step: 0.1 } as const;
const ASPECTS = [
  { label: 'Wide (16:9)', value: 16 / 9 },
  { label: '4:3', value: 4 / 3 },
  { label: 'Square', value: 1 },
  { label: 'Tall (3:4)', value: 3 / 4 },
] as const;
const LONG_SIDE = 2400;

/**
 * Crops an image (react-easy-crop: drag, arrow keys, the zoom slider) and adds the cropped picture to the
 * library as a new file; the original stays as it was.
 */
export function ImageCrop({
  source,
  name,
  onCropped,
  onCancel,
}: {
  source: string;
  name: string;
  onCropped: (file: LibraryImage) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [aspect, setAspect] = useState<number>(ASPECTS[0].value);
  const [area, setArea] = useState<Area | null>(null);
  const { state, upload } = useUpload(onCropped);
  const use = async () => {
    if (!area) return;
    const blob = await cropToPng(source, area, LONG_SIDE, { crossOrigin: true });
    await upload(blob, `${name.replace(/\.[^.]+$/, '') || 'image'}-cropped.png`);
  };
  return (
    <div className="panel-crop">
      <CropStage
        image={source}
        aspect={aspect}
        zoomRange={ZOOM}
        zoomLabel="Zoom"
        classNames={{ hint: 'panel-field-hint', stage: 'panel-crop-stage', field: 'panel-field' }}
        describe="cropper"
        onAreaChange={setArea}
      >
        <div className="panel-field">
          <label htmlFor={`${id}-aspect`}>Shape</label>
          <select
            id={`${id}-aspect`}
            value={aspect}
            onChange={(event) => setAspect(Number(event.currentTarget.value))}
          >
            {ASPECTS.map((option) => (
              <option key={option.label} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </CropStage>
      <div className="panel-inline">
        <button
          type="button"
          className="panel-button panel-button-primary"
          disabled={state.busy || !area}
          onClick={() => void use()}
        >
          Use the cropped image
        </button>
        <button type="button" className="panel-button" disabled={state.busy} onClick={onCancel}>
          Cancel
        </button>
      </div>
      <UploadStatus state={state} label="the cropped image" />
    </div>
  );
}
