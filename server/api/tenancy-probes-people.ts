import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { outboxEmails } from '../../domain/accounts';
import type { DatabaseHandle } from '../../domain/db';
import { staffActions } from '../../domain/operator-people';
import { divisions, subdomains } from '../../domain/stores';
import { HOST_B as B, type Probe, type TenancyIds } from './tenancy-probe';

/**
 * Tests only: tenancy probes for the atlas stores and people routes (server/api/atlas/people.ts), in the
 * shape of the `probes` map of server/api/tenancy.test.ts (merge them into it). Every atlas call is the
 * platform's alone: from a store's host, aimed at store A, each answers 404 and changes nothing.
 */
const API = '/omnis/v3/atlas';
const NOT_FOUND = { message: '404 Not found' };

async function unchanged(
  response: { statusCode: number; json(): unknown },
  database: DatabaseHandle,
  ids: TenancyIds,
) {
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual(NOT_FOUND);
  expect((await database.db.select({ n: count() }).from(staffActions))[0]?.n).toBe(0);
  const [store] = await database.db
    .select({ disabled: divisions.disabled, fraud: subdomains.isFraud, approval: subdomains.approvalStatus })
    .from(divisions)
    .innerJoin(subdomains, eq(subdomains.divisionId, divisions.id))
    .where(eq(divisions.id, ids.a));
  expect(store).toEqual({ disabled: false, fraud: false, approval: 'approved' });
}

export const peopleProbes: Record<string, Probe> = {
  'GET /atlas/stores/': {
    attack: (client) => client.get(`${API}/stores/`, B),
    verify: unchanged,
  },
  'GET /atlas/stores/:id/': {
    attack: (client, ids) => client.get(`${API}/stores/${ids.a}/`, B),
    verify: unchanged,
  },
  'POST /atlas/stores/:id/approval/': {
    attack: (client, ids) =>
      client.send('POST', `${API}/stores/${ids.a}/approval/`, B, { status: 'denied', reason: 'probe' }),
    verify: unchanged,
  },
  'POST /atlas/stores/:id/flags/': {
    attack: (client, ids) =>
      client.send('POST', `${API}/stores/${ids.a}/flags/`, B, {
        flag: 'disabled',
        on: true,
        reason: 'probe',
      }),
    verify: unchanged,
  },
  'GET /atlas/customers/': {
    attack: (client) => client.get(`${API}/customers/`, B),
    verify: unchanged,
  },
  'GET /atlas/customers/:id/': {
    attack: (client) => client.get(`${API}/customers/1/`, B),
    verify: unchanged,
  },
  'GET /atlas/users/': {
    attack: (client) => client.get(`${API}/users/`, B),
    verify: unchanged,
  },
  'POST /atlas/users/:id/status/': {
    attack: (client) => client.send('POST', `${API}/users/1/status/`, B, { status: 'disabled' }),
    verify: unchanged,
  },
  'POST /atlas/outbox/:id/resend/': {
    attack: (client) => client.send('POST', `${API}/outbox/1/resend/`, B),
    async verify(response, database, ids) {
      const before = (await database.db.select({ n: count() }).from(outboxEmails))[0]?.n;
      await unchanged(response, database, ids);
      expect((await database.db.select({ n: count() }).from(outboxEmails))[0]?.n).toBe(before);
    },
  },
};
