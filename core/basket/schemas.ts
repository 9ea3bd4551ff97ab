import { z } from 'zod';
import * as messages from '../validation/messages';
import { zEmail } from '../validation/zod';
import { BASKET_MESSAGES, DEFAULT_CART_NAME, MAX_BULK_ITEMS, MAX_QUANTITY, MIN_QUANTITY } from './rules';

/**
 * The §7 basket and favourites payloads. Isomorphic: the API validates with them, and the storefront's
 * forms and actions share them.
 */

/** A whole number from 1 to 999; form values ('3') are read as numbers. */
export const quantitySchema = z.coerce
  .number({ error: BASKET_MESSAGES.quantity })
  .int(BASKET_MESSAGES.quantity)
  .min(MIN_QUANTITY, BASKET_MESSAGES.quantity)
  .max(MAX_QUANTITY, BASKET_MESSAGES.quantity);

/** A cart's name ('main' unless given): letters, digits, dashes and underscores; never 'favourites'. */
export const cartNameSchema = z
  .string({ error: BASKET_MESSAGES.cartName })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,50}$/, BASKET_MESSAGES.cartName)
  .refine((name) => name.toLowerCase() !== 'favourites', BASKET_MESSAGES.cartName)
  .default(DEFAULT_CART_NAME);

/** A product named by its id (number, numeric string or uuid) or its url name. */
const productIdSchema = z.union([
  z.number().int().positive(),
  z.string().trim().min(1, BASKET_MESSAGES.chooseProduct).max(100),
]);
const productUrlSchema = z.string().trim().min(1, BASKET_MESSAGES.chooseProduct).max(200);
const optionText = (max: number) => z.string().trim().max(max).optional();

/**
 * One item to add (§7 item): a variant by its id (the embedded-frame message), or a product (productId or
 * productUrl) with productColor and productSize; quantity 1 unless given.
 */
export const basketItemSchema = z
  .object({
    variantId: z.string().trim().min(1, BASKET_MESSAGES.chooseProduct).max(200).optional(),
    productId: productIdSchema.optional(),
    productUrl: productUrlSchema.optional(),
    productColor: optionText(100),
    productSize: optionText(50),
    quantity: quantitySchema.default(1),
  })
  .superRefine((item, ctx) => {
    if (item.variantId) return;
    if (item.productId === undefined && item.productUrl === undefined)
      ctx.addIssue({ code: 'custom', path: ['productUrl'], message: BASKET_MESSAGES.chooseProduct });
    if (!item.productColor)
      ctx.addIssue({ code: 'custom', path: ['productColor'], message: BASKET_MESSAGES.chooseColour });
    if (!item.productSize)
      ctx.addIssue({ code: 'custom', path: ['productSize'], message: BASKET_MESSAGES.chooseSize });
  });

export type BasketItemInput = z.input<typeof basketItemSchema>;
export type BasketItem = z.output<typeof basketItemSchema>;

/** POST /frontend/product/addItemToCart/ */
export const addItemToCartSchema = z.object({
  item: basketItemSchema,
  name: cartNameSchema,
});

/** POST /frontend/product/bulkAddItemsToCart/ */
export const bulkAddItemsSchema = z.object({
  items: z
    .array(basketItemSchema, { error: BASKET_MESSAGES.noItemsAdded })
    .min(1, BASKET_MESSAGES.noItemsAdded)
    .max(MAX_BULK_ITEMS, BASKET_MESSAGES.tooManyItems),
  name: cartNameSchema,
});

const lineKeySchema = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(100, BASKET_MESSAGES.lineNotFound);

/** POST /basket/remove/ */
export const removeLineSchema = z.object({ key: lineKeySchema, name: cartNameSchema });

/** POST /basket/update/ */
export const updateLineSchema = z.object({ key: lineKeySchema, quantity: quantitySchema });

/** POST /basket/favourites/add/: a product, with the colour and size the shopper was looking at. */
export const favouriteAddSchema = z
  .object({
    productId: productIdSchema.optional(),
    productUrl: productUrlSchema.optional(),
    colour: optionText(100),
    size: optionText(50),
  })
  .refine((item) => item.productId !== undefined || item.productUrl !== undefined, {
    path: ['productUrl'],
    message: BASKET_MESSAGES.chooseProduct,
  });

export type FavouriteAddInput = z.input<typeof favouriteAddSchema>;

/** POST /basket/favourites/remove/: a favourite by its key, or by its product. */
export const favouriteRemoveSchema = z
  .object({
    key: lineKeySchema.optional(),
    productId: productIdSchema.optional(),
    productUrl: productUrlSchema.optional(),
  })
  .refine((item) => item.key !== undefined || item.productId !== undefined || item.productUrl !== undefined, {
    path: ['key'],
    message: BASKET_MESSAGES.favouriteNotFound,
  });

export type FavouriteRemoveInput = z.input<typeof favouriteRemoveSchema>;

/** POST /basket/favourites/recover/ */
export const favouritesRecoverSchema = z.object({
  br: z
    .string({ error: BASKET_MESSAGES.recoveryInvalid })
    .trim()
    .min(1, BASKET_MESSAGES.recoveryInvalid)
    .max(200, BASKET_MESSAGES.recoveryInvalid),
});

/** POST /basket/favourites/email-for-later */
export const emailForLaterSchema = z.object({ email: zEmail() });
