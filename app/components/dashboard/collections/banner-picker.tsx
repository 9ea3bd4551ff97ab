import { useState } from 'react';
import { imageUrl } from '../../../../core/images';
import type { FieldErrors } from '../../forms/form-data';
import { firstError } from '../../forms/form-data';
import { croppedAreaFor as croppedAreaForAspect, FocalPoint, type Focus, focusOf } from '../focal-point';
import { ImageChoices } from '../image-choices';

/** One of the store's images a banner may be. */
export interface BannerChoice {
  path: string;
  name: string;
  width: number | null;
  height: number | null;
}

/** The storefront crops banners to this width / height (1920 × 768). */
const BANNER_ASPECT = 2.5;

/** The crop a banner's focal point starts from (the shared focal point's, at the banner's shape). */
export const croppedAreaFor = (focus: Focus, width: number, height: number) =>
  croppedAreaForAspect(focus, width, height, BANNER_ASPECT);
export { focusOf };

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
      <ImageChoices
        idPrefix={`${formId}-banner`}
        name="banner"
        choices={choices}
        selected={banner}
        onSelect={(choice) => {
          setBanner(choice?.path ?? '');
          if (choice) setFocus({ x: 0.5, y: 0.5 });
        }}
        noneLabel="No banner"
        thumbnail={{ width: 120, height: 48 }}
        classNames={{ list: 'banner-choices', none: 'banner-choice-none' }}
      />
      <input type="hidden" name="bannerFocusX" value={focus.x} />
      <input type="hidden" name="bannerFocusY" value={focus.y} />
      {hydrated && chosen ? (
        <FocalPoint
          key={chosen.path}
          src={imageUrl(chosen.path, { width: 1200, format: 'jpeg' })}
          size={chosen.width && chosen.height ? { width: chosen.width, height: chosen.height } : null}
          aspect={BANNER_ASPECT}
          label="Banner focal point"
          hint="Drag the image, or focus it and use the arrow keys, so the part that matters sits in the frame. Shoppers' screens crop around that point."
          focus={focus}
          onFocus={setFocus}
          classPrefix="banner-focus"
        />
      ) : null}
    </fieldset>
  );
}
