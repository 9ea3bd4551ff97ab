import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { outboxEmails } from '../../domain/accounts';
import type { DatabaseHandle } from '../../domain/db';
import type { ApiClient } from '../testing';

/**
 * Tests only: tenancy probes for the order and retex routes, in the shape of the `probes` map of
 * server/api/tenancy.test.ts (merge them into it). The order pages themselves are React Router routes,
 * probed in domain/orders/orders.test.ts (another store's order hash is a 404 for every page and action).
 */
interface Probe {
  attack(client: ApiClient, ids: { a: number; b: number }): Promise<LightMyRequestResponse>;
  verify(
    response: LightMyRequestResponse,
    database: DatabaseHandle,
    ids: { a: number; b: number },
  ): Promise<void>;
}

const API = '/omnis/v3';
const B = 'tenant-b.localhost';
const PROBE_EMAIL = 'probe.remill@example.com';

export const orderProbes: Record<string, Probe> = {
  'POST /frontend/retex/remill/submit/': {
    attack: (client) =>
      client.send('POST', `${API}/frontend/retex/remill/submit/`, B, { email: PROBE_EMAIL }),
    async verify(response, database, ids) {
      expect(response.statusCode).toBe(200);
      const sent = await database.db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.to, PROBE_EMAIL), eq(outboxEmails.kind, 'remill-instructions')));
      expect(sent.map((email) => email.divisionId)).toEqual([ids.b]);
      expect(sent[0]?.text).toContain(`http://${B}/`);
    },
  },
};
