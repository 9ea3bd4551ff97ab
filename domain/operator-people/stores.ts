import { and, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { PLATFORM_DIVISION_ID } from '../../core/constants';
import { notFound, parseOrThrow } from '../../core/errors';
import {
  approvalLabel,
  flagOutcome,
  PEOPLE_MESSAGES,
  PEOPLE_PAGE_SIZE,
  type StaffActionKind,
  type StoreFlagInput,
  type StoreListQuery,
  storeDecisionEmail,
  storeFlagSchema,
  storeListQuerySchema,
} from '../../core/operator-people';
import { type ApprovalInput, approvalSchema } from '../../core/store-opening';
import { customerDivisions, customers, queueMail, requireStaffPermission, users } from '../accounts';
import type { ServiceContext } from '../context';
import { setApproval, storeApprovals } from '../store-opening';
import { divisions, loadStore, manufacturers, storeOrigin, subdomains } from '../stores';
import { staffActions } from './tables';

export const STORES_PERMISSION = 'stores';

export interface StoreRow {
  id: number;
  name: string;
  subdomain: string;
  createdAt: string;
  approval: string;
  approvalLabel: string;
  fraud: boolean;
  disabled: boolean;
  owners: string[];
}

export interface StoreList {
  q: string;
  filter: string;
  page: number;
  pages: number;
  total: number;
  stores: StoreRow[];
}

const fraudSql = sql<boolean>`(coalesce(${subdomains.isFraud}, false) or coalesce(${manufacturers.isFraud}, false))`;

function filterCondition(filter: string): SQL | undefined {
  switch (filter) {
    case 'pending':
      return and(
        or(inArray(subdomains.approvalStatus, ['none', 'pending']), isNull(subdomains.approvalStatus)),
        eq(divisions.disabled, false),
      );
    case 'approved':
      return eq(subdomains.approvalStatus, 'approved');
    case 'denied':
      return eq(subdomains.approvalStatus, 'denied');
    case 'fraud':
      return fraudSql;
    case 'disabled':
      return eq(divisions.disabled, true);
    default:
      return undefined;
  }
}

async function ownersOf(ctx: ServiceContext, storeIds: number[]) {
  if (storeIds.length === 0) return new Map<number, { id: number; email: string; name: string }[]>();
  const rows = await ctx.db
    .select({
      divisionId: customerDivisions.divisionId,
      id: customers.id,
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
    })
    .from(customerDivisions)
    .innerJoin(customers, eq(customers.id, customerDivisions.customerId))
    .where(and(inArray(customerDivisions.divisionId, storeIds), eq(customerDivisions.role, 'owner')))
    .orderBy(customers.id);
  const owners = new Map<number, { id: number; email: string; name: string }[]>();
  for (const row of rows) {
    const list = owners.get(row.divisionId) ?? [];
    list.push({
      id: row.id,
      email: row.email,
      name: [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email,
    });
    owners.set(row.divisionId, list);
  }
  return owners;
}

/**
 * The stores staff review (every store but the platform itself), newest first, 50 to a page: searched by
 * name, sub-domain or an owner's email, filtered by where they stand (pending by default).
 */
export async function listStores(ctx: ServiceContext, query: StoreListQuery): Promise<StoreList> {
  await requireStaffPermission(ctx, STORES_PERMISSION);
  const { q, filter, page } = parseOrThrow(storeListQuerySchema, query);
  const conditions: (SQL | undefined)[] = [
    sql`${divisions.id} <> ${PLATFORM_DIVISION_ID}`,
    filterCondition(filter),
  ];
  if (q) {
    const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        sql`lower(${divisions.name}) like ${like}`,
        sql`lower(${divisions.subdomain}) like ${like}`,
        sql`exists (select 1 from ${customerDivisions} cd join ${customers} c on c.id = cd.customer_id
          where cd.division_id = ${divisions.id} and lower(c.email) like ${like})`,
      ),
    );
  }
  const where = and(...conditions);
  const base = () =>
    ctx.db
      .select({
        id: divisions.id,
        name: divisions.name,
        subdomain: divisions.subdomain,
        createdAt: divisions.createdAt,
        approval: subdomains.approvalStatus,
        fraud: fraudSql,
        disabled: divisions.disabled,
      })
      .from(divisions)
      .leftJoin(subdomains, eq(subdomains.divisionId, divisions.id))
      .leftJoin(manufacturers, eq(manufacturers.id, divisions.manufacturerId));
  const [totalRow] = await ctx.db
    .select({ n: count() })
    .from(divisions)
    .leftJoin(subdomains, eq(subdomains.divisionId, divisions.id))
    .leftJoin(manufacturers, eq(manufacturers.id, divisions.manufacturerId))
    .where(where);
  const total = Number(totalRow?.n ?? 0);
  const rows = await base()
    .where(where)
    .orderBy(desc(divisions.createdAt), desc(divisions.id))
    .limit(PEOPLE_PAGE_SIZE)
    .offset((page - 1) * PEOPLE_PAGE_SIZE);
  const owners = await ownersOf(
    ctx,
    rows.map((row) => row.id),
  );
  return {
    q,
    filter,
    page,
    pages: Math.max(1, Math.ceil(total / PEOPLE_PAGE_SIZE)),
    total,
    stores: rows.map((row) => ({
      id: row.id,
      name: row.name,
      subdomain: row.subdomain,
      createdAt: row.createdAt.toISOString(),
      approval: row.approval ?? 'missing',
      approvalLabel: approvalLabel(row.approval),
      fraud: Boolean(row.fraud),
      disabled: row.disabled,
      owners: (owners.get(row.id) ?? []).map((owner) => owner.email),
    })),
  };
}

export interface StoreDetail {
  id: number;
  name: string;
  subdomain: string;
  url: string;
  createdAt: string;
  approval: string;
  approvalLabel: string;
  denialReason: string | null;
  flags: { subdomainFraud: boolean; manufacturerFraud: boolean; disabled: boolean; pro: boolean };
  owners: { id: number; email: string; name: string }[];
  history: { id: number; kind: StaffActionKind; reason: string | null; by: string; at: string }[];
}

/** A store as staff see it: where its review stands, its flags, its owners and the history of decisions. */
export async function storeDetail(ctx: ServiceContext, storeId: number): Promise<StoreDetail> {
  await requireStaffPermission(ctx, STORES_PERMISSION);
  const store = await reviewedStore(ctx, storeId);
  const [row] = await ctx.db
    .select({
      createdAt: divisions.createdAt,
      approval: subdomains.approvalStatus,
      subdomainFraud: subdomains.isFraud,
      manufacturerFraud: manufacturers.isFraud,
      reason: storeApprovals.reason,
    })
    .from(divisions)
    .leftJoin(subdomains, eq(subdomains.divisionId, divisions.id))
    .leftJoin(manufacturers, eq(manufacturers.id, divisions.manufacturerId))
    .leftJoin(storeApprovals, eq(storeApprovals.divisionId, divisions.id))
    .where(eq(divisions.id, storeId))
    .limit(1);
  const history = await ctx.db
    .select({
      id: staffActions.id,
      kind: staffActions.kind,
      reason: staffActions.reason,
      by: users.email,
      at: staffActions.createdAt,
    })
    .from(staffActions)
    .innerJoin(users, eq(users.id, staffActions.staffUserId))
    .where(eq(staffActions.divisionId, storeId))
    .orderBy(desc(staffActions.id));
  return {
    id: store.id,
    name: store.name,
    subdomain: store.subdomain,
    url: storeOrigin(store),
    createdAt: (row?.createdAt ?? new Date()).toISOString(),
    approval: row?.approval ?? 'missing',
    approvalLabel: approvalLabel(row?.approval ?? null),
    denialReason: row?.approval === 'denied' ? (row.reason ?? null) : null,
    flags: {
      subdomainFraud: Boolean(row?.subdomainFraud),
      manufacturerFraud: Boolean(row?.manufacturerFraud),
      disabled: store.disabled,
      pro: store.isPro,
    },
    owners: (await ownersOf(ctx, [storeId])).get(storeId) ?? [],
    history: history.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
  };
}

/** A store staff may review: any but the platform itself, else 404 'Store not found'. */
async function reviewedStore(ctx: ServiceContext, storeId: number) {
  if (!Number.isInteger(storeId) || storeId <= 0 || storeId === PLATFORM_DIVISION_ID)
    throw notFound(PEOPLE_MESSAGES.storeNotFound);
  const store = await loadStore(ctx.db, { id: storeId });
  if (!store) throw notFound(PEOPLE_MESSAGES.storeNotFound);
  return store;
}

const DECISION_KIND = {
  approved: 'store-approved',
  denied: 'store-denied',
  none: 'store-requeued',
} as const satisfies Record<string, StaffActionKind>;
const DECISION_MESSAGE = {
  approved: PEOPLE_MESSAGES.approved,
  denied: PEOPLE_MESSAGES.denied,
  none: PEOPLE_MESSAGES.requeued,
} as const;

/**
 * Staff approve a store, deny it with a reason (its /store-under-review/ shows it) or put it back in the
 * queue: setApproval in the store's own context, the decision in the audit trail, and an email to each owner
 * on approval or denial ('store-decision'). One transaction: all of it, or none.
 */
export async function decideStore(
  ctx: ServiceContext,
  storeId: number,
  input: ApprovalInput,
): Promise<{ message: string; approval: string; approvalLabel: string }> {
  const staff = await requireStaffPermission(ctx, STORES_PERMISSION);
  const store = await reviewedStore(ctx, storeId);
  const data = parseOrThrow(approvalSchema, input);
  const reason = data.status === 'denied' ? (data.reason ?? null) : null;
  const actor = ctx.actor.kind === 'customer' ? { ...ctx.actor, internal: true } : ctx.actor;
  await ctx.db.transaction(async (tx) => {
    await setApproval({ ...ctx, db: tx, store, actor }, data);
    await tx
      .insert(staffActions)
      .values({ kind: DECISION_KIND[data.status], staffUserId: staff.id, divisionId: store.id, reason });
    if (data.status === 'none') return;
    const owners = (await ownersOf({ ...ctx, db: tx }, [store.id])).get(store.id) ?? [];
    for (const owner of owners)
      await queueMail(
        { ...ctx, db: tx },
        {
          to: owner.email,
          kind: 'store-decision',
          message: storeDecisionEmail({
            storeName: store.companyName,
            status: data.status,
            reason,
            dashboardUrl: `${storeOrigin(ctx.store)}/dashboard/stores/${store.id}/`,
          }),
        },
      );
  });
  return {
    message: DECISION_MESSAGE[data.status],
    approval: data.status,
    approvalLabel: approvalLabel(data.status),
  };
}

/**
 * Staff mark a store as fraud (its sub-domain's flag) or disabled (the division: shoppers get the 404 of a
 * host with no store), or lift the mark. The write tells every cache to forget the store (the database's
 * change notifications); the audit trail keeps who, when and why.
 */
export async function flagStore(
  ctx: ServiceContext,
  storeId: number,
  input: StoreFlagInput,
): Promise<{ message: string }> {
  const staff = await requireStaffPermission(ctx, STORES_PERMISSION);
  const store = await reviewedStore(ctx, storeId);
  const { flag, on, reason } = parseOrThrow(storeFlagSchema, input);
  const outcome = flagOutcome(flag, on);
  await ctx.db.transaction(async (tx) => {
    if (flag === 'fraud')
      await tx
        .update(subdomains)
        .set({ isFraud: on, updatedAt: new Date() })
        .where(eq(subdomains.divisionId, store.id));
    else await tx.update(divisions).set({ disabled: on }).where(eq(divisions.id, store.id));
    await tx.insert(staffActions).values({
      kind: outcome.kind,
      staffUserId: staff.id,
      divisionId: store.id,
      reason: reason || null,
    });
  });
  return { message: outcome.message };
}
