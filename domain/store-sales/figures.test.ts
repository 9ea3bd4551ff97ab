import { describe, expect, it } from 'vitest';
import {
  profitPerMonth,
  type SaleFact,
  type SalesFacts,
  salesDays,
  salesInteractions,
  salesSummary,
} from './figures';

const NOW = new Date('2026-03-10T15:00:00Z');
const sale = (at: string, amount: number, extra: Partial<SaleFact> = {}): SaleFact => ({
  orderId: 1,
  at: new Date(at),
  amount,
  email: 'a@example.com',
  units: 1,
  cost: 0,
  ...extra,
});

describe('sales per day', () => {
  const facts: SalesFacts = {
    sales: [
      sale('2026-03-10T09:00:00Z', 2599),
      sale('2026-03-10T23:59:59Z', 1), // later than now: not yet
      sale('2026-03-08T00:00:00Z', 1001, { email: 'B@example.com' }),
      sale('2026-03-03T23:59:59Z', 500), // the day before a 7-day range starts
    ],
    refunds: [{ orderId: 1, at: new Date('2026-03-10T10:00:00Z'), amount: 599 }],
  };

  it('has every day of the range, oldest first, and zero on days without orders', () => {
    const days = salesDays(facts, 7, NOW);
    expect(days.map((day) => day.date)).toEqual([
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(days[0]).toEqual({ date: '2026-03-04', orders: 0, revenue: 0, refunds: 0, net: 0 });
    expect(days[4]).toEqual({ date: '2026-03-08', orders: 1, revenue: 1001, refunds: 0, net: 1001 });
  });

  it('keeps minor units and subtracts refunds on their own day', () => {
    const today = salesDays(facts, 7, NOW).at(-1);
    expect(today).toEqual({ date: '2026-03-10', orders: 1, revenue: 2599, refunds: 599, net: 2000 });
    expect(salesSummary(salesDays(facts, 7, NOW))).toEqual({
      orders: 2,
      revenue: 3600,
      refunds: 599,
      net: 3001,
      averageOrder: 1501,
    });
  });

  it('widens to 30 and 90 days', () => {
    expect(salesDays(facts, 30, NOW)).toHaveLength(30);
    expect(salesDays(facts, 90, NOW)[0]?.date).toBe('2025-12-11');
    expect(salesSummary(salesDays(facts, 30, NOW)).orders).toBe(3);
  });

  it('answers zeroes, not a division by zero, for a store without sales', () => {
    expect(salesSummary(salesDays({ sales: [], refunds: [] }, 7, NOW))).toEqual({
      orders: 0,
      revenue: 0,
      refunds: 0,
      net: 0,
      averageOrder: 0,
    });
  });

  it('counts customers by address whatever its case, units and refunds', () => {
    const many: SalesFacts = {
      sales: [
        sale('2026-03-09T00:00:00Z', 100, { email: 'a@example.com', units: 2 }),
        sale('2026-03-09T00:00:00Z', 100, { email: 'A@Example.com ', units: 3 }),
        sale('2026-03-09T00:00:00Z', 100, { email: 'b@example.com', units: 1 }),
      ],
      refunds: [{ orderId: 1, at: new Date('2026-03-09T12:00:00Z'), amount: 50 }],
    };
    expect(salesInteractions(many, 7, NOW)).toEqual({ orders: 3, customers: 2, unitsSold: 6, refunds: 1 });
  });
});

describe('profit per month', () => {
  it('is revenue less refunds less base costs, for each of the months, this one last', () => {
    const facts: SalesFacts = {
      sales: [
        sale('2026-03-02T00:00:00Z', 3000, { cost: 1200 }),
        sale('2026-01-31T23:00:00Z', 2000, { cost: 800 }),
      ],
      refunds: [{ orderId: 2, at: new Date('2026-03-05T00:00:00Z'), amount: 2000 }],
    };
    const months = profitPerMonth(facts, 3, NOW);
    expect(months).toEqual([
      { month: '2026-01', revenue: 2000, refunds: 0, costs: 800, profit: 1200 },
      { month: '2026-02', revenue: 0, refunds: 0, costs: 0, profit: 0 },
      { month: '2026-03', revenue: 3000, refunds: 2000, costs: 1200, profit: -200 },
    ]);
  });
});
