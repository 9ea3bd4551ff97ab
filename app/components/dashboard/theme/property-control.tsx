import { useState } from 'react';
import { HexColorPicker } from 'react-colorful';
import { isHexColour } from '../../../../core/colour';
import { RADIUS_CHOICES } from '../../../../core/theme/editor';
import { THEME_FONTS } from '../../../../core/theme/fonts';
import type { ThemeProperty } from '../../../../core/theme/properties';

interface ControlProps {
  id: string;
  property: ThemeProperty;
  label: string;
  value: string;
  onValue: (value: string) => void;
  describedBy: string | undefined;
  invalid: boolean;
}

/** The choices of a select, with the current value kept when it is not one of them. */
function withCurrent(choices: { label: string; value: string }[], value: string) {
  return choices.some((choice) => choice.value === value) ? choices : [{ label: value, value }, ...choices];
}

function ColourControl({ id, label, value, onValue, describedBy, invalid }: ControlProps) {
  const [open, setOpen] = useState(false);
  const hex = isHexColour(value) ? `#${value.trim().replace(/^#/, '')}` : '#000000';
  return (
    <div className="theme-colour">
      <span
        className="theme-swatch"
        style={{ background: isHexColour(value) ? hex : 'transparent' }}
        aria-hidden="true"
      />
      <input
        id={id}
        type="text"
        className="theme-hex"
        value={value}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onValue(event.target.value)}
      />
      <button
        type="button"
        className="button button-small"
        aria-expanded={open}
        aria-controls={`${id}-picker`}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Close picker' : 'Pick'}
        <span className="visually-hidden"> {label}</span>
      </button>
      {open ? (
        <div id={`${id}-picker`} className="theme-picker">
          <HexColorPicker color={hex} onChange={onValue} aria-label={label} />
        </div>
      ) : null}
    </div>
  );
}

function SelectControl({
  id,
  value,
  onValue,
  describedBy,
  invalid,
  choices,
}: ControlProps & { choices: { label: string; value: string }[] }) {
  return (
    <select
      id={id}
      value={value}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onValue(event.target.value)}
    >
      {withCurrent(choices, value).map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}

const FLAG_CHOICES = [
  { label: 'On', value: '1' },
  { label: 'Off', value: '0' },
];

/** The control for a property's own (literal) value, by its kind. */
export function PropertyControl(props: ControlProps) {
  const { property } = props;
  switch (property.kind) {
    case 'colour':
      return <ColourControl {...props} />;
    case 'font':
      return (
        <SelectControl
          {...props}
          choices={THEME_FONTS.map((font) => ({ label: font.family, value: font.family }))}
        />
      );
    case 'radius':
      return (
        <SelectControl
          {...props}
          choices={RADIUS_CHOICES.map((choice) => ({
            label: `${choice.label} (${choice.value === '0' ? '0' : choice.value})`,
            value: choice.value,
          }))}
        />
      );
    case 'flag':
      return <SelectControl {...props} choices={FLAG_CHOICES} />;
    case 'enum':
    case 'transform':
      return (
        <SelectControl
          {...props}
          choices={(property.values ?? []).map((value) => ({ label: value, value }))}
        />
      );
    default:
      return (
        <input
          id={props.id}
          type="text"
          value={props.value}
          aria-invalid={props.invalid || undefined}
          aria-describedby={props.describedBy}
          onChange={(event) => props.onValue(event.target.value)}
        />
      );
  }
}
