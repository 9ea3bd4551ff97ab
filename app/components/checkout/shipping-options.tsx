import type { ShippingOption } from '../../../domain/checkout';
import type { FieldErrors } from '../forms/form-data';
import { fieldId, firstError } from './fields';

interface Props {
  options: ShippingOption[];
  value: string;
  errors: FieldErrors | undefined;
  format: (amount: number) => string;
  busy: boolean;
  onChange(method: string): void;
}

/** The store's shipping methods for the address's country, with their price for this order. */
export function ShippingOptions({ options, value, errors, format, busy, onChange }: Props) {
  const error = firstError(errors, 'shippingMethod');
  if (options.length === 0)
    return (
      <p className="field-error" id={fieldId('shippingMethod')}>
        {error ?? 'This store does not deliver to this country yet.'}
      </p>
    );
  return (
    <div
      className={`shipping-options${error ? ' form-field-invalid' : ''}`}
      id={fieldId('shippingMethod')}
      role="radiogroup"
      aria-label="Shipping method"
      aria-busy={busy || undefined}
    >
      {options.map((option) => (
        <label key={option.method} className="shipping-option">
          <input
            type="radio"
            name="shippingMethod"
            value={option.method}
            checked={value === option.method}
            onChange={() => onChange(option.method)}
          />
          <span className="shipping-option-text">
            <span className="shipping-option-name">{option.name}</span>
            <span className="shipping-option-estimate">{option.estimate}</span>
          </span>
          <span className="shipping-option-price">{option.price === 0 ? 'Free' : format(option.price)}</span>
        </label>
      ))}
      {error ? <p className="field-error">{error}</p> : null}
    </div>
  );
}
