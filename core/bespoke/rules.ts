import { isPaperType } from '../design/product';
import { PAPER_FACTORY_CODE } from '../orders/flows';
import type { OrderStatusCode } from '../orders/statuses';
import type { MockupState } from './states';

/** The largest mockup image staff may upload. */
export const MOCKUP_MAX_BYTES = 5 * 1024 * 1024;

/** The statuses from which staff may send a mockup: a paid quote, and production before the shopper approves. */
export const MOCKUP_UPLOAD_STATUSES: readonly OrderStatusCode[] = [
  'bespoke_paid',
  'po_confirmed',
  'bespoke_production',
];

/**
 * Decision 0014: after the quote is paid, sending the first mockup starts production (bespoke_paid or
 * po_confirmed → bespoke_production); the shopper's approval moves it on to bespoke_documents_printed.
 * A change request leaves it in production, waiting for the next mockup.
 */
export const MOCKUP_SENT_STATUS: OrderStatusCode = 'bespoke_production';
export const MOCKUP_APPROVED_STATUS: OrderStatusCode = 'bespoke_documents_printed';

/** Where an upload moves the order: into production from a paid quote; nowhere when already there. */
export function mockupUploadMove(status: string): OrderStatusCode | null | 'refused' {
  if (!(MOCKUP_UPLOAD_STATUSES as readonly string[]).includes(status)) return 'refused';
  return status === MOCKUP_SENT_STATUS ? null : MOCKUP_SENT_STATUS;
}

/** The shopper may answer the newest mockup while it waits and the order is still in production. */
export function mayAnswerMockup(status: string, latest: { state: MockupState } | undefined): boolean {
  return status === MOCKUP_SENT_STATUS && latest?.state === 'pending';
}

/**
 * §3/§4: the fulfilment factory of a new order. Paper goods (art prints, stickers: type code printed paper)
 * are made at newport and follow the paper flow; an order that mixes paper and other goods, or has none,
 * follows the normal flow (null): splitting an order between factories is out of scope (decision 0014).
 */
export function fulfilmentFactoryFor(productTypes: readonly (string | null | undefined)[]): string | null {
  if (productTypes.length === 0) return null;
  return productTypes.every((type) => typeof type === 'string' && isPaperType(type))
    ? PAPER_FACTORY_CODE
    : null;
}

/** Shipping moves carry the parcel's tracking code (§4: shipped = complete or bespoke_shipped). */
export function needsTrackingCode(to: string): boolean {
  return to === 'bespoke_shipped' || to === 'complete';
}

export interface FlowStep {
  /** The stage's status names, e.g. 'In production or Documents printed'. */
  name: string;
  codes: readonly string[];
  state: 'done' | 'current' | 'next';
}

/** A flow's stages as steps for an order at `code`: those before are done, its own is current. */
export function flowSteps(
  flow: { stages: readonly (readonly string[])[] },
  code: string,
  nameOf: (code: string) => string,
): FlowStep[] {
  const at = flow.stages.findIndex((stage) => stage.includes(code));
  return flow.stages.map((codes, index) => ({
    name: codes.map(nameOf).join(' or '),
    codes,
    state: index < at ? 'done' : index === at ? 'current' : 'next',
  }));
}
