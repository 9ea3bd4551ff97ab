import { eq } from 'drizzle-orm';
import { type InvoiceRow, type InvoiceTotals, invoiceFigures, invoiceRow } from '../../core/orders';
import type { ServiceContext } from '../context';
import { divisions } from '../stores/tables';
import { loadOrder, loadOrderItems, type OrderRecord } from './lookup';
import type { PostalAddress } from './tables';

/** An invoice row (core/orders `InvoiceRow`) with what was bought. */
export interface InvoiceLine extends InvoiceRow {
  name: string;
  description: string;
  sku: string;
}

export interface Invoice {
  number: string;
  orderNumber: number;
  orderHash: string;
  /** A pro forma invoice until the order is paid. */
  paid: boolean;
  issuedAt: Date;
  currency: string;
  seller: {
    companyName: string;
    address: string | null;
    email: string | null;
    vatNumber: string | null;
    companyNumber: string | null;
  };
  buyer: PostalAddress | null;
  email: string;
  deliverTo: PostalAddress | null;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
}

const PAID_CODES = ['paid', 'bespoke_paid', 'po_confirmed'];
const UNPAID_CODES = [
  'new',
  'to_be_paid',
  'quote',
  'bespoke_idle',
  'bespoke_requested_terms',
  'bespoke_authorised_terms',
  'bespoke_mockup',
  'bespoke_approved',
];

function isPaid(order: OrderRecord): boolean {
  if (order.history.some((entry) => PAID_CODES.includes(entry.code))) return true;
  return !UNPAID_CODES.includes(order.status.code);
}

/** The invoice of an order of this store (404 for any other): seller, buyer, lines and VAT. */
export async function loadInvoice(ctx: ServiceContext, hash: string): Promise<Invoice> {
  const order = await loadOrder(ctx, hash);
  const items = await loadOrderItems(ctx, order.id);
  const [division] = await ctx.db
    .select({ companyName: divisions.companyName, companyInfo: divisions.companyInfo })
    .from(divisions)
    .where(eq(divisions.id, ctx.store.id))
    .limit(1);
  const { totals } = invoiceFigures(items, { total: order.shippingTotal, tax: order.shippingTax });
  const lines = items.map(
    (item): InvoiceLine => ({
      name: item.name,
      description: [item.colour, item.size].filter(Boolean).join(', '),
      sku: item.sku,
      ...invoiceRow(item),
    }),
  );
  const paidAt = order.history.find((entry) => PAID_CODES.includes(entry.code))?.at;
  return {
    number: `INV-${order.number}`,
    orderNumber: order.number,
    orderHash: order.hash,
    paid: isPaid(order),
    issuedAt: paidAt ?? order.createdAt,
    currency: order.currency,
    seller: {
      companyName: division?.companyName ?? ctx.store.companyName,
      address: division?.companyInfo.address ?? null,
      email: division?.companyInfo.email ?? null,
      vatNumber: division?.companyInfo.vatNumber ?? null,
      companyNumber: division?.companyInfo.companyNumber ?? null,
    },
    buyer: order.billing ?? order.shipping,
    email: order.email,
    deliverTo: order.shipping,
    lines,
    totals,
  };
}
