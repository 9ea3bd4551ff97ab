import { countryName } from '../../core/checkout';
import { formatMoney, money, parseCurrencyCode } from '../../core/money';
import type { Receipt } from '../orders';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function addressLines(address: Receipt['shippingAddress']): string[] {
  if (!address) return [];
  return [
    address.name,
    address.company,
    address.line1,
    address.line2,
    address.city,
    address.county,
    address.postcode,
    countryName(address.country),
  ].filter((line): line is string => Boolean(line));
}

/**
 * The order-confirmation email: items, totals, addresses, payment and the receipt link. Everything the email
 * says is built here, from the receipt, so the mail layout can wrap it as it is.
 */
export function orderConfirmationEmail(
  receipt: Receipt,
  store: { name: string; origin: string },
): EmailContent {
  const currency = parseCurrencyCode(receipt.currency) ?? 'GBP';
  const format = (amount: number) => formatMoney(money(amount, currency));
  const receiptUrl = `${store.origin}${receipt.links.receipt}`;
  const historyUrl = receipt.links.orderHistory ? `${store.origin}${receipt.links.orderHistory}` : null;
  const itemLine = (item: Receipt['items'][number]) => {
    const { Colour, Size, ...others } = item.options;
    const options = [Colour, Size, ...Object.values(others)].filter(Boolean).join(', ');
    return `${item.quantity} × ${item.name}${options ? ` (${options})` : ''}`;
  };
  const totals: [string, string][] = [
    ['Subtotal', format(receipt.subtotal)],
    ...(receipt.discount > 0
      ? [
          [`Discount${receipt.coupon ? ` (${receipt.coupon})` : ''}`, `−${format(receipt.discount)}`] as [
            string,
            string,
          ],
        ]
      : []),
    [
      `Shipping${receipt.shippingMethod ? ` (${receipt.shippingMethod})` : ''}`,
      receipt.shippingTotal === 0 ? 'Free' : format(receipt.shippingTotal),
    ],
    ['Total', format(receipt.total)],
    ['Including VAT', format(receipt.goodsTax + receipt.shippingTax)],
  ];
  const shipping = addressLines(receipt.shippingAddress);
  const billing = addressLines(receipt.billingAddress);
  const subject = `Your ${store.name} order #${receipt.number} is confirmed`;

  const text = [
    `Thank you for your order. We have received your payment and your order #${receipt.number} is being prepared.`,
    ['Your order:', ...receipt.items.map((item) => `${itemLine(item)}: ${format(item.total)}`)].join('\n'),
    totals.map(([label, value]) => `${label}: ${value}`).join('\n'),
    ['Delivering to:', ...shipping].join('\n'),
    ...(billing.length > 0 ? [['Billing address:', ...billing].join('\n')] : []),
    ...(receipt.paymentMethod ? [`Paid with ${receipt.paymentMethod}.`] : []),
    `View your receipt and follow your order: ${receiptUrl}`,
    ...(historyUrl ? [`All your orders with ${store.name}: ${historyUrl}`] : []),
    `— ${store.name}`,
  ].join('\n\n');

  const cell = 'padding:6px 0;border-bottom:1px solid #eee';
  const html = [
    '<!doctype html><html><body style="margin:0;padding:24px;font-family:Lato,Arial,sans-serif;line-height:1.5;color:#222">',
    '<div style="max-width:520px;margin:0 auto">',
    `<h1 style="font-size:22px;margin:0 0 8px">Thank you for your order</h1>`,
    `<p>We have received your payment and your order <strong>#${receipt.number}</strong> is being prepared.</p>`,
    '<table role="presentation" style="width:100%;border-collapse:collapse;margin:16px 0">',
    ...receipt.items.map(
      (item) =>
        `<tr><td style="${cell}">${escapeHtml(itemLine(item))}</td><td style="${cell};text-align:right;white-space:nowrap">${escapeHtml(format(item.total))}</td></tr>`,
    ),
    ...totals.map(
      ([label, value], index) =>
        `<tr><td style="padding:4px 0${index === totals.length - 2 ? ';font-weight:700' : ''}">${escapeHtml(label)}</td><td style="padding:4px 0;text-align:right${index === totals.length - 2 ? ';font-weight:700' : ''}">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<h2 style="font-size:16px;margin:16px 0 4px">Delivering to</h2><p style="margin:0">${shipping.map(escapeHtml).join('<br>')}</p>`,
    ...(billing.length > 0
      ? [
          `<h2 style="font-size:16px;margin:16px 0 4px">Billing address</h2><p style="margin:0">${billing.map(escapeHtml).join('<br>')}</p>`,
        ]
      : []),
    ...(receipt.paymentMethod ? [`<p>Paid with ${escapeHtml(receipt.paymentMethod)}.</p>`] : []),
    `<p style="margin:24px 0"><a href="${escapeHtml(receiptUrl)}" style="display:inline-block;padding:10px 20px;background:#222;color:#fff;text-decoration:none;border-radius:4px">View your receipt</a></p>`,
    ...(historyUrl
      ? [`<p><a href="${escapeHtml(historyUrl)}">All your orders with ${escapeHtml(store.name)}</a></p>`]
      : []),
    `<p style="color:#666">— ${escapeHtml(store.name)}</p>`,
    '</div></body></html>',
  ].join('');
  return { subject, text, html };
}
