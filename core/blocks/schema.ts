/**
 * Building blocks of the block property schemas (core/blocks/schemas), used on save.
 *
 * These use `zod/mini`: it loads no locale, and every check carries its own message (zod/mini's default
 * is 'Invalid input'). The schemas never reach the browser (see core/blocks/index.ts).
 *
 * Every property is optional and may be null: stored blocks carry any subset of their properties, and the
 * type's defaults fill the rest at render (withDefaults in registry.ts). Unknown keys are stripped.
 */
import * as z from 'zod/mini';
import { INVALID_HEX_MESSAGE, isHexColour } from '../colour/parse';
import { isSafeLink } from '../links/safe';
import { maxLength, maxValue, minValue } from '../validation/messages';
import { BLOCK_MESSAGES } from './messages';
import {
  FACTORY_SOURCES as FACTORY_SOURCES_LIST,
  isFrameSource,
  isSafeAsyncPath,
  LINK_MAX_LENGTH,
} from './rules';
import { RATIO_NAMES, SPACER_RATIO_NAMES, TEXT_SHADOW_NAMES } from './style';

export type BlockSchema = z.ZodMiniType<Record<string, unknown>, unknown>;

/** Longest single-line text (titles, labels) and long text (copy) a property may hold. */
export const TEXT_LIMITS = Object.freeze({ short: 500, long: 10_000, html: 100_000, link: LINK_MAX_LENGTH });

const optional = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));

/** What kind of value a helper's schema holds, for the page editor's fields (core/page-editor/fields.ts). */
export type FieldHint = 'colour' | 'font' | 'link' | 'target';

const FIELD_HINTS = new WeakMap<object, FieldHint>();

const hintedOptional = <T extends z.ZodMiniType>(hint: FieldHint, schema: T) =>
  hinted(hint, optional(schema));

/** Marks a schema with its kind; what the schema accepts is unchanged. */
function hinted<T extends z.ZodMiniType>(hint: FieldHint, schema: T): T {
  FIELD_HINTS.set(schema, hint);
  return schema;
}

/** The kind a helper marked a schema with (colour, font, link, target), if any. */
export function fieldHintOf(schema: unknown): FieldHint | undefined {
  return typeof schema === 'object' && schema !== null ? FIELD_HINTS.get(schema) : undefined;
}

export function text(max: number = TEXT_LIMITS.short) {
  return optional(z.string({ error: BLOCK_MESSAGES.notText }).check(z.maxLength(max, maxLength(max))));
}

export const longText = () => text(TEXT_LIMITS.long);

export function bool() {
  return optional(z.boolean({ error: BLOCK_MESSAGES.notABoolean }));
}

export interface NumberOptions {
  min?: number;
  max?: number;
  int?: boolean;
}

function numberSchema({ min, max, int = false }: NumberOptions = {}) {
  const checks: z.core.$ZodCheck<number>[] = [];
  if (int) {
    checks.push(
      z.refine((value: number) => Number.isInteger(value), { error: BLOCK_MESSAGES.notAWholeNumber }),
    );
  }
  if (min !== undefined) checks.push(z.gte(min, minValue(min)));
  if (max !== undefined) checks.push(z.lte(max, maxValue(max)));
  return z.number({ error: BLOCK_MESSAGES.notANumber }).check(...checks);
}

export function num(options: NumberOptions = {}) {
  return optional(numberSchema(options));
}

export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return optional(z.enum(values, { error: BLOCK_MESSAGES.oneOf(values) }));
}

/** A hex colour of 3, 4, 6 or 8 digits (never empty). */
export function hexColour() {
  return hinted(
    'colour',
    z
      .string({ error: INVALID_HEX_MESSAGE })
      .check(z.refine((value: string) => isHexColour(value), { error: INVALID_HEX_MESSAGE })),
  );
}

/** '' (unset: the theme decides) or a hex colour of 3, 4, 6 or 8 digits. */
export function colour() {
  return hintedOptional(
    'colour',
    z
      .string({ error: INVALID_HEX_MESSAGE })
      .check(z.refine((value: string) => value === '' || isHexColour(value), { error: INVALID_HEX_MESSAGE })),
  );
}

/** '' or a link passing core/links isSafeLink (allowed schemes, paths, '#' anchors, '@' events). */
export function link() {
  return hintedOptional(
    'link',
    z.string({ error: BLOCK_MESSAGES.notText }).check(
      z.maxLength(TEXT_LIMITS.link, maxLength(TEXT_LIMITS.link)),
      z.refine((value: string) => isSafeLink(value), { error: BLOCK_MESSAGES.linkNotAllowed }),
    ),
  );
}

/** '' or an absolute https/http address (iframe src). */
export function frameSource() {
  return optional(
    z.string({ error: BLOCK_MESSAGES.notText }).check(
      z.maxLength(TEXT_LIMITS.link, maxLength(TEXT_LIMITS.link)),
      z.refine((value: string) => value === '' || isFrameSource(value), {
        error: BLOCK_MESSAGES.frameSourceNotAllowed,
      }),
    ),
  );
}

const CSS_LENGTH = /^(?:0|(?:\d+(?:\.\d+)?|\.\d+)(?:px|rem|em|%|vh|vw|vmin|vmax))$/;

export function cssLength() {
  return optional(
    z.string({ error: BLOCK_MESSAGES.cssLength }).check(
      z.refine((value: string) => value === '' || CSS_LENGTH.test(value), {
        error: BLOCK_MESSAGES.cssLength,
      }),
    ),
  );
}

const FONT_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9 -]{0,58}[A-Za-z0-9])?$/;

/** '' (the theme's font) or a font family name: letters, digits, spaces and dashes only. */
export function font() {
  return hintedOptional(
    'font',
    z.string({ error: BLOCK_MESSAGES.fontName }).check(
      z.refine((value: string) => value === '' || FONT_NAME.test(value), {
        error: BLOCK_MESSAGES.fontName,
      }),
    ),
  );
}

/** A named ratio (wide, short, 4:3, square, tall) or a positive number. */
export function ratio() {
  return optional(
    z.union([z.enum(RATIO_NAMES as [string, ...string[]]), z.number().check(z.gt(0), z.lte(10))], {
      error: BLOCK_MESSAGES.ratio,
    }),
  );
}

export function spacerRatio() {
  const names = [...SPACER_RATIO_NAMES, ...RATIO_NAMES] as [string, ...string[]];
  return optional(
    z.union([z.enum(names), z.number().check(z.gt(0), z.lte(10))], {
      error: `Must be a positive number or one of: ${names.join(', ')}`,
    }),
  );
}

export function textShadow() {
  return oneOf(TEXT_SHADOW_NAMES as [string, ...string[]]);
}

/** Border radius in px (null: the theme's radius). */
export function radius() {
  return num({ min: 0, max: 999 });
}

export function target() {
  return hinted('target', oneOf(['_self', '_blank']));
}

export function iconPosition() {
  return optional(z.enum(['left', 'right'], { error: BLOCK_MESSAGES.iconPosition }));
}

export function list<T extends z.ZodMiniType>(item: T, max = 50) {
  return optional(
    z
      .array(item, { error: BLOCK_MESSAGES.notAList })
      .check(z.maxLength(max, BLOCK_MESSAGES.tooManyItems(max))),
  );
}

export function shape<S extends z.core.$ZodLooseShape>(fields: S) {
  return optional(z.object(fields, { error: BLOCK_MESSAGES.notAnObject }));
}

const CONDITION_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

function asyncPath() {
  return optional(
    z
      .string({ error: BLOCK_MESSAGES.asyncPath })
      .check(z.refine((value: string) => isSafeAsyncPath(value), { error: BLOCK_MESSAGES.asyncPath })),
  );
}

const factoryParam = z.union([z.string().check(z.maxLength(200)), z.number(), z.boolean()], {
  error: 'Factory parameters must be text, numbers or true/false',
});

/** Properties every block type accepts. */
export const COMMON_PROPERTIES = {
  /** false unpublishes the block (spec §3). */
  published: bool(),
  /** Named conditions, all of which must hold for a visitor to see the block. */
  conditions: list(
    z
      .string({ error: BLOCK_MESSAGES.conditionName })
      .check(z.regex(CONDITION_NAME, BLOCK_MESSAGES.conditionName)),
    20,
  ),
  /** An item factory: fills the block's items from a data source. */
  factory: shape({
    source: z.enum(FACTORY_SOURCES_LIST, { error: BLOCK_MESSAGES.unknownFactorySource }),
    params: z.optional(z.record(z.string(), factoryParam)),
  }),
  asyncItems: asyncPath(),
  asyncData: asyncPath(),
};

/** A block property schema: the common properties plus the type's own; unknown keys are stripped. */
export function properties<S extends z.core.$ZodLooseShape>(fields: S) {
  return z.object({ ...COMMON_PROPERTIES, ...fields }, { error: BLOCK_MESSAGES.notAnObject });
}

export { FACTORY_SOURCES, type FactorySource, isFrameSource, isSafeAsyncPath } from './rules';
export { z };
