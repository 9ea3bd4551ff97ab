import type { SelectHTMLAttributes } from 'react';
import { COUNTRIES } from '../../core/countries';
import { type FieldErrors, firstError } from './forms/form-data';

interface CountryFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'children'> {
  formId: string;
  name: string;
  label: string;
  errors: FieldErrors | undefined;
}

/**
 * The labelled country select of every address form (checkout, changing an order's delivery address), with
 * its first error: one list of countries (core/countries), so an order can go wherever checkout sent it.
 */
export function CountryField({ formId, name, label, errors, ...select }: CountryFieldProps) {
  const id = `${formId}-${name}`;
  const error = firstError(errors, name);
  return (
    <div className={`form-field${error ? ' form-field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        {COUNTRIES.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
