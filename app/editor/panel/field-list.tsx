import type { ComponentType } from 'react';
import type { FieldDescriptor, FieldKind } from '../../../core/page-editor/fields';
import { ColourField } from './colour-field';
import type { FieldProps } from './field-props';
import { ImageField } from './image-field';
import { ItemsField } from './items-field';
import { ActionField, LinkField } from './link-field';
import { RichTextField } from './rich-text-field';
import {
  BooleanField,
  ConditionField,
  EnumField,
  FontField,
  NumberField,
  TargetField,
  TextField,
} from './simple-fields';
import { type Properties, valueAt, withValueAt } from './values';
import { VideoField } from './video-field';

export type FieldErrors = Readonly<Record<string, readonly string[]>>;

export interface FieldListProps {
  fields: readonly FieldDescriptor[];
  /** What the fields' paths start from: the block's properties, or one item of a list. */
  value: Properties;
  onChange: (value: Record<string, unknown>) => void;
  /** Errors keyed by full path from the block's properties. */
  errors: FieldErrors;
  /** The full path of `value` from the block's properties ('' for the block, 'actions.0' for an item). */
  prefix: string;
  /** The panel's id, which the controls' ids start from. */
  idBase: string;
}

/** A group of properties: a fieldset of its own fields. */
function GroupField({
  field,
  value,
  onChange,
  errors,
  prefix,
  idBase,
}: Omit<FieldListProps, 'fields'> & { field: FieldDescriptor }) {
  return (
    <fieldset className="panel-group">
      <legend>{field.label}</legend>
      <FieldList
        fields={field.fields ?? []}
        value={value}
        onChange={onChange}
        errors={errors}
        prefix={prefix}
        idBase={idBase}
      />
    </fieldset>
  );
}

const CONTROLS: Record<
  Exclude<FieldKind, 'group'>,
  ComponentType<FieldProps & { errors: FieldErrors; idBase: string }>
> = {
  text: TextField,
  longText: TextField,
  richText: RichTextField,
  number: NumberField,
  boolean: BooleanField,
  enum: EnumField,
  colour: ColourField,
  font: FontField,
  image: ImageField,
  video: VideoField,
  link: LinkField,
  target: TargetField,
  action: ActionField,
  condition: ConditionField,
  items: ItemsField,
};

export const fullPathOf = (prefix: string, path: string) => (prefix ? `${prefix}.${path}` : path);
export const controlId = (idBase: string, path: string) => `${idBase}-${path.replaceAll('.', '-')}`;

/** One field's control at a full path, its error beside it. */
export function FieldControl({
  field,
  path,
  value,
  onChange,
  errors,
  idBase,
}: {
  field: FieldDescriptor;
  path: string;
  value: unknown;
  onChange: (value: unknown) => void;
  errors: FieldErrors;
  idBase: string;
}) {
  if (field.kind === 'group') return null;
  const Control = CONTROLS[field.kind];
  return (
    <Control
      field={field}
      id={controlId(idBase, path)}
      path={path}
      value={value}
      error={errors[path]?.[0]}
      errors={errors}
      idBase={idBase}
      onChange={onChange}
    />
  );
}

/** The panel's fields for `value`, each with its own control, its error beside it. */
export function FieldList({ fields, value, onChange, errors, prefix, idBase }: FieldListProps) {
  return (
    <>
      {fields.map((field) =>
        field.kind === 'group' ? (
          <GroupField
            key={field.path}
            field={field}
            value={value}
            onChange={onChange}
            errors={errors}
            prefix={prefix}
            idBase={idBase}
          />
        ) : (
          <FieldControl
            key={field.path}
            field={field}
            path={fullPathOf(prefix, field.path)}
            value={valueAt(value, field.path)}
            errors={errors}
            idBase={idBase}
            onChange={(next) => onChange(withValueAt(value, field.path, next))}
          />
        ),
      )}
    </>
  );
}
