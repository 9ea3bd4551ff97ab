import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  customerListQuerySchema,
  PEOPLE_MESSAGES,
  STAFF_ACTIONS,
  storeFlagSchema,
  storeListQuerySchema,
  USER_STATUSES,
  userStatusSchema,
} from '../../../core/operator-people';
import { APPROVAL_MESSAGES, approvalSchema } from '../../../core/store-opening';
import type { Database } from '../../../domain/db';
import {
  customerDetail,
  decideStore,
  flagStore,
  listCustomers,
  listOperatorUsers,
  listStores,
  resendEmail,
  setOperatorUserStatus,
  storeDetail,
} from '../../../domain/operator-people';
import { accountContext } from '../accounts';
import type { ApiRoutes } from '../route';

const idOf = (message: string) =>
  z.object({ id: z.coerce.number({ error: message }).int(message).positive(message) });
const message = z.object({ message: z.string() });
const page = { page: z.number(), pages: z.number(), total: z.number() };

const storeRow = z.object({
  id: z.number(),
  name: z.string(),
  subdomain: z.string(),
  createdAt: z.string(),
  approval: z.string(),
  approvalLabel: z.string(),
  fraud: z.boolean(),
  disabled: z.boolean(),
  owners: z.array(z.string()),
});
const person = z.object({ id: z.number(), email: z.string(), name: z.string() });

const DENIED = (permission: string) =>
  `Permission denied: not signed in, not an enabled operator user, or without the '${permission}' permission`;

/** /omnis/v3/atlas/… people calls; `scope` already answers 404 off the platform host and 403 when signed out. */
export function registerAtlasPeopleRoutes(scope: FastifyInstance, routes: ApiRoutes, db: Database): void {
  const ctx = (request: Parameters<typeof accountContext>[0]) => accountContext(request, db);

  routes.define(scope, {
    method: 'GET',
    url: '/atlas/stores/',
    summary:
      'The approval queue: stores searched by name, sub-domain or owner email and filtered (pending by default), 50 to a page',
    tags: ['atlas'],
    query: storeListQuerySchema,
    response: z.object({ q: z.string(), filter: z.string(), ...page, stores: z.array(storeRow) }),
    errors: { 403: DENIED('stores'), 404: 'Not on the platform host', 422: 'A bad filter or page' },
    handler: ({ query }, request) => listStores(ctx(request), query),
  });

  routes.define(scope, {
    method: 'GET',
    url: '/atlas/stores/:id/',
    summary: 'A store as staff see it: its review, flags, owners and approval history',
    tags: ['atlas'],
    params: idOf(PEOPLE_MESSAGES.storeNotFound),
    response: z.object({
      id: z.number(),
      name: z.string(),
      subdomain: z.string(),
      url: z.string(),
      createdAt: z.string(),
      approval: z.string(),
      approvalLabel: z.string(),
      denialReason: z.string().nullable(),
      flags: z.object({
        subdomainFraud: z.boolean(),
        manufacturerFraud: z.boolean(),
        disabled: z.boolean(),
        pro: z.boolean(),
      }),
      owners: z.array(person),
      history: z.array(
        z.object({
          id: z.number(),
          kind: z.enum(STAFF_ACTIONS),
          reason: z.string().nullable(),
          by: z.string(),
          at: z.string(),
        }),
      ),
    }),
    errors: { 403: DENIED('stores'), 404: 'Not on the platform host, or no such store' },
    handler: ({ params }, request) => storeDetail(ctx(request), params.id),
  });

  routes.define(scope, {
    method: 'POST',
    url: '/atlas/stores/:id/approval/',
    summary:
      "Approves a store, denies it with a reason (shown on its /store-under-review/) or puts it back in the queue; the owners are emailed ('store-decision')",
    tags: ['atlas'],
    params: idOf(PEOPLE_MESSAGES.storeNotFound),
    body: approvalSchema,
    response: z.object({ message: z.string(), approval: z.string(), approvalLabel: z.string() }),
    errors: {
      403: DENIED('stores'),
      404: 'Not on the platform host, or no such store',
      422: `A denial without a reason: '${APPROVAL_MESSAGES.reasonRequired}'`,
    },
    handler: ({ params, body }, request) => decideStore(ctx(request), params.id, body),
  });

  routes.define(scope, {
    method: 'POST',
    url: '/atlas/stores/:id/flags/',
    summary:
      'Marks a store as fraud or disabled (a disabled store answers shoppers 404), with a reason, or lifts the mark',
    tags: ['atlas'],
    params: idOf(PEOPLE_MESSAGES.storeNotFound),
    body: storeFlagSchema,
    response: message,
    errors: {
      403: DENIED('stores'),
      404: 'Not on the platform host, or no such store',
      422: `Turning a flag on without a reason: '${PEOPLE_MESSAGES.flagReasonRequired}'`,
    },
    handler: ({ params, body }, request) => flagStore(ctx(request), params.id, body),
  });

  routes.define(scope, {
    method: 'GET',
    url: '/atlas/customers/',
    summary: 'Customers searched by name or email, newest first, 50 to a page',
    tags: ['atlas'],
    query: customerListQuerySchema,
    response: z.object({
      q: z.string(),
      ...page,
      customers: z.array(
        z.object({
          id: z.number(),
          name: z.string(),
          email: z.string(),
          createdAt: z.string(),
          orders: z.number(),
        }),
      ),
    }),
    errors: { 403: DENIED('customers'), 404: 'Not on the platform host', 422: 'A bad page' },
    handler: ({ query }, request) => listCustomers(ctx(request), query),
  });

  routes.define(scope, {
    method: 'GET',
    url: '/atlas/customers/:id/',
    summary: "A customer's details, their orders across every store and the stores they run",
    tags: ['atlas'],
    params: idOf(PEOPLE_MESSAGES.customerNotFound),
    response: z.object({
      id: z.number(),
      name: z.string(),
      email: z.string(),
      orders: z.array(
        z.object({
          id: z.number(),
          storeId: z.number(),
          storeName: z.string(),
          status: z.string(),
          total: z.number(),
          currency: z.string(),
          createdAt: z.string(),
        }),
      ),
      stores: z.array(
        z.object({ id: z.number(), name: z.string(), subdomain: z.string(), role: z.string() }),
      ),
      username: z.string().nullable(),
      company: z.string().nullable(),
      phone: z.string().nullable(),
      mobile: z.string().nullable(),
      website: z.string().nullable(),
      verified: z.boolean(),
      internal: z.boolean(),
      signedEula: z.boolean(),
      twoFactorEnabled: z.boolean(),
      role: z.string().nullable(),
      notes: z.string().nullable(),
      createdAt: z.string(),
    }),
    errors: { 403: DENIED('customers'), 404: 'Not on the platform host, or no such customer' },
    handler: ({ params }, request) => customerDetail(ctx(request), params.id),
  });

  routes.define(scope, {
    method: 'GET',
    url: '/atlas/users/',
    summary: 'The operator users with their status (Enabled, Pending, Disabled), team, permissions and mute',
    tags: ['atlas'],
    response: z.object({
      users: z.array(
        z.object({
          id: z.number(),
          email: z.string(),
          name: z.string(),
          status: z.enum(USER_STATUSES),
          statusLabel: z.string(),
          team: z.string().nullable(),
          permissions: z.array(z.string()),
          mutedAt: z.string().nullable(),
          isMe: z.boolean(),
        }),
      ),
    }),
    errors: { 403: DENIED('users'), 404: 'Not on the platform host' },
    handler: (_input, request) => listOperatorUsers(ctx(request)),
  });

  routes.define(scope, {
    method: 'POST',
    url: '/atlas/users/:id/status/',
    summary:
      'Enables, disables or sets back to pending an operator user (0, -1, null); only Enabled users reach the atlas',
    tags: ['atlas'],
    params: idOf(PEOPLE_MESSAGES.userNotFound),
    body: userStatusSchema,
    response: z.object({ status: z.enum(USER_STATUSES), statusLabel: z.string(), message: z.string() }),
    errors: {
      403: DENIED('users'),
      404: 'Not on the platform host, or no such user',
      422: `A status not in the list, or your own: '${PEOPLE_MESSAGES.notYourself}'`,
    },
    handler: ({ params, body }, request) => setOperatorUserStatus(ctx(request), params.id, body),
  });

  routes.define(scope, {
    method: 'POST',
    url: '/atlas/outbox/:id/resend/',
    summary: 'Sends an outbox email again: a new pending copy the job queue delivers; answers its id',
    tags: ['atlas'],
    params: idOf(PEOPLE_MESSAGES.emailNotFound),
    response: z.object({ id: z.number(), message: z.string() }),
    errors: { 403: DENIED('outbox'), 404: 'Not on the platform host, or no such email' },
    handler: ({ params }, request) => resendEmail(ctx(request), params.id),
  });
}
