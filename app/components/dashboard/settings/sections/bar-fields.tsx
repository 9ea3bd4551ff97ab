import { BANNER_TEXT_MAX_LENGTH } from '../../../../../core/store/dashboard-settings';
import { Field } from '../../../forms/form';
import type { FieldErrors } from '../../../forms/form-data';
import { ColourField } from '../fields';

export type BarLabels = {
  text: string;
  href: string;
  textColor: string;
  backgroundColor: string;
};

interface BarValue {
  text: string;
  href?: string;
  textColor?: string;
  backgroundColor?: string;
}

/** The text, link and colours of a bar across the store's pages: the announcement and the sitewide banner. */
export function BarFields({
  formId,
  errors,
  value,
  labels,
  hints = {},
}: {
  formId: string;
  errors: FieldErrors | undefined;
  value: BarValue | null | undefined;
  labels: BarLabels;
  hints?: { text?: string; href?: string };
}) {
  return (
    <>
      <Field
        formId={formId}
        name="text"
        label={labels.text}
        hint={hints.text}
        defaultValue={value?.text ?? ''}
        maxLength={BANNER_TEXT_MAX_LENGTH}
        errors={errors}
      />
      <Field
        formId={formId}
        name="href"
        label={labels.href}
        hint={hints.href}
        defaultValue={value?.href ?? ''}
        errors={errors}
      />
      <ColourField
        formId={formId}
        name="textColor"
        label={labels.textColor}
        errors={errors}
        defaultValue={value?.textColor ?? ''}
      />
      <ColourField
        formId={formId}
        name="backgroundColor"
        label={labels.backgroundColor}
        errors={errors}
        defaultValue={value?.backgroundColor ?? ''}
      />
    </>
  );
}
