import { useCallback, useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
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

async function cropToPng(source: string, area: Area): Promise<Blob> {
  const image = new Image();
  image.crossOrigin = 'anonymous';
  image.src = source;
  await image.decode();
  const scale = Math.min(1, LONG_SIDE / Math.max(area.width, area.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no image'))), 'image/png'),
  );
}

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
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [aspect, setAspect] = useState<number>(ASPECTS[0].value);
  const [area, setArea] = useState<Area | null>(null);
  const { state, upload } = useUpload(onCropped);
  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);
  const use = async () => {
    if (!area) return;
    const blob = await cropToPng(source, area);
    await upload(blob, `${name.replace(/\.[^.]+$/, '') || 'image'}-cropped.png`);
  };
  return (
    <div className="panel-crop">
      <p className="panel-field-hint" id={`${id}-hint`}>
        Drag the picture, or focus it and use the arrow keys, to choose what shows; the slider zooms.
      </p>
      <div className="panel-crop-stage">
        <Cropper
          image={source}
          crop={crop}
          zoom={zoom}
          minZoom={ZOOM.min}
          maxZoom={ZOOM.max}
          zoomSpeed={ZOOM.step}
          aspect={aspect}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={onCropComplete}
          objectFit="contain"
          cropperProps={{ role: 'application', 'aria-label': 'Crop area', 'aria-describedby': `${id}-hint` }}
        />
      </div>
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
      <div className="panel-field">
        <label htmlFor={`${id}-zoom`}>Zoom</label>
        <input
          id={`${id}-zoom`}
          type="range"
          min={ZOOM.min}
          max={ZOOM.max}
          step={ZOOM.step}
          value={zoom}
          onChange={(event) => setZoom(Number(event.currentTarget.value))}
        />
      </div>
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
