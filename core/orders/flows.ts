import { ORDER_STATUSES, type OrderStatusCode } from './statuses';

/**
 * The three order flows of §4. Each is a list of stages (a stage holds alternative codes an order may be in
 * at that point) and a table of the moves allowed from each code. Percent complete is the stage position
 * over the last position; which flow an order follows depends on its history and its fulfilment factory.
 */
export type FlowName = 'normal' | 'bespoke' | 'paper';

export interface OrderFlow {
  name: FlowName;
  stages: readonly (readonly OrderStatusCode[])[];
  /** The codes an order may move to from each code of the flow; terminal codes map to []. */
  transitions: Readonly<Partial<Record<OrderStatusCode, readonly OrderStatusCode[]>>>;
  /** Where a new order of this flow starts. */
  initial: OrderStatusCode;
}

export const NORMAL_FLOW: OrderFlow = {
  name: 'normal',
  initial: 'new',
  stages: [
    ['new', 'to_be_paid'],
    ['paid'],
    ['processing'],
    ['label_printed', 'printed'],
    ['consolidated', 'packing'],
    ['disputed', 'issue'],
    ['complete', 'exchanged', 'refunded'],
  ],
  transitions: {
    new: ['to_be_paid', 'paid'],
    to_be_paid: ['paid'],
    paid: ['processing', 'disputed', 'issue', 'refunded'],
    processing: ['label_printed', 'printed', 'disputed', 'issue', 'refunded'],
    label_printed: ['printed', 'disputed', 'issue'],
    printed: ['consolidated', 'packing', 'disputed', 'issue'],
    consolidated: ['packing', 'disputed', 'issue'],
    packing: ['complete', 'disputed', 'issue'],
    // An issue may send the order back to be made again; a dispute is settled one way or another.
    disputed: ['complete', 'exchanged', 'refunded'],
    issue: ['processing', 'complete', 'exchanged', 'refunded'],
    complete: ['disputed', 'exchanged', 'refunded'],
    exchanged: [],
    refunded: [],
  },
};

export const PAPER_FLOW: OrderFlow = {
  name: 'paper',
  initial: 'new',
  stages: [
    ['new', 'paid'],
    ['processing'],
    ['printed'],
    ['packing'],
    ['disputed', 'issue'],
    ['complete', 'exchanged', 'refunded'],
  ],
  transitions: {
    new: ['paid'],
    paid: ['processing', 'disputed', 'issue', 'refunded'],
    processing: ['printed', 'disputed', 'issue', 'refunded'],
    printed: ['packing', 'disputed', 'issue'],
    packing: ['complete', 'disputed', 'issue'],
    disputed: ['complete', 'exchanged', 'refunded'],
    issue: ['processing', 'complete', 'exchanged', 'refunded'],
    complete: ['disputed', 'exchanged', 'refunded'],
    exchanged: [],
    refunded: [],
  },
};

export const BESPOKE_FLOW: OrderFlow = {
  name: 'bespoke',
  initial: 'quote',
  stages: [
    ['quote', 'bespoke_idle'],
    ['bespoke_requested_terms', 'bespoke_authorised_terms'],
    ['bespoke_mockup', 'bespoke_approved'],
    ['bespoke_paid', 'po_confirmed'],
    ['bespoke_production', 'bespoke_documents_printed'],
    ['bespoke_sorted'],
    ['bespoke_printing'],
    ['bespoke_packing'],
    ['bespoke_shipped', 'bespoke_refunded'],
  ],
  transitions: {
    quote: ['bespoke_idle', 'bespoke_requested_terms', 'bespoke_mockup'],
    bespoke_idle: ['quote', 'bespoke_requested_terms', 'bespoke_mockup'],
    bespoke_requested_terms: ['bespoke_authorised_terms', 'bespoke_idle'],
    // A shopper may pay authorised terms at once; the mockup is then approved in production.
    bespoke_authorised_terms: ['bespoke_mockup', 'bespoke_paid'],
    // A mockup may go back for changes before it is approved, and after.
    bespoke_mockup: ['bespoke_approved', 'bespoke_idle'],
    bespoke_approved: ['bespoke_mockup', 'bespoke_paid', 'po_confirmed'],
    // A purchase order is confirmed first and paid later, or paid outright.
    po_confirmed: ['bespoke_paid', 'bespoke_production', 'bespoke_refunded'],
    bespoke_paid: ['bespoke_production', 'bespoke_refunded'],
    bespoke_production: ['bespoke_documents_printed', 'bespoke_refunded'],
    bespoke_documents_printed: ['bespoke_sorted'],
    bespoke_sorted: ['bespoke_printing'],
    bespoke_printing: ['bespoke_packing'],
    bespoke_packing: ['bespoke_shipped'],
    bespoke_shipped: ['bespoke_refunded'],
    bespoke_refunded: [],
  },
};

export const ORDER_FLOWS: Readonly<Record<FlowName, OrderFlow>> = {
  normal: NORMAL_FLOW,
  bespoke: BESPOKE_FLOW,
  paper: PAPER_FLOW,
};

/** The fulfilment factory whose orders follow the paper flow. */
export const PAPER_FACTORY_CODE = 'newport';

const STATUS_NAMES: ReadonlyMap<string, string> = new Map(ORDER_STATUSES.map((s) => [s.code, s.name]));

export function statusName(code: string): string {
  return STATUS_NAMES.get(code) ?? code;
}

/** Bespoke order: it was ever in quote. */
export function isBespoke(history: readonly string[]): boolean {
  return history.includes('quote');
}

/** Shipped: it was ever complete or bespoke_shipped. */
export function isShipped(history: readonly string[]): boolean {
  return history.includes('complete') || history.includes('bespoke_shipped');
}

/** Bespoke if quote was reached, paper when fulfilled by the newport factory, else normal. */
export function flowFor(order: {
  history: readonly string[];
  fulfillmentFactory?: string | null;
}): OrderFlow {
  if (isBespoke(order.history)) return BESPOKE_FLOW;
  if (order.fulfillmentFactory?.trim().toLowerCase() === PAPER_FACTORY_CODE) return PAPER_FLOW;
  return NORMAL_FLOW;
}

/** The stage position of a code in a flow, or -1 when the flow has no such code. */
export function stageOf(flow: OrderFlow, code: string): number {
  return flow.stages.findIndex((stage) => (stage as readonly string[]).includes(code));
}

/** Stage position / (stage count − 1), from 0 to 1; 0 for a code the flow does not have. */
export function percentComplete(flow: OrderFlow, code: string): number {
  const position = stageOf(flow, code);
  if (position < 0) return 0;
  return position / (flow.stages.length - 1);
}

export function canTransition(flow: OrderFlow, from: string, to: string): boolean {
  const allowed = flow.transitions[from as OrderStatusCode];
  return Boolean(allowed && (allowed as readonly string[]).includes(to));
}

/** Why a move is refused, or null when the flow allows it. */
export function transitionProblem(flow: OrderFlow, from: string, to: string): string | null {
  if (canTransition(flow, from, to)) return null;
  return `An order cannot move from ${statusName(from)} to ${statusName(to)}`;
}
