import { eq } from 'drizzle-orm';
import { itemTotal } from '../../core/orders';
import type { ServiceContext } from '../context';
import { divisions } from '../stores/tables';
import { loadOrder, loadOrderItems, type OrderRecord } from './lookup';
import type { PostalAddress } from './tables';

export interface InvoiceLine {
  name: string;
  description: string;
  sku: string;
  quantity: number;
  /** Unit price including VAT. */
  unitPrice: number;
  /** The VAT rate, in percent, worked out from the unit price and its VAT. */
  vatRate: number;
  vat: number;
  total: number;
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
  totals: {
    goods: number;
    discount: number;
    shipping: number;
    /** VAT lines: goods, shipping, less any VAT discount. */
    vat: { label: string; amount: number }[];
    vatTotal: number;
    net: number;
    total: number;
  };
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
  const lines: InvoiceLine[] = items.map((item) => {
    const unitPrice = item.priceTaxIncluded ? item.price : item.price + item.tax;
    const net = unitPrice - item.tax;
    return {
      name: item.name,
      description: [item.colour, item.size].filter(Boolean).join(', '),
      sku: item.sku,
      quantity: item.quantity,
      unitPrice,
      vatRate: net > 0 ? Math.round((item.tax / net) * 1000) / 10 : 0,
      vat: item.tax * item.quantity,
      total: itemTotal(item),
    };
  });
  const goods = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const vat = [
    { label: 'VAT on goods', amount: order.goodsTax },
    { label: 'VAT on delivery', amount: order.shippingTax },
    ...(order.taxDiscount > 0 ? [{ label: 'VAT discount', amount: -order.taxDiscount }] : []),
  ];
  const vatTotal = vat.reduce((sum, line) => sum + line.amount, 0);
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
    totals: {
      goods,
      discount: order.discount,
      shipping: order.shippingTotal,
      vat,
      vatTotal,
      net: order.total - vatTotal,
      total: order.total,
    },
  };
}
