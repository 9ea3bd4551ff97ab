import { describe, expect, it } from 'vitest';
import { BESPOKE_FLOW, canTransition, PAPER_FLOW, percentComplete, statusName } from '../orders';
import {
  flowSteps,
  fulfilmentFactoryFor,
  MOCKUP_APPROVED_STATUS,
  MOCKUP_SENT_STATUS,
  MOCKUP_UPLOAD_STATUSES,
  mayAnswerMockup,
  mockupUploadMove,
  needsTrackingCode,
} from './rules';

describe('mockup approval after payment (decision 0014)', () => {
  it('sending the first mockup of a paid quote starts production; later mockups move nothing', () => {
    expect(mockupUploadMove('bespoke_paid')).toBe('bespoke_production');
    expect(mockupUploadMove('po_confirmed')).toBe('bespoke_production');
    expect(mockupUploadMove('bespoke_production')).toBeNull();
  });

  it('refuses a mockup before payment or once the order is past production', () => {
    for (const code of [
      'quote',
      'bespoke_authorised_terms',
      'bespoke_documents_printed',
      'bespoke_shipped',
      'paid',
    ])
      expect(mockupUploadMove(code)).toBe('refused');
  });

  it('uses only moves the bespoke flow allows, and percent complete never goes back', () => {
    for (const from of MOCKUP_UPLOAD_STATUSES)
      if (from !== MOCKUP_SENT_STATUS) {
        expect(canTransition(BESPOKE_FLOW, from, MOCKUP_SENT_STATUS)).toBe(true);
        expect(percentComplete(BESPOKE_FLOW, MOCKUP_SENT_STATUS)).toBeGreaterThan(
          percentComplete(BESPOKE_FLOW, from),
        );
      }
    expect(canTransition(BESPOKE_FLOW, MOCKUP_SENT_STATUS, MOCKUP_APPROVED_STATUS)).toBe(true);
    expect(percentComplete(BESPOKE_FLOW, MOCKUP_APPROVED_STATUS)).toBe(
      percentComplete(BESPOKE_FLOW, MOCKUP_SENT_STATUS),
    );
  });

  it('lets the shopper answer only the newest mockup while it waits, in production', () => {
    expect(mayAnswerMockup('bespoke_production', { state: 'pending' })).toBe(true);
    expect(mayAnswerMockup('bespoke_production', { state: 'approved' })).toBe(false);
    expect(mayAnswerMockup('bespoke_production', { state: 'changes_requested' })).toBe(false);
    expect(mayAnswerMockup('bespoke_production', undefined)).toBe(false);
    expect(mayAnswerMockup('bespoke_documents_printed', { state: 'pending' })).toBe(false);
  });
});

describe('fulfilment factory at checkout (§3 paper products, §4 paper flow)', () => {
  it('is newport when every item is a paper product', () => {
    expect(fulfilmentFactoryFor(['printed-paper'])).toBe('newport');
    expect(fulfilmentFactoryFor(['printed-paper', 'Printed Paper', 'printed_paper'])).toBe('newport');
  });

  it('is none for garments, bags, a mixed order or an order without items', () => {
    expect(fulfilmentFactoryFor(['garment'])).toBeNull();
    expect(fulfilmentFactoryFor(['bag', 'garment'])).toBeNull();
    expect(fulfilmentFactoryFor(['printed-paper', 'garment'])).toBeNull();
    expect(fulfilmentFactoryFor(['printed-paper', null])).toBeNull();
    expect(fulfilmentFactoryFor([])).toBeNull();
  });
});

describe('shipping and steps', () => {
  it('asks for a tracking code only when shipping', () => {
    expect(needsTrackingCode('bespoke_shipped')).toBe(true);
    expect(needsTrackingCode('complete')).toBe(true);
    expect(needsTrackingCode('bespoke_packing')).toBe(false);
    expect(needsTrackingCode('packing')).toBe(false);
  });

  it("shows a flow's stages as done, current and next", () => {
    const steps = flowSteps(PAPER_FLOW, 'printed', statusName);
    expect(steps.map((step) => step.name)).toEqual([
      'New or Paid',
      'Processing',
      'Printed',
      'Packing',
      'Disputed or Issue',
      'Complete or Exchanged or Refunded',
    ]);
    expect(steps.map((step) => step.state)).toEqual(['done', 'done', 'current', 'next', 'next', 'next']);
    expect(flowSteps(BESPOKE_FLOW, 'bespoke_documents_printed', statusName)[4]).toEqual({
      name: 'In production or Documents printed',
      codes: ['bespoke_production', 'bespoke_documents_printed'],
      state: 'current',
    });
  });
});
