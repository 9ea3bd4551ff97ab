import { useId } from 'react';
import { buildFromDefaults } from '../../../core/blocks/registry';
import { type Block, newUid } from '../../../core/blocks/types';
import { BLOCK_TYPES } from '../../../core/blocks/types/index';
import { BlockPanel, type BlockPanelProps } from './block-panel';
import type { FieldErrors } from './field-list';
import { SortableItems } from './sortable-items';
import { errorsUnder, hasErrorsAt, moved } from './values';

export interface BlockItemsPanelProps extends Pick<BlockPanelProps, 'themeColours' | 'fonts' | 'pickers'> {
  /** The parent block (a slideshow, carousel or grid) whose items these are. */
  parent: Pick<Block, 'uid'>;
  /** What a new item is ('slide', 'card', 'pod'). */
  itemType: string;
  /** The list's name ('Slides'). */
  label: string;
  items: readonly Block[];
  onChange: (items: Block[]) => void;
  /** Errors keyed '{index}.{property path}' ('0.title'). */
  errors?: FieldErrors;
  /** Most items (50 unless told). */
  maxItems?: number;
}

const nameOf = (item: Block, index: number) => {
  for (const key of ['title', 'text']) {
    const text = item.properties[key];
    if (typeof text === 'string' && text.trim()) return text;
  }
  return `${BLOCK_TYPES.find((type) => type.name === item.type)?.title ?? 'Item'} ${index + 1}`;
};

/**
 * A block's items (slides of a slideshow, cards of a carousel, pods of a grid): sortable by drag or
 * keyboard, with add, duplicate and remove; each item's own properties in a nested block panel.
 */
export function BlockItemsPanel({
  parent,
  itemType,
  label,
  items,
  onChange,
  errors = {},
  maxItems = 50,
  ...shared
}: BlockItemsPanelProps) {
  const id = useId().replaceAll(':', '');
  const canAdd = items.length < maxItems;
  const definition = BLOCK_TYPES.find((type) => type.name === itemType);
  const add = () => {
    if (!definition) return;
    onChange([...items, buildFromDefaults(definition, { parent: parent.uid, order: items.length })]);
  };
  return (
    <fieldset className="panel-field panel-block-items">
      <legend>{label}</legend>
      <SortableItems
        id={id}
        label={label}
        items={items}
        keys={items.map((item) => item.uid)}
        nameOf={nameOf}
        startsOpen={(index) => hasErrorsAt(errors, String(index))}
        invalid={(index) => hasErrorsAt(errors, String(index))}
        canAdd={canAdd}
        renderBody={(item, index) => (
          <BlockPanel
            {...shared}
            nested
            type={item.type}
            value={item.properties}
            errors={errorsUnder(errors, String(index))}
            onChange={(properties) =>
              onChange(
                items.map((other, position) => (position === index ? { ...other, properties } : other)),
              )
            }
          />
        )}
        onMove={(from, to) => onChange(moved(items, from, to))}
        onDuplicate={(index) => {
          const item = items[index];
          if (!item) return;
          const copy: Block = { ...structuredClone(item), uid: newUid(), id: null };
          onChange([...items.slice(0, index + 1), copy, ...items.slice(index + 1)]);
        }}
        onRemove={(index) => onChange(items.filter((_, position) => position !== index))}
      />
      {items.length === 0 ? <p className="panel-none">None yet.</p> : null}
      <button type="button" className="panel-button" disabled={!canAdd || !definition} onClick={add}>
        Add a {definition?.title.toLowerCase() ?? 'new item'}
      </button>
    </fieldset>
  );
}
