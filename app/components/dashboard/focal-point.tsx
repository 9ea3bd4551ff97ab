import { useCallback, useEffect, useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';

/** A point of an image, 0..1 across and down. */
export interface Focus {
  x: number;
  y: number;
}

/**
 * The crop react-easy-crop starts from for a focal point: a frame of `aspect` (width / height) taking all
 * of one side of the image at zoom 1, centred on the point as far as the image's edges allow, in percent.
 */
export function croppedAreaFor(focus: Focus, width: number, height: number, aspect: number): Area {
  const imageAspect = width / height;
  const cropWidth = imageAspect > aspect ? (aspect / imageAspect) * 100 : 100;
  const cropHeight = imageAspect > aspect ? 100 : (imageAspect / aspect) * 100;
  const clamp = (value: number, size: number) => Math.min(100 - size, Math.max(0, value));
  return {
    x: clamp(focus.x * 100 - cropWidth / 2, cropWidth),
    y: clamp(focus.y * 100 - cropHeight / 2, cropHeight),
    width: cropWidth,
    height: cropHeight,
  };
}

/** The middle of a crop in percent, as a focal point in hundredths. */
export const focusOf = (area: Area): Focus => ({
  x: Math.round(area.x + area.width / 2) / 100,
  y: Math.round(area.y + area.height / 2) / 100,
});

/** The image's own size, read once it loads, when the page does not know it. */
function useNaturalSize(src: string, known: { width: number; height: number } | null) {
  const [size, setSize] = useState(known);
  useEffect(() => {
    if (known) return;
    let live = true;
    const image = new Image();
    image.src = src;
    image
      .decode()
      .then(() => live && setSize({ width: image.naturalWidth, height: image.naturalHeight }))
      .catch(() => live && setSize({ width: 1, height: 1 }));
    return () => {
      live = false;
    };
  }, [src, known]);
  return size;
}

/**
 * Chooses an image's focal point on a frame of the shape shoppers' screens crop it to: drag the image, or
 * focus the frame and use the arrow keys. Browser only (render it once hydrated). `classPrefix` names the
 * area's own styles: `{prefix}`, `{prefix}-stage` and `{prefix}-value`.
 */
export function FocalPoint({
  src,
  size = null,
  aspect,
  label,
  hint,
  focus,
  onFocus,
  classPrefix = 'focal-point',
}: {
  src: string;
  size?: { width: number; height: number } | null;
  aspect: number;
  /** The frame's accessible name, e.g. 'Banner focal point'. */
  label: string;
  hint: string;
  focus: Focus;
  onFocus: (focus: Focus) => void;
  classPrefix?: string;
}) {
  const hintId = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const natural = useNaturalSize(src, size);
  // The point chosen when the frame opened places the image; later moves only report back.
  const [initialFocus] = useState(focus);
  const onCropComplete = useCallback((area: Area) => onFocus(focusOf(area)), [onFocus]);
  const initial = natural ? croppedAreaFor(initialFocus, natural.width, natural.height, aspect) : undefined;
  return (
    <div className={classPrefix}>
      <p id={hintId} className="field-hint">
        {hint}
      </p>
      <div className={`${classPrefix}-stage`}>
        {natural ? (
          <Cropper
            key={src}
            image={src}
            crop={crop}
            zoom={1}
            minZoom={1}
            maxZoom={1}
            zoomWithScroll={false}
            aspect={aspect}
            showGrid={false}
            onCropChange={setCrop}
            onCropComplete={onCropComplete}
            {...(initial ? { initialCroppedAreaPercentages: initial } : {})}
            cropperProps={{ role: 'application', 'aria-label': label, 'aria-describedby': hintId }}
          />
        ) : null}
      </div>
      <p className={`${classPrefix}-value`} aria-live="polite">
        Focal point: {Math.round(focus.x * 100)}% across, {Math.round(focus.y * 100)}% down
      </p>
    </div>
  );
}
