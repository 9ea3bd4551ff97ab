import { type ReactNode, useCallback, useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';

export interface ZoomRange {
  min: number;
  max: number;
  step: number;
}

export interface CropStageClassNames {
  hint: string;
  stage: string;
  field: string;
}

/**
 * The crop stage (react-easy-crop: drag, arrow keys) with its hint and a zoom slider. Crop and zoom start
 * afresh when it mounts, so callers key it by the picture. `children` are extra fields placed before the
 * zoom slider.
 */
export function CropStage({
  image,
  aspect,
  zoomRange,
  zoomLabel,
  classNames,
  describe,
  onAreaChange,
  children,
}: {
  image: string;
  aspect: number;
  zoomRange: ZoomRange;
  zoomLabel: string;
  classNames: CropStageClassNames;
  /** Where the hint is attached: the stage around the cropper, or the cropper itself (an application). */
  describe: 'stage' | 'cropper';
  onAreaChange: (pixels: Area) => void;
  children?: ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(zoomRange.min);
  const onCropComplete = useCallback((_: Area, pixels: Area) => onAreaChange(pixels), [onAreaChange]);
  return (
    <>
      <p className={classNames.hint} id={hintId}>
        Drag the picture, or focus it and use the arrow keys, to choose what shows; the slider zooms.
      </p>
      <div className={classNames.stage} aria-describedby={describe === 'stage' ? hintId : undefined}>
        <Cropper
          image={image}
          crop={crop}
          zoom={zoom}
          minZoom={zoomRange.min}
          maxZoom={zoomRange.max}
          zoomSpeed={zoomRange.step}
          aspect={aspect}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={onCropComplete}
          objectFit="contain"
          cropperProps={
            describe === 'cropper'
              ? { role: 'application', 'aria-label': 'Crop area', 'aria-describedby': hintId }
              : {}
          }
        />
      </div>
      {children}
      <div className={classNames.field}>
        <label htmlFor={`${id}-zoom`}>{zoomLabel}</label>
        <input
          id={`${id}-zoom`}
          type="range"
          min={zoomRange.min}
          max={zoomRange.max}
          step={zoomRange.step}
          value={zoom}
          onChange={(event) => setZoom(Number(event.currentTarget.value))}
        />
      </div>
    </>
  );
}
