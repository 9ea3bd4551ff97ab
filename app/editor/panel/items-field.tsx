import { useRef } from 'react';
import type { FieldDescriptor } from '../../../core/page-editor/fields';
import { FieldControl, type FieldErrors, FieldList } from './field-list';
import type { FieldProps } from './field-props';
import { FieldShell } from './field-shell';
import { SortableItems, useListKeys } from './sortable-items';
import { duplicated, hasErrorsAt, moved } from './values';

export { DRAG_HELP } from './sortable-items';

const NEW_ITEM: Partial<Record<string, unknown>> = { group: {}, colour: '#000000', text: '' };

/** The item's name in lists: its text or title, else its position. */
export function itemName(item: unknown, index: number): string {
  if (typeof item === 'string' && item.trim()) return item;
  if (item && typeof item === 'object') {
    for (const key of ['title', 'text', 'name']) {
      const text = (item as Record<string, unknown>)[key];
      if (typeof text === 'string' && text.trim()) return text;
    }
  }
  return `Item ${index + 1}`;
}

/**
 * A list property (actions, points, tags, colours): sortable by drag or keyboard, with add, duplicate and
 * remove; each item's own fields in a nested panel, its errors at '{path}.{index}.{field}'.
 */
export function ItemsField({
  field,
  id,
  path,
  value,
  error,
  errors,
  idBase,
  onChange,
}: FieldProps & { errors: FieldErrors; idBase: string }) {
  const items = Array.isArray(value) ? (value as unknown[]) : [];
  const keys = useListKeys(items.length, useRef(0), useRef<string[]>([]));
  const canAdd = field.maxItems === undefined || items.length < field.maxItems;
  /** The position of the item just added: it opens at once, to be filled in. */
  const added = useRef<number | null>(null);
  const replace = (index: number, next: unknown) =>
    onChange(items.map((other, position) => (position === index ? next : other)));
  const body = (item: unknown, index: number) => {
    const itemPath = `${path}.${index}`;
    if (field.itemType === 'group') {
      return (
        <FieldList
          fields={field.fields ?? []}
          value={item && typeof item === 'object' ? (item as Record<string, unknown>) : {}}
          onChange={(next) => replace(index, next)}
          errors={errors}
          prefix={itemPath}
          idBase={idBase}
        />
      );
    }
    const inner: FieldDescriptor = {
      path: itemPath,
      label: `${field.label}: item ${index + 1}`,
      kind: field.itemType ?? 'text',
    };
    return (
      <FieldControl
        field={inner}
        path={itemPath}
        value={item}
        errors={errors}
        idBase={idBase}
        onChange={(next) => replace(index, next)}
      />
    );
  };
  return (
    <FieldShell id={id} label={field.label} error={error} as="fieldset">
      <SortableItems
        id={id}
        label={field.label}
        items={items}
        keys={keys.keys}
        nameOf={itemName}
        startsOpen={(index) => index === added.current || hasErrorsAt(errors, `${path}.${index}`)}
        invalid={(index) => hasErrorsAt(errors, `${path}.${index}`)}
        canAdd={canAdd}
        renderBody={body}
        onMove={(from, to) => {
          keys.move(from, to);
          onChange(moved(items, from, to));
        }}
        onDuplicate={(index) => {
          keys.insertAfter(index);
          onChange(duplicated(items, index));
        }}
        onRemove={(index) => {
          keys.remove(index);
          onChange(items.filter((_, position) => position !== index));
        }}
      />
      {items.length === 0 ? <p className="panel-none">None yet.</p> : null}
      <button
        type="button"
        className="panel-button"
        disabled={!canAdd}
        onClick={() => {
          added.current = items.length;
          keys.insertAfter(items.length - 1);
          onChange([...items, structuredClone(NEW_ITEM[field.itemType ?? 'text'] ?? '')]);
        }}
      >
        Add to {field.label.toLowerCase()}
      </button>
      {!canAdd ? <p className="panel-field-hint">At most {field.maxItems}.</p> : null}
    </FieldShell>
  );
}
