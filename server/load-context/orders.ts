import { isAppError } from '../../core/errors';
import { type MailMessage, renderMailBody } from '../../core/mail';
import type {
  AddressInput,
  EditItemsInput,
  OrderLookupInput,
  QuotePricingInput,
  QuoteRequestInput,
  ReturnRequestInput,
} from '../../core/orders';
import type { CardPaymentInput } from '../../core/payments';
import {
  OUTBOX_PERMISSION,
  type OutboxFilter,
  readOutbox,
  requireStaffPermission,
  storeMailBrand,
} from '../../domain/accounts';
import type { ServiceContext } from '../../domain/context';
import {
  acceptQuote,
  confirmQuotePayment,
  editOrderItems,
  emailOrderHistoryLink,
  findOrder,
  invoicePdf,
  listQuotes,
  loadAddressPage,
  loadDeskQuote,
  loadEditPage,
  loadInvoice,
  loadOrderHistory,
  loadQuote,
  loadReturnPage,
  ORDER_NOT_FOUND,
  orderHistoryHash,
  ownOrderHistoryHash,
  payQuote,
  priceQuote,
  type QuotePaymentDeps,
  quotableProducts,
  reorder,
  requestQuote,
  requestReturn,
  updateDeliveryAddress,
} from '../../domain/orders';
import type { PaymentForm } from '../../domain/payments';
import { remillInstructions } from '../../domain/retex';
import { storeOrigin } from '../../domain/stores';
import { dashboardStoreContext, NO_SUCH_STORE } from '../dashboard-store';
import { attempt, type Outcome } from './outcome';
import type { StoreBinding } from './store-binding';

/** The emails with a web version: nothing personal in them, so anyone may read them. */
const WEB_EMAILS: Record<string, (companyName: string) => MailMessage> = {
  'remill-instructions': (companyName) => remillInstructions(companyName, null),
};

/** A domain call's answer as a page needs it: the value, or what to tell the shopper. */
export type OrderOutcome<T> = Outcome<T>;

/** Reading a page's order: a hash that is not this store's (or anything's) is the 404 page, nothing more. */
async function page<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isAppError(error) && (error.status === 404 || error.status === 422))
      throw new Response(error.message, { status: 404 });
    throw error;
  }
}

/**
 * The order services React Router loaders and actions use (domain/orders bound to the request's store and
 * visitor). Reads throw the 404 page for an order of no order or another store; changes answer outcomes.
 */
export function orderServices(bound: StoreBinding) {
  const need = bound.context;
  const request = bound.requestOrNull;
  const client = () => ({ ip: request?.ip || null });
  /** The payment gateway checkout uses (server/checkout.ts): the same provider, the store's account with it. */
  const gateway = () => bound.request().server.checkout.payments;
  const paymentDeps = (origin: string): QuotePaymentDeps => {
    const payments = gateway();
    return {
      provider: payments.provider,
      account: payments.accountFor(need().store.settings.paymentProcessor),
      origin,
    };
  };
  /** A call about one store's orders from the dashboard (platform host only); no such store is 404. */
  const onStore = async <T>(
    storeId: number,
    call: (target: ServiceContext) => Promise<T>,
  ): Promise<OrderOutcome<T>> => {
    const target = await dashboardStoreContext(need(), storeId);
    if (!target) return { ok: false, status: 404, message: NO_SUCH_STORE, errors: {} };
    return attempt(() => call(target));
  };
  return {
    /**
     * The quote desk of one store, for its owner and staff on the platform host. The shopper's email links
     * to the store's own origin, never the platform's.
     */
    quoteDesk: {
      list: (storeId: number, page = 1) =>
        onStore(storeId, async (target) => ({
          store: { companyName: target.store.companyName, currency: target.store.settings.currency },
          ...(await listQuotes(target, { page })),
        })),
      /** A hash of no quote of this store (or of an order that is no quote) is 404, as on the shopper's page. */
      quote: async (storeId: number, hash: string) => {
        const outcome = await onStore(storeId, async (target) => ({
          store: { companyName: target.store.companyName, origin: storeOrigin(target.store) },
          quote: await loadDeskQuote(target, hash),
        }));
        return !outcome.ok && outcome.status === 422
          ? { ...outcome, status: 404, message: ORDER_NOT_FOUND, errors: {} }
          : outcome;
      },
      price: (storeId: number, hash: string, input: QuotePricingInput) =>
        onStore(storeId, (target) => priceQuote(target, hash, input, { origin: storeOrigin(target.store) })),
    },

    find: (input: OrderLookupInput) => attempt(() => findOrder(need(), input, client())),
    emailHistoryLink: (input: OrderLookupInput, origin: string) =>
      attempt(() => emailOrderHistoryLink(need(), input, { origin })),
    historyLinkOf: (email: string) => orderHistoryHash(need(), email),
    ownHistoryLink: () => ownOrderHistoryHash(need()),

    invoice: (hash: string) => page(() => loadInvoice(need(), hash)),
    invoicePdf: (hash: string) => page(async () => invoicePdf(await loadInvoice(need(), hash))),
    history: (hash: string) => page(() => loadOrderHistory(need(), hash)),
    reorder: (hash: string) => attempt(() => reorder(need(), hash)),

    returnPage: (hash: string) => page(() => loadReturnPage(need(), hash)),
    requestReturn: (hash: string, input: ReturnRequestInput, origin: string) =>
      attempt(() => requestReturn(need(), hash, input, { origin })),

    editPage: (hash: string) => page(() => loadEditPage(need(), hash)),
    editItems: (hash: string, input: EditItemsInput, origin: string) =>
      attempt(() => editOrderItems(need(), hash, input, { origin })),
    addressPage: (hash: string) => page(() => loadAddressPage(need(), hash)),
    updateAddress: (hash: string, input: AddressInput, origin: string) =>
      attempt(() => updateDeliveryAddress(need(), hash, input, { origin })),

    quotableProducts: () => quotableProducts(need()),
    requestQuote: (input: QuoteRequestInput, origin: string) =>
      attempt(() => requestQuote(need(), input, { origin })),
    quote: (hash: string) => page(() => loadQuote(need(), hash)),
    acceptQuote: (hash: string, input: { terms?: unknown }, origin: string) =>
      attempt(() => acceptQuote(need(), hash, input, { origin })),
    /** What the pay page's card form needs: the provider's browser settings, and whether it is the test one. */
    paymentForm: (): PaymentForm => gateway().formFor(need().store.settings.paymentProcessor),
    pay: (hash: string, input: CardPaymentInput, origin: string) =>
      attempt(() => payQuote(need(), hash, input, paymentDeps(origin))),
    /** Back from the bank's authentication page with the provider's reference: how did the payment end? */
    confirmPayment: (hash: string, reference: string, origin: string) =>
      attempt(() => confirmQuotePayment(need(), hash, reference, paymentDeps(origin))),

    /** Web versions of emails (/teemail/{page}): only those with nothing personal in them. */
    webEmail: async (name: string, origin: string) => {
      const message = Object.hasOwn(WEB_EMAILS, name)
        ? WEB_EMAILS[name]?.(need().store.companyName)
        : undefined;
      if (!message) return null;
      return {
        subject: message.subject,
        html: renderMailBody(message, await storeMailBrand(need(), origin)),
      };
    },

    /** The platform's outbox, for staff with 'outbox.read' (null for anyone else). */
    outbox: async (filter: OutboxFilter) => {
      const allowed = await attempt(() => requireStaffPermission(need(), OUTBOX_PERMISSION));
      if (!allowed.ok) return null;
      return attempt(() => readOutbox(need(), filter));
    },
  };
}

export type OrderServices = ReturnType<typeof orderServices>;
