import { describe, expect, it } from 'vitest';
import {
  BESPOKE_FLOW,
  canTransition,
  flowFor,
  isBespoke,
  isShipped,
  NORMAL_FLOW,
  ORDER_FLOWS,
  PAPER_FLOW,
  percentComplete,
  stageOf,
  transitionProblem,
} from './flows';
import { ORDER_STATUSES } from './statuses';

const flows = Object.values(ORDER_FLOWS);

describe('the order flows of §4', () => {
  it('have the stages of the specification, in order', () => {
    expect(NORMAL_FLOW.stages).toEqual([
      ['new', 'to_be_paid'],
      ['paid'],
      ['processing'],
      ['label_printed', 'printed'],
      ['consolidated', 'packing'],
      ['disputed', 'issue'],
      ['complete', 'exchanged', 'refunded'],
    ]);
    expect(BESPOKE_FLOW.stages).toEqual([
      ['quote', 'bespoke_idle'],
      ['bespoke_requested_terms', 'bespoke_authorised_terms'],
      ['bespoke_mockup', 'bespoke_approved'],
      ['bespoke_paid', 'po_confirmed'],
      ['bespoke_production', 'bespoke_documents_printed'],
      ['bespoke_sorted'],
      ['bespoke_printing'],
      ['bespoke_packing'],
      ['bespoke_shipped', 'bespoke_refunded'],
    ]);
    expect(PAPER_FLOW.stages).toEqual([
      ['new', 'paid'],
      ['processing'],
      ['printed'],
      ['packing'],
      ['disputed', 'issue'],
      ['complete', 'exchanged', 'refunded'],
    ]);
  });

  it('use only seeded status codes, each in one stage of a flow', () => {
    const seeded = new Set<string>(ORDER_STATUSES.map((status) => status.code));
    for (const flow of flows) {
      const codes = flow.stages.flat();
      expect(new Set(codes).size).toBe(codes.length);
      for (const code of codes) expect(seeded.has(code)).toBe(true);
    }
    const covered = new Set(flows.flatMap((flow) => flow.stages.flat()));
    expect([...seeded].filter((code) => !covered.has(code as never))).toEqual([]);
  });

  it.each(flows.map((flow) => [flow.name, flow] as const))(
    '%s: every code has a row in the table, and moves stay inside the flow',
    (_name, flow) => {
      const codes = new Set<string>(flow.stages.flat());
      expect(Object.keys(flow.transitions).sort()).toEqual([...codes].sort());
      for (const [from, targets] of Object.entries(flow.transitions)) {
        for (const to of targets ?? []) {
          expect(codes.has(to)).toBe(true);
          expect(to).not.toBe(from);
        }
      }
      expect(codes.has(flow.initial)).toBe(true);
      expect(stageOf(flow, flow.initial)).toBe(0);
    },
  );

  it.each(flows.map((flow) => [flow.name, flow] as const))(
    '%s: every code can be reached from the initial one',
    (_name, flow) => {
      const seen = new Set<string>([flow.initial]);
      const queue: string[] = [flow.initial];
      while (queue.length > 0) {
        const code = queue.shift() as keyof typeof flow.transitions;
        for (const next of flow.transitions[code] ?? []) {
          if (!seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
        }
      }
      expect([...seen].sort()).toEqual([...flow.stages.flat()].sort());
    },
  );

  it('has terminal codes with no way out', () => {
    expect(NORMAL_FLOW.transitions.refunded).toEqual([]);
    expect(NORMAL_FLOW.transitions.exchanged).toEqual([]);
    expect(PAPER_FLOW.transitions.refunded).toEqual([]);
    expect(BESPOKE_FLOW.transitions.bespoke_refunded).toEqual([]);
  });
});

describe('percent complete = stage position / (stage count − 1)', () => {
  it.each([
    [NORMAL_FLOW, 'new', 0],
    [NORMAL_FLOW, 'to_be_paid', 0],
    [NORMAL_FLOW, 'paid', 1 / 6],
    [NORMAL_FLOW, 'processing', 2 / 6],
    [NORMAL_FLOW, 'label_printed', 3 / 6],
    [NORMAL_FLOW, 'packing', 4 / 6],
    [NORMAL_FLOW, 'issue', 5 / 6],
    [NORMAL_FLOW, 'complete', 1],
    [NORMAL_FLOW, 'refunded', 1],
    [PAPER_FLOW, 'paid', 0],
    [PAPER_FLOW, 'printed', 2 / 5],
    [PAPER_FLOW, 'complete', 1],
    [BESPOKE_FLOW, 'quote', 0],
    [BESPOKE_FLOW, 'bespoke_sorted', 5 / 8],
    [BESPOKE_FLOW, 'bespoke_shipped', 1],
  ] as const)('%#: %s in %s', (flow, code, expected) => {
    expect(percentComplete(flow, code)).toBeCloseTo(expected, 10);
  });

  it('is 0 for a code the flow does not have', () => {
    expect(percentComplete(PAPER_FLOW, 'label_printed')).toBe(0);
    expect(stageOf(PAPER_FLOW, 'label_printed')).toBe(-1);
  });
});

describe('history rules', () => {
  it('bespoke = ever in quote', () => {
    expect(isBespoke(['quote', 'bespoke_mockup'])).toBe(true);
    expect(isBespoke(['bespoke_idle'])).toBe(false);
    expect(isBespoke(['new', 'paid'])).toBe(false);
  });

  it('shipped = ever complete or bespoke_shipped', () => {
    expect(isShipped(['new', 'paid', 'complete', 'refunded'])).toBe(true);
    expect(isShipped(['quote', 'bespoke_shipped'])).toBe(true);
    expect(isShipped(['new', 'paid', 'packing'])).toBe(false);
  });

  it('chooses bespoke when quote was reached, paper for the newport factory, else normal', () => {
    expect(flowFor({ history: ['quote'], fulfillmentFactory: 'newport' })).toBe(BESPOKE_FLOW);
    expect(flowFor({ history: ['new', 'paid'], fulfillmentFactory: 'newport' })).toBe(PAPER_FLOW);
    expect(flowFor({ history: ['new'], fulfillmentFactory: ' Newport ' })).toBe(PAPER_FLOW);
    expect(flowFor({ history: ['new', 'paid'], fulfillmentFactory: 'isle-of-wight' })).toBe(NORMAL_FLOW);
    expect(flowFor({ history: [] })).toBe(NORMAL_FLOW);
  });
});

describe('transitions', () => {
  it.each([
    [NORMAL_FLOW, 'new', 'paid', true],
    [NORMAL_FLOW, 'new', 'to_be_paid', true],
    [NORMAL_FLOW, 'to_be_paid', 'paid', true],
    [NORMAL_FLOW, 'paid', 'processing', true],
    [NORMAL_FLOW, 'issue', 'processing', true],
    [NORMAL_FLOW, 'new', 'complete', false],
    [NORMAL_FLOW, 'refunded', 'paid', false],
    [NORMAL_FLOW, 'paid', 'quote', false],
    [PAPER_FLOW, 'processing', 'label_printed', false],
    [PAPER_FLOW, 'processing', 'printed', true],
    [BESPOKE_FLOW, 'quote', 'bespoke_mockup', true],
    [BESPOKE_FLOW, 'bespoke_approved', 'po_confirmed', true],
    [BESPOKE_FLOW, 'bespoke_packing', 'bespoke_shipped', true],
    [BESPOKE_FLOW, 'quote', 'bespoke_shipped', false],
    [BESPOKE_FLOW, 'bespoke_authorised_terms', 'bespoke_paid', true],
    [BESPOKE_FLOW, 'bespoke_requested_terms', 'bespoke_paid', false],
  ] as const)('%#: %s → %s in %s is %s', (flow, from, to, allowed) => {
    expect(canTransition(flow, from, to)).toBe(allowed);
  });

  it('explains a refused move with the statuses by name', () => {
    expect(transitionProblem(NORMAL_FLOW, 'refunded', 'paid')).toBe(
      'An order cannot move from Refunded to Paid',
    );
    expect(transitionProblem(NORMAL_FLOW, 'new', 'paid')).toBeNull();
  });
});
