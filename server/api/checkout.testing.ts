import type { FastifyInstance } from 'fastify';
import { addItemToBasket } from '../../domain/basket';
import type { DatabaseHandle } from '../../domain/db';
import type { PaymentGateway } from '../../domain/payments';
import type { Store } from '../../domain/stores';
import { buildServer } from '../app';
import { loadConfig } from '../config';

/** Tests only: the API server with a chosen payment gateway (the test processor, or Stripe on a fake). */
export function buildCheckoutTestServer(
  database: DatabaseHandle,
  payments: PaymentGateway,
): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/printfront-test-data' });
  return buildServer({ config, database, logger: false, payments });
}

let visitors = 0;

/** Tests only: a visitor cookie (pf_visitor) whose basket holds one of each given product, size M. */
export async function visitorWithBasket(
  database: DatabaseHandle,
  store: Store,
  items: { productUrl: string; colour: string; quantity?: number }[],
): Promise<{ visitorId: string; headers: Record<string, string> }> {
  visitors += 1;
  const visitorId = `visitor${String(visitors).padStart(4, '0')}abcdefghijklm`.slice(0, 22);
  const ctx = { db: database.db, store, actor: { kind: 'visitor' as const, sessionId: visitorId } };
  for (const { productUrl, colour, quantity = 1 } of items)
    await addItemToBasket(ctx, { item: { productUrl, productColor: colour, productSize: 'M', quantity } });
  return { visitorId, headers: { cookie: `pf_visitor=${visitorId}` } };
}
