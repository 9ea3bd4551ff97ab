import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import { notFound, parseOrThrow } from '../../core/errors';
import {
  type CustomerListQuery,
  customerDisplayName,
  customerListQuerySchema,
  PEOPLE_MESSAGES,
  PEOPLE_PAGE_SIZE,
} from '../../core/operator-people';
import { customerDivisions, customers, requireStaffPermission } from '../accounts';
import type { ServiceContext } from '../context';
import { orderStatuses, orders } from '../orders';
import { divisions } from '../stores';

export const CUSTOMERS_PERMISSION = 'customers';

export interface CustomerRow {
  id: number;
  name: string;
  email: string;
  createdAt: string;
  orders: number;
}

/** Customers by name or email (any part, any case), newest first, 50 to a page. */
export async function listCustomers(
  ctx: ServiceContext,
  query: CustomerListQuery,
): Promise<{ q: string; page: number; pages: number; total: number; customers: CustomerRow[] }> {
  await requireStaffPermission(ctx, CUSTOMERS_PERMISSION);
  const { q, page } = parseOrThrow(customerListQuerySchema, query);
  const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = q
    ? or(
        sql`lower(${customers.email}) like ${like}`,
        sql`lower(coalesce(${customers.firstName}, '') || ' ' || coalesce(${customers.lastName}, '')) like ${like}`,
        sql`lower(coalesce(${customers.username}, '')) like ${like}`,
      )
    : undefined;
  const [totalRow] = await ctx.db.select({ n: count() }).from(customers).where(where);
  const total = Number(totalRow?.n ?? 0);
  const rows = await ctx.db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      createdAt: customers.createdAt,
      // The same orders as the customer's page: placed signed in, or with their email address.
      orders: sql<number>`(select count(*)::int from ${orders} o where (o.customer_id = ${customers.id}
        or lower(o.email) = lower(${customers.email})) and o.deleted_at is null)`,
    })
    .from(customers)
    .where(where)
    .orderBy(desc(customers.id))
    .limit(PEOPLE_PAGE_SIZE)
    .offset((page - 1) * PEOPLE_PAGE_SIZE);
  return {
    q,
    page,
    pages: Math.max(1, Math.ceil(total / PEOPLE_PAGE_SIZE)),
    total,
    customers: rows.map((row) => ({
      id: row.id,
      name: customerDisplayName(row.firstName, row.lastName),
      email: row.email,
      createdAt: row.createdAt.toISOString(),
      orders: Number(row.orders),
    })),
  };
}

export interface CustomerDetail {
  id: number;
  name: string;
  email: string;
  username: string | null;
  company: string | null;
  phone: string | null;
  mobile: string | null;
  website: string | null;
  verified: boolean;
  internal: boolean;
  signedEula: boolean;
  twoFactorEnabled: boolean;
  role: string | null;
  notes: string | null;
  createdAt: string;
  orders: {
    id: number;
    storeId: number;
    storeName: string;
    status: string;
    total: number;
    currency: string;
    createdAt: string;
  }[];
  stores: { id: number; name: string; subdomain: string; role: string }[];
}

/**
 * A customer as staff see them (§3 Customer): details, their orders in every store (placed signed in, or
 * with their email address), newest first, and the stores they run.
 */
export async function customerDetail(ctx: ServiceContext, customerId: number): Promise<CustomerDetail> {
  await requireStaffPermission(ctx, CUSTOMERS_PERMISSION);
  if (!Number.isInteger(customerId) || customerId <= 0) throw notFound(PEOPLE_MESSAGES.customerNotFound);
  const [customer] = await ctx.db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!customer) throw notFound(PEOPLE_MESSAGES.customerNotFound);
  const orderRows = await ctx.db
    .select({
      id: orders.id,
      storeId: orders.divisionId,
      storeName: divisions.name,
      status: orderStatuses.name,
      total: orders.total,
      currency: orders.currency,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(divisions, eq(divisions.id, orders.divisionId))
    .innerJoin(orderStatuses, eq(orderStatuses.id, orders.statusId))
    .where(
      and(
        or(eq(orders.customerId, customer.id), sql`lower(${orders.email}) = ${customer.email.toLowerCase()}`),
        sql`${orders.deletedAt} is null`,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(200);
  const storeRows = await ctx.db
    .select({
      id: divisions.id,
      name: divisions.name,
      subdomain: divisions.subdomain,
      role: customerDivisions.role,
    })
    .from(customerDivisions)
    .innerJoin(divisions, eq(divisions.id, customerDivisions.divisionId))
    .where(eq(customerDivisions.customerId, customer.id))
    .orderBy(divisions.id);
  return {
    id: customer.id,
    name: customerDisplayName(customer.firstName, customer.lastName),
    email: customer.email,
    username: customer.username,
    company: customer.company,
    phone: customer.phone,
    mobile: customer.mobile,
    website: customer.website,
    verified: customer.verified,
    internal: customer.internal,
    signedEula: customer.signedEula,
    twoFactorEnabled: customer.twoFactorEnabled,
    role: customer.role,
    notes: customer.notes,
    createdAt: customer.createdAt.toISOString(),
    orders: orderRows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    stores: storeRows,
  };
}
