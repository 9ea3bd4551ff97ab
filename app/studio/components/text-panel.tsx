import { type Dispatch, useId, useState } from 'react';
import { contrastText } from '../../../core/colour';
import {
  addText,
  DESIGN_LIMITS,
  type DesignDocument,
  fitTextBox,
  MM_PER_POINT,
  roundMm,
  type Side,
  scaleLayer,
  type TextLayer,
  type TextPatch,
  updateText,
} from '../../../core/design';
import { findFont, nearestWeight } from '../../../core/fonts';
import type { DocumentChange, EditorAction } from '../editor-state';
import { measureLineInBrowser } from '../fonts';
import { bendFromCurve, curveFromBend } from '../text-fit';
import { FontPicker } from './font-picker';

const WEIGHT_NAMES: Record<number, string> = {
  100: 'Thin',
  200: 'Extra light',
  300: 'Light',
  400: 'Regular',
  500: 'Medium',
  600: 'Semi-bold',
  700: 'Bold',
  800: 'Extra bold',
  900: 'Black',
};

const SWATCHES = ['#000000', '#ffffff', '#d32f2f', '#f89815', '#fbc02d', '#388e3c', '#1976d2', '#7b1fa2'];

/** Font sizes are shown in points, as shoppers know them; the document keeps mm. */
const toPoints = (mm: number) => Math.round(mm / MM_PER_POINT);
const MIN_POINTS = Math.ceil(DESIGN_LIMITS.minFontSizeMm / MM_PER_POINT);
const MAX_POINTS = 400;

interface Props {
  document: DesignDocument;
  side: Side;
  layer: TextLayer | null;
  dispatch: Dispatch<EditorAction>;
  textFieldId: string;
  /** The product's colour: new text starts in black or white, whichever stands out on it. */
  garmentHex: string | null;
}

function startingColour(garmentHex: string | null): string {
  try {
    return garmentHex ? contrastText(garmentHex) : '#000000';
  } catch {
    return '#000000';
  }
}

/** Adds text, and edits the selected text layer: content, font, weight, size, colour and spacing. */
export function TextPanel({ side, layer, dispatch, textFieldId, garmentHex }: Props) {
  const id = useId();
  const [draft, setDraft] = useState('');

  function add() {
    const text = draft.trim() ? draft : 'Your text';
    dispatch({
      type: 'add',
      change: (current) => {
        const added = addText(current, side, { text, colour: startingColour(garmentHex) });
        const top = added.sides[side]?.layers.at(-1);
        return top ? fitTextBox(added, side, top.id, measureLineInBrowser) : added;
      },
    });
    setDraft('');
  }

  if (!layer) {
    return (
      <form
        className="studio-add-text"
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <label htmlFor={textFieldId}>New text</label>
        <textarea
          id={textFieldId}
          rows={3}
          maxLength={DESIGN_LIMITS.textLength}
          value={draft}
          placeholder="Your text"
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button button-primary button-block">
          Add text
        </button>
      </form>
    );
  }

  const font = findFont(layer.font.family);
  const change = (patch: TextPatch, coalesceKey?: string, refit = true) => {
    const edit: DocumentChange = (current) => {
      const updated = updateText(current, side, layer.id, patch);
      return refit ? fitTextBox(updated, side, layer.id, measureLineInBrowser) : updated;
    };
    dispatch({ type: 'apply', change: edit, coalesceKey: coalesceKey && `${layer.id}:${coalesceKey}` });
  };
  const seal = () => dispatch({ type: 'seal' });
  const bend = bendFromCurve(layer.curve, layer.width);

  return (
    <div className="studio-text-panel">
      <button
        type="button"
        className="button button-small studio-new-text"
        onClick={() => {
          dispatch({ type: 'select', id: null });
          window.requestAnimationFrame(() => window.document.getElementById(textFieldId)?.focus());
        }}
      >
        Add another text
      </button>
      <div className="studio-field">
        <label htmlFor={textFieldId}>Text</label>
        <textarea
          id={textFieldId}
          rows={3}
          maxLength={DESIGN_LIMITS.textLength}
          value={layer.text}
          onChange={(event) => change({ text: event.target.value }, 'text')}
          onBlur={seal}
        />
      </div>
      <FontPicker
        value={layer.font.family}
        sample={layer.text}
        onChange={(family) => {
          const next = findFont(family);
          if (!next) return;
          const weight = nearestWeight(next, layer.font.weight);
          const style = layer.font.style === 'italic' && next.italic ? 'italic' : 'normal';
          change({ font: { family: next.name, weight, style } });
        }}
      />
      <div className="studio-field-row">
        <div className="studio-field">
          <label htmlFor={`${id}-weight`}>Weight</label>
          <select
            id={`${id}-weight`}
            value={layer.font.weight}
            onChange={(event) => change({ font: { ...layer.font, weight: Number(event.target.value) } })}
          >
            {(font?.weights ?? [layer.font.weight]).map((weight) => (
              <option key={weight} value={weight}>
                {WEIGHT_NAMES[weight] ?? weight}
              </option>
            ))}
          </select>
        </div>
        <label className="studio-check">
          <input
            type="checkbox"
            checked={layer.font.style === 'italic'}
            disabled={!font?.italic}
            onChange={(event) =>
              change({ font: { ...layer.font, style: event.target.checked ? 'italic' : 'normal' } })
            }
          />
          Italic
        </label>
      </div>
      <div className="studio-field">
        <label htmlFor={`${id}-size`}>Size (pt)</label>
        <input
          id={`${id}-size`}
          type="number"
          min={MIN_POINTS}
          max={MAX_POINTS}
          step={1}
          value={toPoints(layer.fontSize)}
          onChange={(event) => {
            const points = Number(event.target.value);
            if (!Number.isFinite(points) || points < MIN_POINTS || points > MAX_POINTS) return;
            const factor = (points * MM_PER_POINT) / layer.fontSize;
            dispatch({
              type: 'apply',
              coalesceKey: `${layer.id}:size`,
              // Scaled about its centre, then fitted: the box grows with the text it holds.
              change: (current) =>
                fitTextBox(scaleLayer(current, side, layer.id, factor), side, layer.id, measureLineInBrowser),
            });
          }}
          onBlur={seal}
        />
      </div>
      <fieldset className="studio-fieldset">
        <legend>Colour</legend>
        <div className="studio-colour-row">
          <input
            type="color"
            aria-label="Text colour"
            value={layer.colour.length === 7 ? layer.colour : '#000000'}
            onChange={(event) => change({ colour: event.target.value }, 'colour', false)}
            onBlur={seal}
          />
          {SWATCHES.map((swatch) => (
            <button
              key={swatch}
              type="button"
              className="studio-colour-swatch"
              style={{ backgroundColor: swatch }}
              aria-label={`Colour ${swatch}`}
              aria-pressed={layer.colour.toLowerCase() === swatch}
              onClick={() => change({ colour: swatch }, undefined, false)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="studio-fieldset">
        <legend>Alignment</legend>
        <div className="studio-segmented">
          {(['left', 'center', 'right'] as const).map((align) => (
            <label key={align}>
              <input
                type="radio"
                name={`${id}-align`}
                value={align}
                checked={layer.align === align}
                onChange={() => change({ align }, undefined, false)}
              />
              <span>{align === 'center' ? 'Centre' : align === 'left' ? 'Left' : 'Right'}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <RangeField
        label="Line height"
        value={layer.lineHeight}
        min={DESIGN_LIMITS.minLineHeight}
        max={DESIGN_LIMITS.maxLineHeight}
        step={0.05}
        format={(value) => value.toFixed(2)}
        onChange={(lineHeight) => change({ lineHeight: roundMm(lineHeight) }, 'line-height')}
        onCommit={seal}
      />
      <RangeField
        label="Letter spacing"
        value={layer.letterSpacing}
        min={DESIGN_LIMITS.minLetterSpacing}
        max={DESIGN_LIMITS.maxLetterSpacing}
        step={0.01}
        format={(value) => `${Math.round(value * 100)}%`}
        onChange={(letterSpacing) => change({ letterSpacing: roundMm(letterSpacing) }, 'letter-spacing')}
        onCommit={seal}
      />
      <RangeField
        label="Curve"
        value={bend}
        min={-100}
        max={100}
        step={1}
        format={(value) => (value === 0 ? 'Straight' : value > 0 ? `Arch ${value}` : `Dip ${-value}`)}
        onChange={(value) => change({ curve: curveFromBend(value, layer.width) }, 'curve')}
        onCommit={seal}
      />
    </div>
  );
}

interface RangeProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  format(value: number): string;
  onChange(value: number): void;
  onCommit(): void;
}

function RangeField({ label, value, min, max, step, format, onChange, onCommit }: RangeProps) {
  const id = useId();
  return (
    <div className="studio-field">
      <label htmlFor={id}>
        {label} <output htmlFor={id}>{format(value)}</output>
      </label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={format(value)}
        onChange={(event) => onChange(Number(event.target.value))}
        onPointerUp={onCommit}
        onKeyUp={onCommit}
        onBlur={onCommit}
      />
    </div>
  );
}
