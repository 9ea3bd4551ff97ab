import { eq } from 'drizzle-orm';
import { isInternalUser, judgePro, type VisitorState } from '../../core/auth';
import type { ServiceContext } from '../context';
import { divisions, manufacturers } from '../stores/tables';
import { hasStoreAccess } from './store-access';
import { customerDivisions, customerManufacturers, customers } from './tables';

/** Whether a coming-soon page is on now: enabled, and its launch time (if any) not yet reached. */
export function comingSoonActive(
  data: { enabled: boolean; launchAt?: string | null },
  now = new Date(),
): boolean {
  if (!data.enabled) return false;
  const launch = data.launchAt ? Date.parse(data.launchAt) : Number.NaN;
  return Number.isNaN(launch) || launch > now.getTime();
}

type Project = {
  isPro: boolean;
  isTurbo: boolean;
  integrationType: string | null;
  badges: { code: string; unlocked: boolean }[];
};

/**
 * Everything the route guards (core/auth evaluateGuards) need to know about the visitor of the context's
 * store. The visitor id is the actor's sessionId (the pf_visitor cookie). The active project is the
 * manufacturer the account works for, else the one behind its first store.
 */
export async function loadVisitorState(
  ctx: ServiceContext,
  options: { operatorContext?: boolean; now?: Date } = {},
): Promise<VisitorState> {
  const operatorContext = options.operatorContext ?? false;
  const { store, actor } = ctx;
  const visitorId = actor.kind === 'system' ? null : actor.sessionId;
  const [storeProject] = await ctx.db
    .select({ integrationType: manufacturers.integrationType })
    .from(divisions)
    .innerJoin(manufacturers, eq(manufacturers.id, divisions.manufacturerId))
    .where(eq(divisions.id, store.id))
    .limit(1);
  const storeFacts = {
    comingSoon: comingSoonActive(store.settings.comingSoonPageData, options.now),
    passwordProtected: store.settings.passwordProtected,
    underReview: store.settings.approvalStatus !== 'approved',
    paymentProcessor: store.settings.paymentProcessor.type,
    shopify: storeProject?.integrationType === 'shopify',
  };
  const granted = await hasStoreAccess(ctx, visitorId);

  const customer =
    actor.kind === 'customer'
      ? (
          await ctx.db
            .select({
              verified: customers.verified,
              signedEula: customers.signedEula,
              internal: customers.internal,
              dashboardPermissions: customers.dashboardPermissions,
            })
            .from(customers)
            .where(eq(customers.id, actor.customerId))
            .limit(1)
        )[0]
      : undefined;
  if (actor.kind !== 'customer' || !customer) {
    return {
      loggedIn: false,
      verified: false,
      eulaSigned: false,
      hasActiveStore: false,
      pro: judgePro({
        divisionId: store.id,
        operatorContext,
        activeProjectIsPro: false,
        subdomainIsPro: store.settings.isPro,
      }),
      turbo: store.isTurbo,
      internal: operatorContext,
      dashboardPermissions: [],
      unlockedBadges: [],
      store: { ...storeFacts, allowed: granted },
    };
  }

  const memberships = await ctx.db
    .select({ divisionId: customerDivisions.divisionId, internal: customerDivisions.internal })
    .from(customerDivisions)
    .where(eq(customerDivisions.customerId, actor.customerId))
    .orderBy(customerDivisions.divisionId);
  const member = memberships.find((row) => row.divisionId === store.id);
  const project = await activeProject(ctx, actor.customerId, memberships[0]?.divisionId ?? null);
  const internal = isInternalUser({
    operatorContext,
    flaggedInternal: customer.internal,
    storeInternal: member?.internal ?? false,
    divisionId: store.id,
  });
  const onPlatform = store.isPlatform || operatorContext;
  const turbo = onPlatform ? (project?.isTurbo ?? false) : store.isTurbo;
  return {
    loggedIn: true,
    verified: customer.verified,
    eulaSigned: customer.signedEula,
    hasActiveStore: onPlatform ? memberships.length > 0 : Boolean(member),
    pro: judgePro({
      divisionId: store.id,
      operatorContext,
      activeProjectIsPro: project?.isPro ?? false,
      subdomainIsPro: store.settings.isPro,
    }),
    turbo,
    internal,
    dashboardPermissions: customer.dashboardPermissions,
    unlockedBadges: (project?.badges ?? []).filter((badge) => badge.unlocked).map((badge) => badge.code),
    store: { ...storeFacts, allowed: granted || Boolean(member) },
  };
}

async function activeProject(
  ctx: ServiceContext,
  customerId: number,
  firstDivisionId: number | null,
): Promise<Project | null> {
  const columns = {
    isPro: manufacturers.isPro,
    isTurbo: manufacturers.isTurbo,
    integrationType: manufacturers.integrationType,
    badges: manufacturers.badges,
  };
  const [own] = await ctx.db
    .select(columns)
    .from(customerManufacturers)
    .innerJoin(manufacturers, eq(manufacturers.id, customerManufacturers.manufacturerId))
    .where(eq(customerManufacturers.customerId, customerId))
    .orderBy(customerManufacturers.manufacturerId)
    .limit(1);
  if (own) return own;
  if (firstDivisionId === null) return null;
  const [viaStore] = await ctx.db
    .select(columns)
    .from(divisions)
    .innerJoin(manufacturers, eq(manufacturers.id, divisions.manufacturerId))
    .where(eq(divisions.id, firstDivisionId))
    .limit(1);
  return viaStore ?? null;
}
