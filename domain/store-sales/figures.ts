/**
 * The sales figures of a store from its facts: sales (an order's first paid moment and what was charged)
 * and refunds (what went back, when). Pure, so fixed data tests every rule: every day of the range is
 * present (zero when nothing sold), amounts stay in minor units, refunds are subtracted on their own day.
 */

export interface SaleFact {
  orderId: number;
  at: Date;
  /** What the shopper was charged, minor units of the store's currency. */
  amount: number;
  email: string;
  /** Units still sold (returned and cancelled ones left out). */
  units: number;
  /** The base cost of those units, minor units. */
  cost: number;
}

export interface RefundFact {
  orderId: number;
  at: Date;
  amount: number;
}

export interface SalesFacts {
  sales: readonly SaleFact[];
  refunds: readonly RefundFact[];
}

export interface SalesDay {
  /** YYYY-MM-DD, UTC. */
  date: string;
  orders: number;
  revenue: number;
  refunds: number;
  /** revenue − refunds. */
  net: number;
}

export interface ProfitMonth {
  /** YYYY-MM, UTC. */
  month: string;
  revenue: number;
  refunds: number;
  costs: number;
  /** revenue − refunds − costs. */
  profit: number;
}

export interface SalesSummary {
  orders: number;
  revenue: number;
  refunds: number;
  net: number;
  /** net ÷ orders, rounded to a whole minor unit; 0 without orders. */
  averageOrder: number;
}

export interface SalesInteractions {
  orders: number;
  /** Different email addresses that bought. */
  customers: number;
  unitsSold: number;
  refunds: number;
}

const DAY_MS = 86_400_000;

export const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const monthOf = (at: Date) => at.toISOString().slice(0, 7);

/** The first moment of the range of `days` days that ends with today (UTC). */
export function rangeStart(days: number, now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * DAY_MS);
}

/** The first moment of the month `months − 1` months before now's (UTC). */
export function monthsStart(months: number, now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
}

const within = (at: Date, from: Date, now: Date) => at.getTime() >= from.getTime() && at <= now;

/** One row per day of the range, oldest first, with the orders sold, their revenue and the refunds. */
export function salesDays(facts: SalesFacts, days: number, now: Date): SalesDay[] {
  const from = rangeStart(days, now);
  const rows = new Map<string, SalesDay>();
  for (let index = 0; index < days; index += 1) {
    const date = dayOf(new Date(from.getTime() + index * DAY_MS));
    rows.set(date, { date, orders: 0, revenue: 0, refunds: 0, net: 0 });
  }
  for (const sale of facts.sales) {
    const row = within(sale.at, from, now) ? rows.get(dayOf(sale.at)) : undefined;
    if (!row) continue;
    row.orders += 1;
    row.revenue += sale.amount;
    row.net += sale.amount;
  }
  for (const refund of facts.refunds) {
    const row = within(refund.at, from, now) ? rows.get(dayOf(refund.at)) : undefined;
    if (!row) continue;
    row.refunds += refund.amount;
    row.net -= refund.amount;
  }
  return [...rows.values()];
}

/** The days' totals. */
export function salesSummary(days: readonly SalesDay[]): SalesSummary {
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const revenue = days.reduce((sum, day) => sum + day.revenue, 0);
  const refunds = days.reduce((sum, day) => sum + day.refunds, 0);
  const net = revenue - refunds;
  return { orders, revenue, refunds, net, averageOrder: orders > 0 ? Math.round(net / orders) : 0 };
}

/** Who bought and how much, over the range. */
export function salesInteractions(facts: SalesFacts, days: number, now: Date): SalesInteractions {
  const from = rangeStart(days, now);
  const sales = facts.sales.filter((sale) => within(sale.at, from, now));
  return {
    orders: sales.length,
    customers: new Set(sales.map((sale) => sale.email.trim().toLowerCase())).size,
    unitsSold: sales.reduce((sum, sale) => sum + sale.units, 0),
    refunds: facts.refunds.filter((refund) => within(refund.at, from, now)).length,
  };
}

/** Revenue, refunds, base costs of what was sold, and what is left, per month (oldest first). */
export function profitPerMonth(facts: SalesFacts, months: number, now: Date): ProfitMonth[] {
  const from = monthsStart(months, now);
  const rows = new Map<string, ProfitMonth>();
  for (let index = 0; index < months; index += 1) {
    const month = monthOf(new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + index, 1)));
    rows.set(month, { month, revenue: 0, refunds: 0, costs: 0, profit: 0 });
  }
  for (const sale of facts.sales) {
    const row = within(sale.at, from, now) ? rows.get(monthOf(sale.at)) : undefined;
    if (!row) continue;
    row.revenue += sale.amount;
    row.costs += sale.cost;
    row.profit += sale.amount - sale.cost;
  }
  for (const refund of facts.refunds) {
    const row = within(refund.at, from, now) ? rows.get(monthOf(refund.at)) : undefined;
    if (!row) continue;
    row.refunds += refund.amount;
    row.profit -= refund.amount;
  }
  return [...rows.values()];
}
