import { useState } from 'react';
import { useFetcher } from 'react-router';
import { imageUrl } from '../../../../core/images/url';
import { FocalPoint, type Focus } from '../../../components/dashboard/focal-point';
import type { FormAnswer } from '../../../components/forms/form';
import { answerMessage } from '../../../components/forms/form-data';

/** The product page shows its images square. */
const PRODUCT_IMAGE_ASPECT = 1;

/**
 * An image's focal point, chosen on the square the product page crops it to (drag, or the arrow keys) and
 * saved on its own (intent=focus) without leaving the editor.
 */
export function ImageFocusTool({
  image,
  position,
  hydrated,
}: {
  image: { id: number; original: string; focus: Focus };
  position: number;
  hydrated: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [focus, setFocus] = useState(image.focus);
  const fetcher = useFetcher<FormAnswer>();
  const busy = fetcher.state !== 'idle';
  const answer = fetcher.data;
  const panelId = `image-focus-${image.id}`;
  if (!hydrated) return null;
  return (
    <div className="product-image-tool">
      <button
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        Focal point of image {position}
      </button>
      {open ? (
        <div id={panelId} className="product-image-focus">
          <FocalPoint
            src={imageUrl(image.original, { width: 800, format: 'jpeg' })}
            aspect={PRODUCT_IMAGE_ASPECT}
            label={`Focal point of image ${position}`}
            hint="Drag the image, or focus it and use the arrow keys, so the part that matters sits in the square. Shoppers' screens crop around that point."
            focus={focus}
            onFocus={setFocus}
            classPrefix="product-focal-point"
          />
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() =>
              fetcher.submit(
                {
                  intent: 'focus',
                  imageId: String(image.id),
                  focusX: String(focus.x),
                  focusY: String(focus.y),
                },
                { method: 'post', preventScrollReset: true },
              )
            }
          >
            {busy ? 'Saving…' : `Save the focal point of image ${position}`}
          </button>
          {answer && !busy ? (
            <p className={answer.ok ? 'form-status form-status-success' : 'field-error'} role="status">
              {answer.ok ? answer.message : answerMessage(answer)}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/**
 * Deleting an image asks first: the button inside posts the page's delete form (`deleteFormId`, outside
 * the editor's form, intent=deleteImage with confirm=yes), so it works before JavaScript too.
 */
export function ImageDeleteTool({
  imageId,
  position,
  deleteFormId,
}: {
  imageId: number;
  position: number;
  deleteFormId: string;
}) {
  return (
    <details className="product-image-delete">
      <summary>Delete image {position}…</summary>
      <p>Shoppers no longer see it. Its file stays in your store's files.</p>
      <button
        type="submit"
        form={deleteFormId}
        name="imageId"
        value={imageId}
        className="button button-danger"
      >
        Yes, delete image {position}
      </button>
    </details>
  );
}
