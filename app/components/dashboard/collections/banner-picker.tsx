import { useCallback, useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { imageUrl } from '../../../../core/images';
import type { FieldErrors } from '../../forms/form-data';
import { firstError } from '../../forms/form-data';

/** One of the store's images a banner may be. */
export interface BannerChoice {
  path: string;
  name: string;
  width: number | null;
  height: number | null;
}

/** The storefront crops banners to this width / height (1920 × 768). */
const BANNER_ASPECT = 2.5;

/**
 * The crop react-easy-crop starts from for a focal point: the banner's share of the image (all of one side
 * at zoom 1) centred on the point as far as the image's edges allow, in percent.
 */
export function croppedAreaFor(focus: { x: number; y: number }, width: number, height: number): Area {
  const imageAspect = width / height;
  const cropWidth = imageAspect > BANNER_ASPECT ? (BANNER_ASPECT / imageAspect) * 100 : 100;
  const cropHeight = imageAspect > BANNER_ASPECT ? 100 : (imageAspect / BANNER_ASPECT) * 100;
  const clamp = (value: number, size: number) => Math.min(100 - size, Math.max(0, value));
  return {
    x: clamp(focus.x * 100 - cropWidth / 2, cropWidth),
    y: clamp(focus.y * 100 - cropHeight / 2, cropHeight),
    width: cropWidth,
    height: cropHeight,
  };
}

/** The middle of a crop in percent, as a focal point in hundredths. */
export const focusOf = (area: Area) => ({
  x: Math.round(area.x + area.width / 2) / 100,
  y: Math.round(area.y + area.height / 2) / 100,
});

function FocalPoint({
  choice,
  focus,
  onFocus,
}: {
  choice: BannerChoice;
  focus: { x: number; y: number };
  onFocus: (focus: { x: number; y: number }) => void;
}) {
  const hintId = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const onCropComplete = useCallback((area: Area) => onFocus(focusOf(area)), [onFocus]);
  const initial =
    choice.width && choice.height ? croppedAreaFor(focus, choice.width, choice.height) : undefined;
  return (
    <div className="banner-focus">
      <p id={hintId} className="field-hint">
        Drag the image, or focus it and use the arrow keys, so the part that matters sits in the frame.
        Shoppers' screens crop around that point.
      </p>
      <div className="banner-focus-stage">
        <Cropper
          key={choice.path}
          image={imageUrl(choice.path, { width: 1200, format: 'jpeg' })}
          crop={crop}
          zoom={1}
          minZoom={1}
          maxZoom={1}
          zoomWithScroll={false}
          aspect={BANNER_ASPECT}
          showGrid={false}
          onCropChange={setCrop}
          onCropComplete={onCropComplete}
          {...(initial ? { initialCroppedAreaPercentages: initial } : {})}
          cropperProps={{
            role: 'application',
            'aria-label': 'Banner focal point',
            'aria-describedby': hintId,
          }}
        />
      </div>
      <p className="banner-focus-value" aria-live="polite">
        Focal point: {Math.round(focus.x * 100)}% across, {Math.round(focus.y * 100)}% down
      </p>
    </div>
  );
}

/**
 * The banner: none or one of the store's images (radio buttons, so it works before hydration), and once
 * hydrated its focal point chosen on a crop of the banner's shape.
 */
export function BannerPicker({
  formId,
  choices,
  selected,
  focus: initialFocus,
  errors,
  hydrated,
}: {
  formId: string;
  choices: BannerChoice[];
  selected: string | null;
  focus: { x: number; y: number };
  errors: FieldErrors | undefined;
  hydrated: boolean;
}) {
  const [banner, setBanner] = useState(selected ?? '');
  const [focus, setFocus] = useState(initialFocus);
  const error = firstError(errors, 'banner');
  const chosen = choices.find((choice) => choice.path === banner);
  return (
    <fieldset
      className={`banner-picker${error ? ' form-field-invalid' : ''}`}
      aria-describedby={error ? `${formId}-banner-error` : undefined}
    >
      <legend className="form-label">Banner image</legend>
      <p className="field-hint">
        Shown across the top of the collection page. Upload images under Files; the newest are listed here.
      </p>
      {error ? (
        <p id={`${formId}-banner-error`} className="field-error">
          {error}
        </p>
      ) : null}
      <ul className="banner-choices">
        <li>
          <input
            type="radio"
            id={`${formId}-banner`}
            name="banner"
            value=""
            checked={banner === ''}
            onChange={() => setBanner('')}
          />
          <label htmlFor={`${formId}-banner`}>
            <span className="banner-choice-none" aria-hidden="true" />
            <span>No banner</span>
          </label>
        </li>
        {choices.map((choice, index) => (
          <li key={choice.path}>
            <input
              type="radio"
              id={`${formId}-banner-${index}`}
              name="banner"
              value={choice.path}
              checked={banner === choice.path}
              onChange={() => {
                setBanner(choice.path);
                setFocus({ x: 0.5, y: 0.5 });
              }}
            />
            <label htmlFor={`${formId}-banner-${index}`}>
              <img
                src={imageUrl(choice.path, { width: 240, height: 96 })}
                alt=""
                width={120}
                height={48}
                loading="lazy"
              />
              <span>{choice.name}</span>
            </label>
          </li>
        ))}
      </ul>
      <input type="hidden" name="bannerFocusX" value={focus.x} />
      <input type="hidden" name="bannerFocusY" value={focus.y} />
      {hydrated && chosen ? <FocalPoint choice={chosen} focus={focus} onFocus={setFocus} /> : null}
    </fieldset>
  );
}
