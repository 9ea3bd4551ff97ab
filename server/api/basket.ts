import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BASKET_HINT_COOKIE, BASKET_HINT_MAX_AGE_SECONDS } from '../../core/basket/hint-cookie';
import { BASKET_MESSAGES } from '../../core/basket/rules';
import {
  addItemToCartSchema,
  bulkAddItemsSchema,
  emailForLaterSchema,
  favouriteAddSchema,
  favouriteRemoveSchema,
  favouritesRecoverSchema,
  removeLineSchema,
  updateLineSchema,
} from '../../core/basket/schemas';
import { isAppError } from '../../core/errors';
import {
  addFavourite,
  addItemToBasket,
  bulkAddToBasket,
  listBasketItems,
  listFavourites,
  recoverFavourites,
  removeBasketLine,
  removeFavourite,
  updateBasketLine,
} from '../../domain/basket';
import type { Database } from '../../domain/db';
import { emailFavouritesForLater } from '../../domain/favourites-for-later';
import { serviceContext } from './context';
import type { ApiRoutes } from './route';

const basketLine = z.object({
  key: z.string(),
  quantity: z.number().int().min(1).max(999),
  name: z.string(),
  priceIncTax: z.number().int().describe('unit price with tax, minor units of the store currency'),
  image: z.string().nullable(),
  options: z.object({ Colour: z.string(), Size: z.string() }),
  productUuid: z.string(),
  productUrl: z.string(),
  variantId: z.string(),
});
const itemsResponse = z.object({ items: z.array(basketLine) });

const favouriteItem = z.object({
  key: z.string(),
  productId: z.number(),
  productUuid: z.string(),
  productUrl: z.string(),
  name: z.string(),
  price: z.number().int(),
  salePrice: z.number().int().nullable(),
  image: z.string().nullable(),
  colour: z.string().nullable(),
  size: z.string().nullable(),
  options: z.object({ Colour: z.string().nullable(), Size: z.string().nullable() }),
  addToBasket: z
    .object({ colour: z.string(), sizes: z.array(z.string()) })
    .nullable()
    .describe("the colour 'Add to basket' takes and its sizes for sale; null when it cannot be bought"),
});
const favouritesResponse = z.object({ favourites: z.array(favouriteItem) });

/**
 * Tells the page cache this browser's pages are personal now, and the storefront that its header counts
 * are worth reading (core/basket hint cookie).
 */
function markPersonal(request: FastifyRequest, reply: FastifyReply): void {
  reply.setCookie(BASKET_HINT_COOKIE, '1', {
    path: '/',
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: BASKET_HINT_MAX_AGE_SECONDS,
  });
}

/** The origin the shopper sees, for the link in the favourites email. */
function originOf(request: FastifyRequest): string {
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  // The host is one the tenant plugin recognised as a store (otherwise: 404 before this).
  return `${protocol}://${(request.headers.host ?? 'localhost').trim().toLowerCase()}`;
}

const STORE_ERRORS = { 404: 'No store at this host' };
const FAVOURITES_ERRORS = { 404: 'No store at this host, or favourites are off in this store' };

/** §7 basket and favourites calls: the visitor's (or signed-in customer's) carts and favourites. */
export function registerBasketRoutes(app: FastifyInstance, routes: ApiRoutes, db: Database): void {
  app.register(async (scope) => {
    // Baskets and favourites are personal: never stored by a cache.
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Cache-Control', 'no-store');
      return payload;
    });

    routes.define(scope, {
      method: 'POST',
      url: '/frontend/product/addItemToCart/',
      summary:
        "Adds an item (productId or productUrl, productColor, productSize, quantity; or variantId) to the named cart ('main' by default); answers the cart",
      tags: ['basket'],
      body: addItemToCartSchema,
      response: itemsResponse,
      errors: {
        ...STORE_ERRORS,
        422: "Bad item, or 'Oops... Looks like this product is no longer available' (another store's, disabled)",
      },
      handler: async ({ body }, request, reply) => {
        const answer = await addItemToBasket(serviceContext(request, db), body);
        markPersonal(request, reply);
        return answer;
      },
    });

    routes.define(scope, {
      method: 'POST',
      url: '/frontend/product/bulkAddItemsToCart/',
      summary:
        'Adds several items at once, all or none; answers the cart and, when a quantity was capped at 999, a message',
      tags: ['basket'],
      body: bulkAddItemsSchema,
      response: itemsResponse.extend({ message: z.string().optional() }),
      errors: {
        ...STORE_ERRORS,
        400: "An item is not available: 'Oops... Looks like this product is no longer available'; nothing added",
        422: "No items: 'No items were added to basket'; or a malformed item",
      },
      handler: async ({ body }, request, reply) => {
        try {
          const answer = await bulkAddToBasket(serviceContext(request, db), body);
          markPersonal(request, reply);
          return answer;
        } catch (error) {
          // §8: a bulk add that fails on availability answers 400.
          if (isAppError(error) && error.message === BASKET_MESSAGES.productNoLongerAvailable)
            return reply.code(400).send({ message: error.message, errors: error.errors });
          throw error;
        }
      },
    });

    routes.define(scope, {
      method: 'POST',
      url: '/basket/remove/',
      summary: 'Takes a line (by key) out of the named cart; answers the cart',
      tags: ['basket'],
      body: removeLineSchema,
      response: itemsResponse,
      errors: { 404: "No store at this host, or no such line in this shopper's cart" },
      handler: ({ body }, request) => removeBasketLine(serviceContext(request, db), body),
    });

    routes.define(scope, {
      method: 'POST',
      url: '/basket/update/',
      summary: "Sets a line's quantity (a whole number from 1 to 999); answers the line's cart",
      tags: ['basket'],
      body: updateLineSchema,
      response: itemsResponse,
      errors: {
        404: "No store at this host, or no such line in this shopper's baskets",
        422: "'Please choose a quantity from 1 to 999'",
      },
      handler: ({ body }, request) => updateBasketLine(serviceContext(request, db), body),
    });

    routes.define(scope, {
      method: 'GET',
      url: '/basket/favourites/list/',
      summary: "The shopper's favourites, newest first",
      tags: ['favourites'],
      response: favouritesResponse,
      errors: FAVOURITES_ERRORS,
      handler: (_input, request) => listFavourites(serviceContext(request, db)),
    });

    routes.define(scope, {
      method: 'POST',
      url: '/basket/favourites/add/',
      summary:
        'Keeps a product (productId or productUrl) as a favourite, with the colour and size looked at; at most 200',
      tags: ['favourites'],
      body: favouriteAddSchema,
      response: favouritesResponse,
      errors: { ...FAVOURITES_ERRORS, 422: 'Product not available, bad colour or size, or 200 already kept' },
      handler: async ({ body }, request, reply) => {
        const answer = await addFavourite(serviceContext(request, db), body);
        markPersonal(request, reply);
        return answer;
      },
    });

    routes.define(scope, {
      method: 'POST',
      url: '/basket/favourites/remove/',
      summary: 'Drops a favourite, by key or by product',
      tags: ['favourites'],
      body: favouriteRemoveSchema,
      response: favouritesResponse,
      errors: { 404: "No store at this host, favourites off, or not one of this shopper's favourites" },
      handler: ({ body }, request) => removeFavourite(serviceContext(request, db), body),
    });

    routes.define(scope, {
      method: 'POST',
      url: '/basket/favourites/recover/',
      summary: 'Restores the favourites kept by an email-for-later link (br, from /favourites/?br=…)',
      tags: ['favourites'],
      body: favouritesRecoverSchema,
      response: favouritesResponse,
      errors: { ...FAVOURITES_ERRORS, 422: "'This favourites link is not valid or has expired'" },
      handler: async ({ body }, request, reply) => {
        const answer = await recoverFavourites(serviceContext(request, db), body);
        markPersonal(request, reply);
        return answer;
      },
    });

    routes.define(scope, {
      method: 'POST',
      url: '/basket/favourites/email-for-later',
      summary:
        "Emails the shopper a link that restores their favourites (queued 'favourites-for-later' email, 90 days)",
      tags: ['favourites'],
      body: emailForLaterSchema,
      response: z.object({ message: z.string() }),
      errors: {
        ...FAVOURITES_ERRORS,
        422: 'Bad email, or no favourites to send',
        429: 'Too many of these emails from this shopper or to this address in an hour',
      },
      handler: ({ body }, request) =>
        emailFavouritesForLater(serviceContext(request, db), body, { origin: originOf(request) }),
    });

    // Declared after the favourites routes; find-my-way prefers the static 'favourites' segment anyway.
    routes.define(scope, {
      method: 'GET',
      url: '/basket/:name/list/',
      summary: "The lines of the shopper's named cart (main, or another name)",
      tags: ['basket'],
      params: z.object({ name: removeLineSchema.shape.name }),
      response: itemsResponse,
      errors: STORE_ERRORS,
      handler: async ({ params }, request) => ({
        items: await listBasketItems(serviceContext(request, db), params.name),
      }),
    });
  });
}
