import { useId, useMemo } from 'react';
import { BLOCK_TYPES } from '../../../core/blocks/types/index';
import { blockFields } from '../../../core/page-editor/fields';
import blockPanelStyles from '../../styles/editor-panel.css?url';
import { type FieldErrors, FieldList } from './field-list';
import { PanelContext, type PanelSettings, type ThemeColour } from './panel-context';
import { apiPickers, type EditorPickers } from './picker-api';
import { hasErrorsAt, type Properties } from './values';

/** Properties for how a block gets its items and data: rarely changed, so tucked away. */
const ADVANCED = new Set(['factory', 'asyncItems', 'asyncData']);

export interface BlockPanelProps {
  /** The block type's name ('banner'). */
  type: string;
  /** The block's properties. */
  value: Properties;
  onChange: (value: Record<string, unknown>) => void;
  /** The save path's errors, keyed by property path ('actions.0.href'). */
  errors?: FieldErrors;
  /** The theme's colours, offered first in colour fields. */
  themeColours?: readonly ThemeColour[];
  /** The shipped font families. */
  fonts?: readonly string[];
  /** Where link targets and files come from: the store's editor API unless given. */
  pickers?: EditorPickers;
  /** Inside another panel (an item of a slideshow, carousel or grid): no sheet of its own. */
  nested?: boolean;
}

/**
 * The page editor's property panel for one block: a field for every property of the block type's schema
 * (core/page-editor/fields.ts), each error beside its field. A side panel on wide screens and a bottom
 * sheet under 768 px (app/styles/editor-panel.css).
 */
export function BlockPanel({
  type,
  value,
  onChange,
  errors = {},
  themeColours = [],
  fonts = [],
  pickers = apiPickers,
  nested = false,
}: BlockPanelProps) {
  const idBase = useId().replaceAll(':', '');
  const settings = useMemo<PanelSettings>(
    () => ({ type, pickers, themeColours, fonts }),
    [type, pickers, themeColours, fonts],
  );
  const fields = blockFields(type);
  // Who sees the block comes after what it shows.
  const main = [
    ...fields.filter((field) => !ADVANCED.has(field.path) && field.kind !== 'condition'),
    ...fields.filter((field) => field.kind === 'condition'),
  ];
  const advanced = fields.filter((field) => ADVANCED.has(field.path));
  const title = BLOCK_TYPES.find((candidate) => candidate.name === type)?.title ?? type;
  const advancedOpen = advanced.some((field) => hasErrorsAt(errors, field.path));
  return (
    <PanelContext.Provider value={settings}>
      <section
        className={nested ? 'block-panel-nested' : 'block-panel'}
        aria-labelledby={`${idBase}--heading`}
      >
        {nested ? (
          <h3 id={`${idBase}--heading`} className="block-panel-title">
            {title} settings
          </h3>
        ) : (
          <h2 id={`${idBase}--heading`} className="block-panel-title">
            {title} settings
          </h2>
        )}
        {fields.length === 0 ? <p className="panel-none">This block has no settings.</p> : null}
        <FieldList
          fields={main}
          value={value}
          onChange={onChange}
          errors={errors}
          prefix=""
          idBase={idBase}
        />
        {advanced.length > 0 ? (
          <details className="panel-advanced" open={advancedOpen || undefined}>
            <summary>Advanced</summary>
            <FieldList
              fields={advanced}
              value={value}
              onChange={onChange}
              errors={errors}
              prefix=""
              idBase={idBase}
            />
          </details>
        ) : null}
      </section>
    </PanelContext.Provider>
  );
}

/** The panel's stylesheet, for the route that hosts the editor to add to its links(). */
export const blockPanelLinks = () => [{ rel: 'stylesheet', href: blockPanelStyles }];
