/**
 * The page editor's property panel fields, derived from the block property schemas that the save path
 * validates with (core/blocks/schemas): one schema drives both the editor and validation. Editor-only (it
 * loads zod/mini): the storefront never imports it.
 */
import { PRIVATE_PROPERTIES } from '../blocks/private-properties';
import { fieldHintOf, z } from '../blocks/schema';
import { blockSchema } from '../blocks/schemas';
import { FIELD_LABELS, TYPE_FIELD_LABELS } from './field-labels';

export const FIELD_KINDS = [
  'text',
  'longText',
  'richText',
  'number',
  'boolean',
  'enum',
  'colour',
  'font',
  'image',
  'video',
  'link',
  'target',
  'action',
  'condition',
  'items',
  'group',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** One field of the panel. `path` is dotted from the block's properties (or from the item, inside items). */
export interface FieldDescriptor {
  path: string;
  label: string;
  kind: FieldKind;
  min?: number;
  max?: number;
  /** Longest text a text field takes. */
  maxLength?: number;
  /** Whole numbers only. */
  integer?: boolean;
  /** An enum's values. */
  options?: readonly string[];
  /** items: what each item is ('group' items have `fields`). */
  itemType?: FieldKind;
  /** items: most items. */
  maxItems?: number;
  /** group, and items of groups: the nested fields. */
  fields?: FieldDescriptor[];
}

/** Properties the panel never offers: how the editor itself, not the merchant, sets them. */
const EDITOR_MANAGED = new Set(['published']);

/** Text at least this long is edited in a text area. */
const LONG_TEXT_FROM = 1000;
/** Text this long is HTML: rich text. */
const HTML_FROM = 100_000;

/** Kinds a block type's property has whatever its schema says (type.path). */
const KIND_OVERRIDES: Readonly<Record<string, FieldKind>> = Object.freeze({ 'html.html': 'longText' });

const IMAGE_NAMES = new Set(['image', 'src', 'videoThumbnail']);
const VIDEO_NAMES = new Set(['video']);

interface ZodDef {
  type: string;
  innerType?: ZodNode;
  shape?: Record<string, ZodNode>;
  element?: ZodNode;
  entries?: Record<string, string>;
  options?: ZodNode[];
  checks?: { _zod: { def: CheckDef } }[];
}
interface CheckDef {
  check: string;
  value?: number;
  maximum?: number;
}
interface ZodNode {
  _zod: { def: ZodDef };
}

/** "buttonText" → "Button text"; "xs" → "Xs". */
export function labelFromName(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function labelOf(type: string, name: string, path: string): string {
  return TYPE_FIELD_LABELS[`${type}.${path}`] ?? FIELD_LABELS[name] ?? labelFromName(name);
}

/** The schema inside optional/nullable wrappers, with the first hint met on the way. */
function unwrap(node: ZodNode): { node: ZodNode; hint: ReturnType<typeof fieldHintOf> } {
  let current = node;
  let hint = fieldHintOf(current);
  while (
    (current._zod.def.type === 'optional' || current._zod.def.type === 'nullable') &&
    current._zod.def.innerType
  ) {
    current = current._zod.def.innerType;
    hint ??= fieldHintOf(current);
  }
  return { node: current, hint };
}

function checksOf(node: ZodNode): CheckDef[] {
  return (node._zod.def.checks ?? []).map((check) => check._zod.def);
}

function numberBounds(node: ZodNode): Pick<FieldDescriptor, 'min' | 'max'> {
  const bounds: Pick<FieldDescriptor, 'min' | 'max'> = {};
  for (const check of checksOf(node)) {
    if (check.check === 'greater_than') bounds.min = check.value;
    if (check.check === 'less_than') bounds.max = check.value;
  }
  return bounds;
}

function maxLengthOf(node: ZodNode): number | undefined {
  return checksOf(node).find((check) => check.check === 'max_length')?.maximum;
}

function enumOptions(node: ZodNode): string[] {
  return Object.values(node._zod.def.entries ?? {});
}

interface Place {
  type: string;
  name: string;
  path: string;
}

/** A descriptor for one schema node, or null for what the panel cannot edit (free-form records). */
function describe(raw: ZodNode, place: Place): FieldDescriptor | null {
  const { node, hint } = unwrap(raw);
  const { type, name, path } = place;
  const base = { path, label: labelOf(type, name, path) };
  const override = KIND_OVERRIDES[`${type}.${path}`];
  const def = node._zod.def;
  if (hint === 'link') {
    if (name === 'action') return { ...base, kind: 'action' };
    if (IMAGE_NAMES.has(name)) return { ...base, kind: 'image' };
    if (VIDEO_NAMES.has(name)) return { ...base, kind: 'video' };
    return { ...base, kind: 'link' };
  }
  if (hint === 'colour' || hint === 'font' || hint === 'target') return { ...base, kind: hint };
  switch (def.type) {
    case 'string': {
      const maxLength = maxLengthOf(node);
      if (override) return { ...base, kind: override, ...(maxLength ? { maxLength } : {}) };
      if (name === 'action') return { ...base, kind: 'action' };
      const kind: FieldKind =
        maxLength === undefined || maxLength < LONG_TEXT_FROM
          ? 'text'
          : maxLength >= HTML_FROM
            ? 'richText'
            : 'longText';
      return { ...base, kind, ...(maxLength ? { maxLength } : {}) };
    }
    case 'number': {
      const integer = checksOf(node).some((check) => check.check === 'custom') && isIntegerOnly(node);
      return { ...base, kind: 'number', ...numberBounds(node), ...(integer ? { integer } : {}) };
    }
    case 'boolean':
      return { ...base, kind: 'boolean' };
    case 'enum':
      return { ...base, kind: 'enum', options: enumOptions(node) };
    case 'union': {
      const named = (def.options ?? [])
        .map((option) => unwrap(option).node)
        .find((o) => o._zod.def.type === 'enum');
      return { ...base, kind: 'enum', options: named ? enumOptions(named) : [] };
    }
    case 'object':
      return { ...base, kind: 'group', fields: describeShape(def.shape ?? {}, type, path ? `${path}.` : '') };
    case 'array':
      return describeList(node, base, place);
    default:
      return null;
  }
}

/** num({ int: true }) refuses fractions: probe its checks with a fraction inside its bounds. */
function isIntegerOnly(node: ZodNode): boolean {
  const { min, max } = numberBounds(node);
  const probe = (min ?? 0) + 0.5;
  if (max !== undefined && probe > max) return false;
  return !z.safeParse(node as unknown as z.ZodMiniType, probe).success;
}

function describeList(node: ZodNode, base: { path: string; label: string }, place: Place): FieldDescriptor {
  const element = node._zod.def.element;
  const maxItems = checksOf(node).find((check) => check.check === 'max_length')?.maximum;
  const limits = maxItems === undefined ? {} : { maxItems };
  if (place.path === 'conditions') return { ...base, kind: 'condition', ...limits };
  const item = element ? describe(element, { type: place.type, name: place.name, path: '' }) : null;
  if (!item) return { ...base, kind: 'items', itemType: 'text', ...limits };
  if (item.kind === 'group') {
    return { ...base, kind: 'items', itemType: 'group', fields: item.fields, ...limits };
  }
  return { ...base, kind: 'items', itemType: item.kind, ...limits };
}

function describeShape(shape: Record<string, ZodNode>, type: string, prefix = ''): FieldDescriptor[] {
  const fields: FieldDescriptor[] = [];
  for (const [name, node] of Object.entries(shape)) {
    const field = describe(node, { type, name, path: `${prefix}${name}` });
    if (field) fields.push(field);
  }
  return fields;
}

const cache = new Map<string, readonly FieldDescriptor[]>();

/**
 * The panel's fields for a block type, in schema order: every property of its schema except private ones
 * (core/blocks/private-properties.ts) and those the editor sets itself (published). [] for a type
 * without a schema.
 */
export function blockFields(type: string): readonly FieldDescriptor[] {
  const cached = cache.get(type);
  if (cached) return cached;
  const schema = blockSchema(type) as unknown as ZodNode | undefined;
  const hidden = new Set([...(PRIVATE_PROPERTIES[type] ?? []), ...EDITOR_MANAGED]);
  const shape = schema?._zod.def.shape ?? {};
  const visible = Object.fromEntries(Object.entries(shape).filter(([name]) => !hidden.has(name)));
  const fields = Object.freeze(describeShape(visible, type));
  cache.set(type, fields);
  return fields;
}

/** The schema of one property path of a block type (dotted into groups and list items), or undefined. */
function schemaAt(type: string, path: string): ZodNode | undefined {
  let node = blockSchema(type) as unknown as ZodNode | undefined;
  for (const name of path.split('.')) {
    if (!node) return undefined;
    const { def } = unwrap(node).node._zod;
    node = def.type === 'array' && /^\d+$/.test(name) ? def.element : def.shape?.[name];
  }
  return node;
}

/**
 * The save path's message for a value of one property (dotted path), or null when the schema accepts it:
 * the panel refuses what saving would refuse, with the same words.
 */
export function fieldError(type: string, path: string, value: unknown): string | null {
  const node = schemaAt(type, path);
  if (!node) return null;
  const result = z.safeParse(node as unknown as z.ZodMiniType, value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
