import { COLLECTION_LIMITS } from '../../../../core/collections';
import { Field } from '../../forms/form';
import type { FieldErrors } from '../../forms/form-data';
import { TextAreaField } from './text-area-field';

/** What the fields start from: the stored collection, or what was typed before a refusal. */
export interface CollectionFieldValues {
  name: string;
  urlName: string;
  description: string;
  seoTitle: string;
  seoDescription: string;
}

export const COLLECTION_FIELD_LABELS = {
  name: 'Name',
  urlName: 'URL',
  description: 'Description (optional)',
  banner: 'Banner image',
  seoTitle: 'Search engine title (optional)',
  seoDescription: 'Search engine description (optional)',
};

/** The collection's name, address, description and search-engine texts. */
export function CollectionFields({
  formId,
  errors,
  values,
}: {
  formId: string;
  errors: FieldErrors | undefined;
  values: CollectionFieldValues;
}) {
  return (
    <>
      <Field
        formId={formId}
        name="name"
        label={COLLECTION_FIELD_LABELS.name}
        errors={errors}
        defaultValue={values.name}
        maxLength={COLLECTION_LIMITS.name}
        required
      />
      <Field
        formId={formId}
        name="urlName"
        label={COLLECTION_FIELD_LABELS.urlName}
        hint="Shoppers find it at /collection/{URL}/. Left empty, it is made from the name."
        errors={errors}
        defaultValue={values.urlName}
        maxLength={COLLECTION_LIMITS.urlName}
        autoCapitalize="none"
      />
      <TextAreaField
        formId={formId}
        name="description"
        label={COLLECTION_FIELD_LABELS.description}
        errors={errors}
        defaultValue={values.description}
        maxLength={COLLECTION_LIMITS.description}
        rows={4}
      />
      <Field
        formId={formId}
        name="seoTitle"
        label={COLLECTION_FIELD_LABELS.seoTitle}
        hint={`Up to ${COLLECTION_LIMITS.seoTitle} characters; the name is used when empty.`}
        errors={errors}
        defaultValue={values.seoTitle}
        maxLength={COLLECTION_LIMITS.seoTitle}
      />
      <TextAreaField
        formId={formId}
        name="seoDescription"
        label={COLLECTION_FIELD_LABELS.seoDescription}
        hint={`Up to ${COLLECTION_LIMITS.seoDescription} characters; the description is used when empty.`}
        errors={errors}
        defaultValue={values.seoDescription}
        maxLength={COLLECTION_LIMITS.seoDescription}
        rows={2}
      />
    </>
  );
}
