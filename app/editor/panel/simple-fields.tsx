import { useState } from 'react';
import { BLOCK_CONDITIONS } from '../../../core/blocks/conditions';
import { fieldError, labelFromName } from '../../../core/page-editor/fields';
import { type FieldProps, textOf } from './field-props';
import { describedBy, FieldShell } from './field-shell';
import { usePanel } from './panel-context';

/** Single-line text, or a text area for long text. Shows the schema's message as the merchant types. */
export function TextField({ field, id, path, value, error, onChange }: FieldProps) {
  const { type } = usePanel();
  const [problem, setProblem] = useState<string | null>(null);
  const shown = error ?? problem;
  const common = {
    id,
    value: textOf(value),
    maxLength: field.maxLength,
    'aria-invalid': shown ? true : undefined,
    'aria-describedby': describedBy(id, shown),
  };
  const change = (text: string) => {
    setProblem(fieldError(type, path, text));
    onChange(text);
  };
  return (
    <FieldShell id={id} label={field.label} error={shown}>
      {field.kind === 'longText' ? (
        <textarea {...common} rows={5} onChange={(event) => change(event.currentTarget.value)} />
      ) : (
        <input {...common} type="text" onChange={(event) => change(event.currentTarget.value)} />
      )}
    </FieldShell>
  );
}

/**
 * A number within the schema's bounds. What the schema refuses is not passed on: the field keeps what was
 * typed and shows the schema's message. Empty means unset (the type's default).
 */
export function NumberField({ field, id, path, value, error, onChange }: FieldProps) {
  const { type } = usePanel();
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;
  const change = (text: string) => {
    setDraft(text);
    if (text.trim() === '') {
      setProblem(null);
      onChange(null);
      return;
    }
    const number = Number(text);
    const message = fieldError(type, path, Number.isFinite(number) ? number : text);
    setProblem(message);
    if (!message) onChange(number);
  };
  return (
    <FieldShell id={id} label={field.label} error={shown}>
      <input
        id={id}
        type="number"
        inputMode={field.integer ? 'numeric' : 'decimal'}
        value={draft ?? textOf(value)}
        min={field.min}
        max={field.max}
        step={field.integer ? 1 : 'any'}
        aria-invalid={shown ? true : undefined}
        aria-describedby={describedBy(id, shown)}
        onChange={(event) => change(event.currentTarget.value)}
        onBlur={() => (problem ? undefined : setDraft(null))}
      />
    </FieldShell>
  );
}

export function BooleanField({ field, id, value, error, onChange }: FieldProps) {
  return (
    <div className={`panel-field panel-check${error ? ' panel-field-invalid' : ''}`}>
      <input
        id={id}
        type="checkbox"
        checked={value === true}
        aria-describedby={describedBy(id, error)}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label htmlFor={id}>{field.label}</label>
      {error ? (
        <p id={`${id}-error`} className="panel-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Few short options: a segmented control (radios); more: a select. Unset means the type's default. */
export function EnumField({ field, id, value, error, onChange }: FieldProps) {
  const options = field.options ?? [];
  const current = textOf(value);
  const segmented = options.length <= 4 && options.every((option) => option.length <= 10);
  if (segmented) {
    return (
      <FieldShell id={id} label={field.label} error={error} as="fieldset">
        <div className="panel-segmented">
          {options.map((option) => (
            <label key={option} className="panel-segment">
              <input
                type="radio"
                name={id}
                value={option}
                checked={current === option}
                onChange={() => onChange(option)}
              />
              <span>{labelFromName(option)}</span>
            </label>
          ))}
        </div>
      </FieldShell>
    );
  }
  return (
    <FieldShell id={id} label={field.label} error={error}>
      <select
        id={id}
        value={options.includes(current) ? current : ''}
        aria-describedby={describedBy(id, error)}
        onChange={(event) => onChange(event.currentTarget.value === '' ? null : event.currentTarget.value)}
      >
        <option value="">Default</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labelFromName(option)}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** Where a link opens: this tab (_self) or a new one (_blank). */
export function TargetField({ field, id, value, error, onChange }: FieldProps) {
  return (
    <BooleanField
      field={{ ...field, label: 'Open in a new tab' }}
      id={id}
      path=""
      value={value === '_blank'}
      error={error}
      onChange={(checked) => onChange(checked ? '_blank' : '_self')}
    />
  );
}

/** The shipped fonts, each shown in itself; empty is the theme's font. */
export function FontField({ field, id, value, error, onChange }: FieldProps) {
  const { fonts } = usePanel();
  const current = textOf(value);
  const choices = current && !fonts.includes(current) ? [current, ...fonts] : fonts;
  return (
    <FieldShell id={id} label={field.label} error={error}>
      <select
        id={id}
        value={current}
        style={current ? { fontFamily: current } : undefined}
        aria-describedby={describedBy(id, error)}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <option value="">Theme font</option>
        {choices.map((family) => (
          <option key={family} value={family} style={{ fontFamily: family }}>
            {family}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** How the conditions read to a merchant; others by their names. */
const CONDITION_LABELS: Readonly<Record<string, string>> = Object.freeze({
  isPro: 'Pro members',
  notPro: 'Not pro members',
  internal: 'Internal users',
  regionUK: 'In the UK',
  regionEU: 'In the EU',
  regionROW: 'Rest of the world',
  mobile: 'On phones',
  desktop: 'On desktops',
});

/** The named conditions (§3) all of which must hold for a visitor to see the block. */
export function ConditionField({ field, id, value, error, onChange }: FieldProps) {
  const chosen = Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : [];
  const toggle = (name: string, on: boolean) =>
    onChange(on ? [...chosen, name] : chosen.filter((other) => other !== name));
  return (
    <FieldShell
      id={id}
      label={field.label}
      error={error}
      hint="Show the block only to visitors for whom all the ticked conditions hold."
      as="fieldset"
    >
      <div className="panel-conditions">
        {Object.keys(BLOCK_CONDITIONS).map((name) => (
          <label key={name} className="panel-condition">
            <input
              type="checkbox"
              checked={chosen.includes(name)}
              onChange={(event) => toggle(name, event.currentTarget.checked)}
            />
            <span>{CONDITION_LABELS[name] ?? labelFromName(name)}</span>
          </label>
        ))}
      </div>
    </FieldShell>
  );
}
