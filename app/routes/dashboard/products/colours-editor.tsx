import { useEffect, useRef, useState } from 'react';
import { HexColorPicker } from 'react-colorful';
import { Form, useNavigation } from 'react-router';
import {
  COLOUR_NAME_MAX_LENGTH,
  parseHex,
  productColoursFormSchema,
} from '../../../../core/product-admin/colours-form';
import { ErrorSummary, type FormAnswer, fieldId } from '../../../components/forms/form';
import { type FieldErrors, parseForm } from '../../../components/forms/form-data';

export interface EditorColour {
  id: number;
  name: string;
  hex: string;
  sizes: string[];
}

interface Row {
  key: string;
  id: string;
  name: string;
  hex: string;
  sizes: string;
  /** Images shown only for this colour (they go with it). */
  images: number;
  removed: boolean;
}

let nextKey = 0;
const newRow = (): Row => ({
  key: `new-${nextKey++}`,
  id: '',
  name: '',
  hex: '#000000',
  sizes: '',
  images: 0,
  removed: false,
});

/** The rows a refused save typed (`colour.{row}.*`), in order; null when it typed none. */
function echoedRows(
  echoed: Record<string, string>,
  colours: EditorColour[],
  images: ImagesByColour,
): Row[] | null {
  const rows = new Map<number, Row>();
  for (const [key, value] of Object.entries(echoed)) {
    const match = /^colour\.(\d{1,4})\.(id|name|hex|sizes)$/.exec(key);
    if (!match) continue;
    const index = Number(match[1]);
    const row = rows.get(index) ?? { ...newRow(), key: `echo-${index}`, hex: '' };
    row[match[2] as 'id' | 'name' | 'hex' | 'sizes'] = value;
    rows.set(index, row);
  }
  if (rows.size === 0) return null;
  const typed = [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
  // Colours the save would have removed stay listed, still marked for removal.
  const removed = colours
    .filter((colour) => !typed.some((row) => row.id === String(colour.id)))
    .map((colour) => ({ ...rowOf(colour, images), removed: true }));
  return [...typed.map((row) => ({ ...row, images: images.get(row.name) ?? 0 })), ...removed];
}

type ImagesByColour = Map<string, number>;

const rowOf = (colour: EditorColour, images: ImagesByColour): Row => ({
  key: `colour-${colour.id}`,
  id: String(colour.id),
  name: colour.name,
  hex: colour.hex,
  sizes: colour.sizes.join(', '),
  images: images.get(colour.name) ?? 0,
  removed: false,
});

const titleOf = (row: Row, index: number) => row.name || `New colour ${index + 1}`;

/** The error summary's names for the rows' fields. */
function labelsOf(live: Row[]): Record<string, string> {
  const labels: Record<string, string> = { colours: 'Colours' };
  for (const [index, row] of live.entries()) {
    labels[`colour.${index}.name`] = `Colour ${index + 1} name`;
    labels[`colour.${index}.hex`] = `${titleOf(row, index)}: hex colour`;
    labels[`colour.${index}.sizes`] = `${titleOf(row, index)}: sizes`;
  }
  return labels;
}

/**
 * The product's colours, each a name, a hex colour (typed, or picked once JavaScript runs) and its sizes.
 * Add a colour, or remove one: a removal waits for the save (Undo brings it back) and says what goes with
 * it. Posts intent=colours with the rows as `colour.{row}.*`; the same schema checks it here and on the
 * server.
 */
export function ColoursEditor({
  formId,
  colours,
  imageColours,
  answer,
}: {
  formId: string;
  colours: EditorColour[];
  /** The colour each image is shown for (null: every colour). */
  imageColours: (string | null)[];
  answer: FormAnswer | undefined;
}) {
  const images: ImagesByColour = new Map();
  for (const colour of imageColours) if (colour) images.set(colour, (images.get(colour) ?? 0) + 1);
  const refused = answer?.intent === 'colours' && answer.ok === false ? answer : undefined;
  const [rows, setRows] = useState<Row[]>(
    () =>
      echoedRows(refused?.values ?? {}, colours, images) ?? [
        ...colours.map((c) => rowOf(c, images)),
        newRow(),
      ],
  );
  const [clientErrors, setClientErrors] = useState<FieldErrors | undefined>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'colours';
  const status = useRef<HTMLParagraphElement>(null);
  const saved = answer?.intent === 'colours' && answer.ok ? answer : undefined;
  const coloursKey = colours
    .map((colour) => `${colour.id}:${colour.name}:${colour.hex}:${colour.sizes}`)
    .join('|');
  // A save reads the page again: the rows start over from what is stored.
  // biome-ignore lint/correctness/useExhaustiveDependencies: coloursKey stands for the stored colours
  useEffect(() => {
    if (!saved) return;
    setRows([...colours.map((colour) => rowOf(colour, images)), newRow()]);
    setClientErrors(undefined);
    status.current?.focus();
  }, [saved, coloursKey]);
  useEffect(() => {
    if (refused) setClientErrors(undefined);
  }, [refused]);

  const errors = clientErrors ?? refused?.errors;
  const update = (key: string, change: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const live = rows.filter((row) => !row.removed);
  const removing = rows.filter((row) => row.removed && row.id);
  const summaryId = `${formId}-colours`;

  return (
    <Form
      method="post"
      noValidate
      className="product-colours-form"
      onSubmit={(event) => {
        const parsed = parseForm(productColoursFormSchema, new FormData(event.currentTarget));
        if (parsed.ok) return setClientErrors(undefined);
        event.preventDefault();
        setClientErrors(parsed.errors);
      }}
    >
      <input type="hidden" name="intent" value="colours" />
      <ErrorSummary formId={summaryId} errors={errors} labels={labelsOf(live)} />
      {saved ? (
        <p className="form-status form-status-success" role="status" tabIndex={-1} ref={status}>
          {saved.message}
        </p>
      ) : null}
      {refused?.message ? (
        <p className="field-error" role="alert">
          {refused.message}
        </p>
      ) : null}
      <ol className="product-colour-rows">
        {rows.map((row) => {
          const index = live.indexOf(row);
          return row.removed ? (
            <li key={row.key} className="product-colour-row product-colour-removed">
              <p>
                <strong>{row.name || 'This new colour'}</strong> is removed when you save
                {row.images > 0 ? `, with its ${row.images === 1 ? 'image' : `${row.images} images`}` : ''}.
                Shoppers' baskets holding it lose it.
              </p>
              <button type="button" className="button" onClick={() => update(row.key, { removed: false })}>
                Undo removing {row.name || 'the new colour'}
              </button>
            </li>
          ) : (
            <ColourRow
              key={row.key}
              row={row}
              index={index}
              formId={summaryId}
              errors={errors}
              onChange={(change) => update(row.key, change)}
              onRemove={() =>
                row.id
                  ? update(row.key, { removed: true })
                  : setRows((current) => current.filter((candidate) => candidate.key !== row.key))
              }
            />
          );
        })}
      </ol>
      {errors?.colours?.[0] ? (
        <p id={fieldId(summaryId, 'colours')} className="field-error" tabIndex={-1}>
          {errors.colours[0]}
        </p>
      ) : null}
      <div className="product-colours-actions">
        <button type="button" className="button" onClick={() => setRows((current) => [...current, newRow()])}>
          Add a colour
        </button>
        <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy || undefined}>
          {busy
            ? 'Saving…'
            : removing.length > 0
              ? `Save colours and sizes, removing ${removing.map((row) => row.name).join(', ')}`
              : 'Save colours and sizes'}
        </button>
      </div>
    </Form>
  );
}

function ColourRow({
  row,
  index,
  formId,
  errors,
  onChange,
  onRemove,
}: {
  row: Row;
  index: number;
  formId: string;
  errors: FieldErrors | undefined;
  onChange: (change: Partial<Row>) => void;
  onRemove: () => void;
}) {
  const field = (part: string) => `colour.${index}.${part}`;
  const idOf = (part: string) => fieldId(formId, field(part));
  const error = (part: string) => errors?.[field(part)]?.[0];
  const hex = parseHex(row.hex);
  const title = titleOf(row, index);
  const input = (part: 'name' | 'hex' | 'sizes', label: string, extra: Record<string, unknown> = {}) => (
    <div className={`form-field${error(part) ? ' form-field-invalid' : ''}`}>
      <label htmlFor={idOf(part)}>{label}</label>
      <input
        id={idOf(part)}
        name={field(part)}
        value={row[part]}
        onChange={(event) => onChange({ [part]: event.currentTarget.value })}
        aria-invalid={error(part) ? true : undefined}
        aria-describedby={error(part) ? `${idOf(part)}-error` : undefined}
        autoComplete="off"
        spellCheck={false}
        {...extra}
      />
      {error(part) ? (
        <p id={`${idOf(part)}-error`} className="field-error">
          {error(part)}
        </p>
      ) : null}
    </div>
  );
  return (
    <li className="product-colour-row" data-colour={row.name}>
      <input type="hidden" name={field('id')} value={row.id} />
      <span
        className="product-colour-swatch"
        style={{ background: hex ?? 'transparent' }}
        aria-hidden="true"
      />
      <div className="product-colour-fields">
        {input('name', `Colour ${index + 1} name`, { maxLength: COLOUR_NAME_MAX_LENGTH })}
        {input('hex', `${title}: hex colour`)}
        <details className="product-colour-picker">
          <summary>Pick {title} on a colour picker</summary>
          <HexColorPicker color={hex ?? '#000000'} onChange={(picked) => onChange({ hex: picked })} />
        </details>
        {input('sizes', `${title}: sizes, separated by commas`)}
      </div>
      <button type="button" className="button product-colour-remove" onClick={onRemove}>
        Remove {title}
      </button>
    </li>
  );
}
