import type { MailBlock, MailMessage } from '../../core/mail';
import { countryName, orderDate, orderMoney } from '../../core/orders';
import type { OrderItemRecord, OrderRecord } from './lookup';
import type { PostalAddress } from './tables';

/** The order emails, as mail-layout blocks; queueMail renders them with the store's brand. */

const itemLabel = (item: Pick<OrderItemRecord, 'name' | 'colour' | 'size'>) =>
  [item.name, [item.colour, item.size].filter(Boolean).join(', ')].filter(Boolean).join(' — ');

export function addressLines(address: PostalAddress): string[] {
  return [
    address.name,
    address.company,
    address.line1,
    address.line2,
    address.city,
    address.county,
    address.postcode,
    countryName(address.country),
    address.eoriNumber ? `EORI ${address.eoriNumber}` : null,
  ].filter((line): line is string => Boolean(line));
}

export function returnInstructionsEmail(input: {
  order: OrderRecord;
  reference: string;
  items: { item: OrderItemRecord; quantity: number }[];
  deadline: Date;
  returnAddress: string | null;
  pageUrl: string;
}): MailMessage {
  const { order } = input;
  return {
    subject: `Your return for order #${order.number}`,
    blocks: [
      { kind: 'heading', text: 'How to return your items' },
      {
        kind: 'paragraph',
        text: `We have your return request ${input.reference} for order #${order.number}. Please send these items back:`,
      },
      { kind: 'list', items: input.items.map(({ item, quantity }) => `${quantity} × ${itemLabel(item)}`) },
      {
        kind: 'paragraph',
        text: [
          '1. Pack the items securely, unworn and unwashed, with their labels.',
          `2. Put a note inside with your return reference ${input.reference} and your order number #${order.number}.`,
          input.returnAddress
            ? `3. Post the parcel to:\n${input.returnAddress}`
            : '3. Post the parcel to the return address on your delivery note.',
          `4. Send it by ${orderDate(input.deadline)} and keep your proof of postage.`,
        ].join('\n'),
      },
      {
        kind: 'paragraph',
        text: 'We will let you know when your return arrives, and refund you to your original payment method.',
      },
      { kind: 'action', text: 'See your order', url: input.pageUrl },
    ],
  };
}

export function orderUpdatedEmail(input: {
  order: OrderRecord;
  items: OrderItemRecord[];
  refundDue: number;
  pageUrl: string;
}): MailMessage {
  const { order } = input;
  const blocks: MailBlock[] = [
    { kind: 'heading', text: `Order #${order.number} has been updated` },
    { kind: 'paragraph', text: 'You changed your order. This is what we will make for you now:' },
    {
      kind: 'table',
      rows: [
        ...input.items.map((item) => ({
          label: `${item.quantity} × ${itemLabel(item)}`,
          value: orderMoney(item.total, order.currency),
        })),
        { label: 'Total', value: orderMoney(order.total, order.currency), emphasis: true },
      ],
    },
  ];
  if (input.refundDue > 0)
    blocks.push({
      kind: 'paragraph',
      text: `We will refund ${orderMoney(input.refundDue, order.currency)} to your original payment method.`,
    });
  blocks.push({ kind: 'action', text: 'See your order', url: input.pageUrl });
  blocks.push({ kind: 'note', text: 'If you did not make this change, please contact us straight away.' });
  return { subject: `Your order #${order.number} has been updated`, blocks };
}

export function addressUpdatedEmail(input: {
  order: OrderRecord;
  address: PostalAddress;
  pageUrl: string;
}): MailMessage {
  return {
    subject: `New delivery address for order #${input.order.number}`,
    blocks: [
      { kind: 'heading', text: 'Your delivery address has changed' },
      { kind: 'paragraph', text: `We will deliver order #${input.order.number} to:` },
      { kind: 'paragraph', text: addressLines(input.address).join('\n') },
      { kind: 'action', text: 'See your order', url: input.pageUrl },
      { kind: 'note', text: 'If you did not make this change, please contact us straight away.' },
    ],
  };
}

export interface QuoteLineSummary {
  name: string;
  colour: string | null;
  quantity: number;
}

export function quoteRequestedEmail(input: {
  number: number;
  name: string;
  lines: QuoteLineSummary[];
  deadline: string | null;
  quoteUrl: string;
}): MailMessage {
  return {
    subject: `We have your quote request #${input.number}`,
    blocks: [
      { kind: 'heading', text: 'Thank you for your quote request' },
      {
        kind: 'paragraph',
        text: `Hello ${input.name}, we are pricing your order and will email you the quote, usually within two working days.`,
      },
      {
        kind: 'list',
        items: input.lines.map(
          (line) =>
            `${line.quantity.toLocaleString('en-GB')} × ${line.name}${line.colour ? ` (${line.colour})` : ''}`,
        ),
      },
      ...(input.deadline
        ? [{ kind: 'paragraph', text: `Needed by ${orderDate(input.deadline)}.` } as const]
        : []),
      { kind: 'action', text: 'See your quote', url: input.quoteUrl },
    ],
  };
}

export function quoteRequestReceivedEmail(input: {
  number: number;
  contact: { name: string; email: string; phone: string | null; company: string | null };
  lines: QuoteLineSummary[];
  deadline: string | null;
  notes: string | null;
}): MailMessage {
  return {
    subject: `New quote request #${input.number}`,
    blocks: [
      { kind: 'heading', text: `Quote request #${input.number}` },
      {
        kind: 'table',
        rows: [
          { label: 'Name', value: input.contact.name },
          { label: 'Email', value: input.contact.email },
          ...(input.contact.phone ? [{ label: 'Phone', value: input.contact.phone }] : []),
          ...(input.contact.company ? [{ label: 'Company', value: input.contact.company }] : []),
          ...(input.deadline ? [{ label: 'Needed by', value: orderDate(input.deadline) }] : []),
        ],
      },
      {
        kind: 'list',
        items: input.lines.map(
          (line) =>
            `${line.quantity.toLocaleString('en-GB')} × ${line.name}${line.colour ? ` (${line.colour})` : ''}`,
        ),
      },
      ...(input.notes ? [{ kind: 'paragraph', text: input.notes } as const] : []),
    ],
  };
}

export function quoteReadyEmail(input: {
  order: OrderRecord;
  validUntil: Date | null;
  quoteUrl: string;
}): MailMessage {
  return {
    subject: `Your quote #${input.order.number} is ready`,
    blocks: [
      { kind: 'heading', text: 'Your quote is ready' },
      {
        kind: 'paragraph',
        text: `Your quote comes to ${orderMoney(input.order.total, input.order.currency)}, VAT included.${
          input.validUntil ? ` It is valid until ${orderDate(input.validUntil)}.` : ''
        }`,
      },
      { kind: 'action', text: 'Review and accept your quote', url: input.quoteUrl },
    ],
  };
}

export function quoteAcceptedEmail(input: { order: OrderRecord; payUrl: string }): MailMessage {
  return {
    subject: `You accepted quote #${input.order.number}`,
    blocks: [
      { kind: 'heading', text: 'Thank you for accepting your quote' },
      {
        kind: 'paragraph',
        text: `Once you have paid ${orderMoney(input.order.total, input.order.currency)}, we will start on your order.`,
      },
      { kind: 'action', text: 'Pay for your order', url: input.payUrl },
    ],
  };
}
