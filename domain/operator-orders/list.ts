import { and, asc, desc, eq, gte, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { parseOrThrow } from '../../core/errors';
import {
  likePrefix,
  STAFF_ORDERS_COUNT_CAP,
  STAFF_ORDERS_PAGE_SIZE,
  type StaffOrdersQuery,
  staffOrdersQuerySchema,
} from '../../core/operator';
import { type FlowName, PAPER_FACTORY_CODE } from '../../core/orders';
import { requireStaffPermission } from '../accounts';
import type { ServiceContext } from '../context';
import { orderItems, orderStatusesByCode, orderStatusLogs, orders } from '../orders';
import { divisions } from '../stores/tables';

export const ORDERS_PERMISSION = 'orders';

export interface StaffOrderSummary {
  id: number;
  store: { id: number; name: string };
  email: string;
  name: string | null;
  status: { code: string; name: string; color: string };
  flow: FlowName;
  priority: number;
  factory: string | null;
  trackingCodes: string[];
  total: number;
  currency: string;
  createdAt: Date;
}

export interface StaffOrderList {
  query: StaffOrdersQuery;
  orders: StaffOrderSummary[];
  /** Matches counted up to STAFF_ORDERS_COUNT_CAP; `totalCapped` when there are more. */
  total: number;
  totalCapped: boolean;
  page: number;
  pageCount: number;
  pageSize: number;
}

/**
 * The orders whose id one search term can stand for, as one UNION of index lookups: the order number, an
 * email or billing/shipping name that starts with it, an item's sku that starts with it, or an exact tracking
 * code. Each branch has its own index (see orders tables), so the search stays fast with a million orders.
 */
function searchIds(q: string): SQL {
  const lower = likePrefix(q.toLowerCase());
  const branches: SQL[] = [];
  if (/^\d{1,9}$/.test(q)) branches.push(sql`select ${Number(q)}::int`);
  branches.push(sql`select ${orders.id} from ${orders} where lower(${orders.email}) like ${lower}`);
  if (!q.includes('@')) {
    branches.push(
      sql`select ${orders.id} from ${orders} where lower(${orders.shipping}->>'name') like ${lower}`,
      sql`select ${orders.id} from ${orders} where lower(${orders.billing}->>'name') like ${lower}`,
    );
    if (!/\s/.test(q)) {
      branches.push(
        sql`select ${orderItems.orderId} from ${orderItems} where upper(${orderItems.sku}) like ${likePrefix(q.toUpperCase())}`,
        sql`select ${orders.id} from ${orders} where ${orders.trackingCodes} @> ${JSON.stringify([q])}::jsonb`,
      );
      if (q.toUpperCase() !== q)
        branches.push(
          sql`select ${orders.id} from ${orders} where ${orders.trackingCodes} @> ${JSON.stringify([q.toUpperCase()])}::jsonb`,
        );
    }
  }
  return sql`${orders.id} in (${sql.join(branches, sql` union `)})`;
}

const DAY_MS = 86_400_000;

async function conditionsOf(ctx: ServiceContext, query: StaffOrdersQuery): Promise<SQL[]> {
  const statuses = await orderStatusesByCode(ctx.db);
  const quoteId = statuses.get('quote')?.id ?? -1;
  const everQuoted = sql`exists (select 1 from ${orderStatusLogs} where ${orderStatusLogs.orderId} = ${orders.id} and ${orderStatusLogs.statusId} = ${quoteId})`;
  const conditions: SQL[] = [isNull(orders.deletedAt)];
  if (query.q) conditions.push(searchIds(query.q));
  if (query.store) conditions.push(eq(orders.divisionId, query.store));
  if (query.status) conditions.push(eq(orders.statusId, statuses.get(query.status)?.id ?? -1));
  if (query.priority !== undefined) conditions.push(eq(orders.priority, query.priority));
  if (query.factory) conditions.push(eq(orders.fulfillmentFactory, query.factory.toLowerCase()));
  if (query.from) conditions.push(gte(orders.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) conditions.push(lt(orders.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)));
  if (query.flow === 'bespoke') conditions.push(everQuoted);
  else if (query.flow === 'paper')
    conditions.push(sql`not ${everQuoted}`, eq(orders.fulfillmentFactory, PAPER_FACTORY_CODE));
  else if (query.flow === 'normal')
    conditions.push(
      sql`not ${everQuoted}`,
      sql`${orders.fulfillmentFactory} is distinct from ${PAPER_FACTORY_CODE}`,
    );
  return conditions;
}

/**
 * Every store's orders for staff with 'orders', newest first, 50 a page: searched by order number, email,
 * name, sku or tracking code, filtered by store, status, flow, priority, dates and factory. The count stops at
 * 10,000 so it stays fast however many orders there are; pages go as deep as that.
 */
export async function listStaffOrders(ctx: ServiceContext, input: unknown): Promise<StaffOrderList> {
  await requireStaffPermission(ctx, ORDERS_PERMISSION);
  const query = parseOrThrow(staffOrdersQuerySchema, input);
  const where = and(...(await conditionsOf(ctx, query)));
  const statuses = await orderStatusesByCode(ctx.db);
  const quoteId = statuses.get('quote')?.id ?? -1;
  const [counted] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(
    ctx.db
      .select({ one: sql`1` })
      .from(orders)
      .where(where)
      .limit(STAFF_ORDERS_COUNT_CAP + 1)
      .as('matches'),
  );
  const matches = counted?.n ?? 0;
  const total = Math.min(matches, STAFF_ORDERS_COUNT_CAP);
  const pageCount = Math.max(1, Math.ceil(total / STAFF_ORDERS_PAGE_SIZE));
  const rows = await ctx.db
    .select({
      id: orders.id,
      divisionId: orders.divisionId,
      storeName: divisions.companyName,
      email: orders.email,
      shipping: orders.shipping,
      billing: orders.billing,
      statusId: orders.statusId,
      priority: orders.priority,
      factory: orders.fulfillmentFactory,
      trackingCodes: orders.trackingCodes,
      total: orders.total,
      currency: orders.currency,
      createdAt: orders.createdAt,
      bespoke: sql<boolean>`exists (select 1 from ${orderStatusLogs} where ${orderStatusLogs.orderId} = ${orders.id} and ${orderStatusLogs.statusId} = ${quoteId})`,
    })
    .from(orders)
    .innerJoin(divisions, eq(divisions.id, orders.divisionId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(STAFF_ORDERS_PAGE_SIZE)
    .offset((query.page - 1) * STAFF_ORDERS_PAGE_SIZE);
  const byId = new Map([...statuses.values()].map((row) => [row.id, row]));
  return {
    query,
    total,
    totalCapped: matches > STAFF_ORDERS_COUNT_CAP,
    page: query.page,
    pageCount,
    pageSize: STAFF_ORDERS_PAGE_SIZE,
    orders: rows.map((row) => {
      const status = byId.get(row.statusId);
      return {
        id: row.id,
        store: { id: row.divisionId, name: row.storeName },
        email: row.email,
        name: row.shipping?.name ?? row.billing?.name ?? null,
        status: {
          code: status?.code ?? 'new',
          name: status?.name ?? 'New',
          color: status?.color ?? '#9e9e9e',
        },
        flow: row.bespoke
          ? 'bespoke'
          : row.factory?.trim().toLowerCase() === PAPER_FACTORY_CODE
            ? 'paper'
            : 'normal',
        priority: row.priority,
        factory: row.factory,
        trackingCodes: row.trackingCodes,
        total: row.total,
        currency: row.currency,
        createdAt: row.createdAt,
      };
    }),
  };
}

/** The stores staff can filter the list by (id and name), by name. */
export async function staffOrderStores(ctx: ServiceContext): Promise<{ id: number; name: string }[]> {
  await requireStaffPermission(ctx, ORDERS_PERMISSION);
  return ctx.db
    .select({ id: divisions.id, name: divisions.companyName })
    .from(divisions)
    .orderBy(asc(divisions.companyName), asc(divisions.id));
}
