import { z } from 'zod';
import * as messages from '../validation/messages';
import { commaList } from './editor-form';
import { PRODUCT_ADMIN_MESSAGES } from './messages';

/**
 * The product editor's colours-and-sizes form (seller dashboard), shared by the page and saveColours. Each
 * colour is a row of fields `colour.{row}.id` (the option it edits, empty for a new colour),
 * `colour.{row}.name`, `colour.{row}.hex` and `colour.{row}.sizes` (comma-separated), in the order shown.
 * A colour left out of the form is removed, with its sizes and its own images.
 */

export const COLOUR_NAME_MAX_LENGTH = 40;
export const SIZE_MAX_LENGTH = 20;
export const MAX_COLOURS = 30;
export const MAX_SIZES = 20;

export interface ColourEdit {
  /** The product option this row edits; null for a new colour. */
  id: number | null;
  name: string;
  /** Lower-case, with its '#': '#1a2b3c'. */
  hex: string;
  sizes: string[];
}

/** §5 colours: a hex of 3, 4, 6 or 8 digits, with or without its '#'; null when it is not one. */
export function parseHex(text: string): string | null {
  const digits = text.trim().replace(/^#/, '').toLowerCase();
  return /^(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/.test(digits) ? `#${digits}` : null;
}

/** The row numbers a form's `colour.{row}.*` fields name, in order. */
function rowsOf(values: Record<string, unknown>): number[] {
  const rows = new Set<number>();
  for (const key of Object.keys(values)) {
    const match = /^colour\.(\d{1,4})\.(?:id|name|hex|sizes)$/.exec(key);
    if (match) rows.add(Number(match[1]));
  }
  return [...rows].sort((a, b) => a - b);
}

export const productColoursFormSchema = z
  .record(z.string(), z.unknown())
  .transform((values, ctx): { colours: ColourEdit[] } => {
    const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string).trim() : '');
    const issue = (field: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message });

    const colours: ColourEdit[] = [];
    const names = new Set<string>();
    for (const row of rowsOf(values)) {
      const field = (part: string) => `colour.${row}.${part}`;
      const idText = text(field('id'));
      const name = text(field('name'));
      const hexText = text(field('hex'));
      const sizesText = text(field('sizes'));
      // A new row left empty is no colour.
      if (!idText && !name && !hexText && !sizesText) continue;

      if (!name) issue(field('name'), messages.required);
      else if (name.length > COLOUR_NAME_MAX_LENGTH)
        issue(field('name'), messages.maxLength(COLOUR_NAME_MAX_LENGTH));
      else if (names.has(name.toLowerCase())) issue(field('name'), PRODUCT_ADMIN_MESSAGES.colourNameRepeated);
      names.add(name.toLowerCase());

      const hex = parseHex(hexText);
      if (!hexText) issue(field('hex'), messages.required);
      else if (!hex) issue(field('hex'), PRODUCT_ADMIN_MESSAGES.hexInvalid);

      const sizes = commaList(sizesText);
      if (sizes.length === 0) issue(field('sizes'), messages.required);
      else if (sizes.length > MAX_SIZES) issue(field('sizes'), messages.maxValue(MAX_SIZES));
      else if (sizes.some((size) => size.length > SIZE_MAX_LENGTH))
        issue(field('sizes'), messages.maxLength(SIZE_MAX_LENGTH));

      const id = /^\d{1,10}$/.test(idText) ? Number(idText) : null;
      if (idText && id === null) issue('colours', PRODUCT_ADMIN_MESSAGES.unknownColour);
      colours.push({ id, name, hex: hex ?? '', sizes });
    }
    if (colours.length === 0) issue('colours', PRODUCT_ADMIN_MESSAGES.noColours);
    else if (colours.length > MAX_COLOURS) issue('colours', messages.maxValue(MAX_COLOURS));
    return { colours };
  });

/** The image focal point form: `imageId`, and `focusX` and `focusY` from 0 to 1. */
export const imageFocusFormSchema = z.object({
  imageId: z
    .string()
    .regex(/^\d{1,10}$/, PRODUCT_ADMIN_MESSAGES.unknownImage)
    .transform(Number),
  focusX: z
    .string()
    .trim()
    .regex(/^(?:0(?:\.\d+)?|1(?:\.0+)?)$/, PRODUCT_ADMIN_MESSAGES.focusInvalid)
    .transform((value) => Math.round(Number(value) * 100) / 100),
  focusY: z
    .string()
    .trim()
    .regex(/^(?:0(?:\.\d+)?|1(?:\.0+)?)$/, PRODUCT_ADMIN_MESSAGES.focusInvalid)
    .transform((value) => Math.round(Number(value) * 100) / 100),
});

/** Deleting an image: its id and the confirmation its button posts. */
export const deleteImageFormSchema = z.object({
  imageId: z
    .string()
    .regex(/^\d{1,10}$/, PRODUCT_ADMIN_MESSAGES.unknownImage)
    .transform(Number),
  confirm: z.literal('yes', { message: PRODUCT_ADMIN_MESSAGES.confirmDeleteImage }),
});
