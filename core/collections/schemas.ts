import { z } from 'zod';
import { COLLECTION_MESSAGES as M } from './messages';
import { normaliseUrlName } from './url-name';

export const COLLECTION_LIMITS = Object.freeze({
  name: 80,
  urlName: 80,
  description: 2000,
  seoTitle: 70,
  seoDescription: 160,
  /** Products added by one press of the picker. */
  addAtOnce: 50,
});

const trimmed = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);
const optionalText = (max: number, tooLong: string) =>
  trimmed(max, tooLong)
    .optional()
    .transform((value) => (value ? value : null));

/** A focal point as a form posts it ('0.35'); missing or unreadable values are the middle. */
const focus = z
  .string()
  .optional()
  .transform((value) => {
    const number = Number(value);
    return value === undefined || value === '' || !Number.isFinite(number)
      ? 0.5
      : Math.round(Math.min(1, Math.max(0, number)) * 100) / 100;
  });

/**
 * The collection form, shared by the page and the service: the name is required, the URL is normalised
 * (from the name when left empty) and must keep a letter or digit, the banner is a /media/ path of the
 * store's files (the service checks it is one) with its focal point.
 */
export const collectionFormSchema = z
  .object({
    name: z
      .string({ error: M.required })
      .trim()
      .min(1, M.required)
      .max(COLLECTION_LIMITS.name, M.nameTooLong),
    urlName: trimmed(COLLECTION_LIMITS.urlName, M.urlNameTooLong).optional(),
    description: trimmed(COLLECTION_LIMITS.description, M.descriptionTooLong)
      .optional()
      .transform((value) => value ?? ''),
    banner: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value ? value : null)),
    bannerFocusX: focus,
    bannerFocusY: focus,
    seoTitle: optionalText(COLLECTION_LIMITS.seoTitle, M.seoTitleTooLong),
    seoDescription: optionalText(COLLECTION_LIMITS.seoDescription, M.seoDescriptionTooLong),
  })
  .transform((input, ctx) => {
    const urlName = normaliseUrlName(input.urlName || input.name);
    if (!urlName) {
      ctx.addIssue({ code: 'custom', path: ['urlName'], message: M.urlNameEmpty });
      return z.NEVER;
    }
    return { ...input, urlName };
  });
export type CollectionInput = z.output<typeof collectionFormSchema>;

/** Ids as a form posts them: '12' or '3,1,2'. */
const idList = z
  .string({ error: M.required })
  .trim()
  .regex(/^\d{1,10}(,\d{1,10})*$/, M.required)
  .transform((value) => value.split(',').map(Number));

/** The products in their new order: every product of the collection, each once. */
export const productOrderSchema = z.object({ productIds: idList });

/** Products to add from the picker. */
export const addProductsSchema = z.object({
  productIds: idList.refine(
    (ids) => ids.length <= COLLECTION_LIMITS.addAtOnce,
    M.tooManyProducts(COLLECTION_LIMITS.addAtOnce),
  ),
});

/** One product to take out. */
export const removeProductSchema = z.object({
  productId: z
    .string({ error: M.required })
    .regex(/^\d{1,10}$/, M.noSuchProduct)
    .transform(Number),
});
