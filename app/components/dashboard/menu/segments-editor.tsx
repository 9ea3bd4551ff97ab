import { useId } from 'react';
import type { MenuSegment } from '../../../../core/store';
import { MENU_LIMITS } from '../../../../core/store';
import type { FieldErrors } from '../../forms/form-data';
import { SortableBox, SortableBoxes } from './sortable-boxes';

type SegmentLink = NonNullable<MenuSegment['items']>[number];

function TextInput({
  label,
  value,
  error,
  hint,
  onChange,
  maxLength,
}: {
  label: string;
  value: string;
  error: string | undefined;
  hint?: string;
  onChange: (value: string) => void;
  maxLength?: number;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={`form-field${error ? ' form-field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The segments with one moved from `from` to `to`. */
function movedSegments(segments: readonly MenuSegment[], from: number, to: number): MenuSegment[] {
  const copy = [...segments];
  const [segment] = copy.splice(from, 1);
  if (segment) copy.splice(to, 0, segment);
  return copy;
}

/** A new segment: a titled list of links. */
export const emptySegment = (): MenuSegment => ({ title: '', mode: 'list', items: [] });

/**
 * The segments of a top-level item's panel (§3 Segment): a title with an optional link, and either a list of
 * links or an image card, put in order by dragging their handles (pointer or keyboard). Changes go to
 * `onChange` as the whole list.
 */
export function SegmentsEditor({
  segments,
  path,
  errors,
  itemName,
  onChange,
}: {
  segments: MenuSegment[];
  path: string;
  errors: FieldErrors;
  itemName: string;
  onChange: (segments: MenuSegment[]) => void;
}) {
  const modeId = useId();
  const errorAt = (key: string) => errors[`${path}.segments.${key}`]?.[0];
  const change = (index: number, segment: MenuSegment) =>
    onChange(segments.map((current, at) => (at === index ? segment : current)));
  const changeLink = (index: number, linkIndex: number, link: SegmentLink) => {
    const segment = segments[index];
    if (!segment) return;
    change(index, {
      ...segment,
      items: (segment.items ?? []).map((current, at) => (at === linkIndex ? link : current)),
    });
  };
  return (
    <fieldset className="menu-segments">
      <legend className="form-label">Segments of {itemName}</legend>
      <p className="field-hint">
        Columns in the item's panel beside its sub-menu: a list of links or an image card.
      </p>
      {errors[`${path}.segments`]?.[0] ? (
        <p className="field-error">{errors[`${path}.segments`]?.[0]}</p>
      ) : null}
      <SortableBoxes
        id={`segments-${path}`}
        ids={segments.map((_, index) => `segment-${path}-${index}`)}
        names={segments.map((segment, index) => segment.title || `Segment ${index + 1}`)}
        onMove={(from, to) => onChange(movedSegments(segments, from, to))}
      >
        {segments.map((segment, index) => {
          const name = segment.title || `Segment ${index + 1}`;
          return (
            <SortableBox
              className="menu-segment-fields"
              key={index}
              id={`segment-${path}-${index}`}
              handleLabel={`Move segment ${name}, position ${index + 1} of ${segments.length}`}
            >
              <TextInput
                label="Segment title"
                value={segment.title}
                error={errorAt(`${index}.title`)}
                maxLength={MENU_LIMITS.text}
                onChange={(title) => change(index, { ...segment, title })}
              />
              <TextInput
                label="Segment link (optional)"
                value={segment.link ?? ''}
                error={errorAt(`${index}.link`)}
                onChange={(link) => change(index, { ...segment, link })}
              />
              <div className="form-field">
                <label htmlFor={`${modeId}-${index}`}>Shows</label>
                <select
                  id={`${modeId}-${index}`}
                  value={segment.mode}
                  onChange={(event) =>
                    change(index, {
                      ...segment,
                      mode: event.currentTarget.value === 'image' ? 'image' : 'list',
                    })
                  }
                >
                  <option value="list">A list of links</option>
                  <option value="image">An image card</option>
                </select>
              </div>
              {segment.mode === 'image' ? (
                <TextInput
                  label="Image address"
                  hint="A /media/ path of one of the store's files."
                  value={segment.image?.src ?? ''}
                  error={errorAt(`${index}.image.src`)}
                  onChange={(src) => change(index, { ...segment, image: { ...segment.image, src } })}
                />
              ) : (
                <>
                  {(segment.items ?? []).map((link, linkIndex) => (
                    <div className="menu-segment-link" key={linkIndex}>
                      <TextInput
                        label={`Link ${linkIndex + 1} text`}
                        value={link.text}
                        error={errorAt(`${index}.items.${linkIndex}.text`)}
                        maxLength={MENU_LIMITS.text}
                        onChange={(text) => changeLink(index, linkIndex, { ...link, text })}
                      />
                      <TextInput
                        label={`Link ${linkIndex + 1} address`}
                        value={link.link}
                        error={errorAt(`${index}.items.${linkIndex}.link`)}
                        onChange={(address) => changeLink(index, linkIndex, { ...link, link: address })}
                      />
                      <button
                        type="button"
                        className="button button-small"
                        onClick={() =>
                          change(index, {
                            ...segment,
                            items: (segment.items ?? []).filter((_, at) => at !== linkIndex),
                          })
                        }
                      >
                        Remove link {linkIndex + 1}
                        <span className="visually-hidden"> of {name}</span>
                      </button>
                    </div>
                  ))}
                  {errorAt(`${index}.items`) ? (
                    <p className="field-error">{errorAt(`${index}.items`)}</p>
                  ) : null}
                  <button
                    type="button"
                    className="button button-small"
                    disabled={(segment.items ?? []).length >= MENU_LIMITS.segmentItems}
                    onClick={() =>
                      change(index, { ...segment, items: [...(segment.items ?? []), { text: '', link: '' }] })
                    }
                  >
                    Add a link<span className="visually-hidden"> to {name}</span>
                  </button>
                </>
              )}
              <button
                type="button"
                className="button button-small"
                onClick={() => onChange(segments.filter((_, at) => at !== index))}
              >
                Remove segment<span className="visually-hidden"> {name}</span>
              </button>
            </SortableBox>
          );
        })}
      </SortableBoxes>
      <button
        type="button"
        className="button button-small"
        disabled={segments.length >= MENU_LIMITS.segments}
        onClick={() => onChange([...segments, emptySegment()])}
      >
        Add a segment<span className="visually-hidden"> to {itemName}</span>
      </button>
    </fieldset>
  );
}
