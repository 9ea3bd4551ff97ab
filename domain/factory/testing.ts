import { eq } from 'drizzle-orm';
import { createTestCustomer } from '../accounts/testing';
import type { ServiceContext } from '../context';
import type { Database } from '../db';
import { orderStatuses, orderStatusLogs, orders } from '../orders';
import { createPlatformStore, createTestStore } from '../testing/fixtures';

/** Tests only: a platform store, a shop, and a staff member's context on the platform (the operator context). */
export async function factoryWorld(db: Database) {
  const platform = await createPlatformStore(db);
  const shop = await createTestStore(db, { subdomain: `factory-${Date.now()}`, companyName: 'Factory Shop' });
  const staffContext = async (permissions: string[] = ['fulfilment']) => {
    const customer = await createTestCustomer(db, { staffPermissions: permissions });
    const ctx: ServiceContext = {
      db,
      store: platform,
      actor: { kind: 'customer', customerId: customer.id, sessionId: `staff-${customer.id}`, internal: true },
    };
    return { ctx, userId: customer.staff?.id ?? 0, customer };
  };
  return { platform, shop, staffContext };
}

/** The status codes an order went through, oldest first, with who moved it. */
export async function statusTrail(db: Database, orderId: number) {
  return db
    .select({ code: orderStatuses.code, userId: orderStatusLogs.userId })
    .from(orderStatusLogs)
    .innerJoin(orderStatuses, eq(orderStatuses.id, orderStatusLogs.statusId))
    .where(eq(orderStatusLogs.orderId, orderId))
    .orderBy(orderStatusLogs.id);
}

export async function orderRow(db: Database, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`no order ${orderId}`);
  return order;
}
