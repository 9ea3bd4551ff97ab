import { CountryField } from '../country-field';
import { Field } from '../forms/form';
import type { FieldErrors } from '../forms/form-data';
import { FORM_ID } from './fields';

export interface AddressValues {
  name?: string;
  company?: string;
  line1?: string;
  line2?: string;
  city?: string;
  county?: string;
  postcode?: string;
  country?: string;
}

interface Props {
  /** '' for the shipping address, 'billing' for the billing one (fields billingName, billingLine1…). */
  prefix: '' | 'billing';
  errors: FieldErrors | undefined;
  defaults: AddressValues;
  onCountryChange?: (country: string) => void;
  country: string;
}

const nameOf = (prefix: string, field: string) =>
  prefix ? `${prefix}${field.charAt(0).toUpperCase()}${field.slice(1)}` : field;

/** Name, company, street, town, county, postcode and country, with the browser's address autofill. */
export function AddressFields({ prefix, errors, defaults, onCountryChange, country }: Props) {
  const section = prefix ? 'billing' : 'shipping';
  const text = (field: keyof AddressValues, label: string, autoComplete: string, required: boolean) => (
    <Field
      formId={FORM_ID}
      name={nameOf(prefix, field)}
      label={required ? label : `${label} (optional)`}
      errors={errors}
      defaultValue={defaults[field] ?? ''}
      autoComplete={`${section} ${autoComplete}`}
      required={required}
    />
  );
  const uk = country === 'GB';
  return (
    <div className="address-fields">
      {text('name', 'Full name', 'name', true)}
      {text('company', 'Company', 'organization', false)}
      {text('line1', 'Address line 1', 'address-line1', true)}
      {text('line2', 'Address line 2', 'address-line2', false)}
      <div className="address-fields-row">
        {text('city', uk ? 'Town or city' : 'City', 'address-level2', true)}
        {text('county', uk ? 'County' : 'State, province or region', 'address-level1', false)}
      </div>
      <div className="address-fields-row">
        <Field
          formId={FORM_ID}
          name={nameOf(prefix, 'postcode')}
          label={uk ? 'Postcode' : 'Postal code'}
          hint={uk ? 'For example SW1A 1AA' : undefined}
          errors={errors}
          defaultValue={defaults.postcode ?? ''}
          autoComplete={`${section} postal-code`}
          autoCapitalize="characters"
        />
        <CountryField
          formId={FORM_ID}
          name={nameOf(prefix, 'country')}
          label="Country"
          errors={errors}
          defaultValue={country}
          autoComplete={`${section} country`}
          onChange={(event) => onCountryChange?.(event.target.value)}
        />
      </div>
    </div>
  );
}
