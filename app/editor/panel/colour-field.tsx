import { useState } from 'react';
import { HexColorPicker } from 'react-colorful';
import { fieldError } from '../../../core/page-editor/fields';
import { type FieldProps, textOf } from './field-props';
import { describedBy, FieldShell } from './field-shell';
import { usePanel } from './panel-context';

/**
 * A colour: the theme's colours first as swatches, then a picker (react-colorful) and the hex itself. A hex
 * the schema refuses is not passed on; the field shows the §5 message. Empty means the theme decides.
 */
export function ColourField({ field, id, path, value, error, onChange }: FieldProps) {
  const { type, themeColours } = usePanel();
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const current = textOf(value);
  const shown = problem ?? error;
  const set = (hex: string) => {
    setDraft(hex);
    const message = fieldError(type, path, hex);
    setProblem(message);
    if (!message) onChange(hex);
  };
  const choose = (hex: string) => {
    setDraft(null);
    setProblem(null);
    onChange(hex);
  };
  return (
    <FieldShell id={id} label={field.label} error={shown}>
      <div className="panel-colour">
        <span
          className="panel-colour-sample"
          style={{ background: current || 'transparent' }}
          aria-hidden="true"
        />
        <input
          id={id}
          type="text"
          className="panel-colour-hex"
          value={draft ?? current}
          placeholder="#rrggbb"
          spellCheck={false}
          autoComplete="off"
          maxLength={9}
          aria-invalid={shown ? true : undefined}
          aria-describedby={describedBy(id, shown)}
          onChange={(event) => set(event.currentTarget.value.trim())}
        />
        <button
          type="button"
          className="panel-button"
          aria-expanded={open}
          aria-controls={`${id}-picker`}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Close picker' : 'Pick'}
          <span className="visually-hidden"> {field.label.toLowerCase()}</span>
        </button>
      </div>
      {themeColours.length > 0 ? (
        <ul className="panel-swatches" aria-label={`${field.label}: theme colours`}>
          {themeColours.map((colour) => (
            <li key={colour.name}>
              <button
                type="button"
                className="panel-swatch"
                style={{ background: colour.value }}
                aria-pressed={current.toLowerCase() === colour.value.toLowerCase()}
                aria-label={`${colour.name} (${colour.value})`}
                title={colour.name}
                onClick={() => choose(colour.value)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {open ? (
        <div id={`${id}-picker`} className="panel-colour-picker">
          <HexColorPicker color={current || '#000000'} onChange={choose} />
        </div>
      ) : null}
    </FieldShell>
  );
}
