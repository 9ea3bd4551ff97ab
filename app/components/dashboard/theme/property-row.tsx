import { propertyLabel } from '../../../../core/theme/editor';
import type { ThemeProperty } from '../../../../core/theme/properties';
import { referenceTarget } from '../../../../core/theme/resolve';
import { PropertyControl } from './property-control';

interface PropertyRowProps {
  property: ThemeProperty;
  /** The draft's value, or the parent theme's when the store has none of its own. */
  value: string;
  /** What the value comes to once references are followed. */
  resolved: string;
  overridden: boolean;
  references: string[];
  problems: string[] | undefined;
  parentLabel: string;
  onValue: (value: string) => void;
  onReset: () => void;
}

export const propertyFieldId = (key: string) => `theme-${key.replace(/\./g, '-')}`;

/** One property: its own value or a reference to another, its problems, and reset to the parent theme. */
export function PropertyRow({
  property,
  value,
  resolved,
  overridden,
  references,
  problems,
  parentLabel,
  onValue,
  onReset,
}: PropertyRowProps) {
  const id = propertyFieldId(property.key);
  const label = propertyLabel(property.key);
  const target = referenceTarget(value);
  const errorId = problems?.length ? `${id}-error` : undefined;
  return (
    <div className={`theme-property${overridden ? ' theme-property-changed' : ''}`}>
      <div className="theme-property-head">
        <label htmlFor={target === undefined ? id : `${id}-source`}>{label}</label>
        {overridden ? <span className="theme-property-badge">Changed</span> : null}
      </div>
      <div className="theme-property-controls">
        <select
          id={`${id}-source`}
          aria-label={target === undefined ? `Source of ${label}` : undefined}
          value={target === undefined ? '' : value}
          onChange={(event) => onValue(event.target.value === '' ? resolved : event.target.value)}
        >
          <option value="">Its own value</option>
          {references.map((reference) => (
            <option key={reference} value={reference}>
              Same as {propertyLabel(reference.slice(1)).toLowerCase()}
            </option>
          ))}
        </select>
        {target === undefined ? (
          <PropertyControl
            id={id}
            property={property}
            label={label}
            value={value}
            onValue={onValue}
            describedBy={errorId}
            invalid={Boolean(errorId)}
          />
        ) : (
          <span className="theme-property-resolved">{resolved || 'none'}</span>
        )}
        {overridden ? (
          <button
            type="button"
            className="button button-small"
            onClick={onReset}
            aria-label={`Reset ${label} to the ${parentLabel} value`}
          >
            Reset
          </button>
        ) : null}
      </div>
      {errorId ? (
        <p id={errorId} className="field-error">
          {problems?.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
