import { and, count, eq, isNull, notLike } from 'drizzle-orm';
import { collections, products } from '../catalog';
import type { ServiceContext } from '../context';
import { orders } from '../orders';
import { pages, readProjectBadges } from '../pages';
import { assertMayManage, mayUse } from '../store-admin';
import { divisions } from '../stores';
import { readApproval, type StoreApproval } from './approval';

/** One step of a new store's first hour (§3 sign-up badges), done or not, and where it is done. */
export interface OnboardingStep {
  code: 'theme' | 'homepage' | 'product' | 'collection' | 'profile' | 'order';
  title: string;
  done: boolean;
  /** Where it is done: a page of the store's dashboard, or a path on the store's own origin (handed over). */
  link: { kind: 'dashboard'; path: string } | { kind: 'store'; path: string };
  action: string;
}

export interface StoreOnboarding {
  steps: OnboardingStep[];
  doneCount: number;
  approval: StoreApproval;
  plan: 'free' | 'pro';
}

/**
 * The onboarding checklist of the context's store, read from what the store has (anyone who runs it): a
 * theme chosen, the home page edited (or its 'homepage' badge earned), a product of its own (not a shopper's
 * studio design nor one of the studio's blanks), a collection, a logo, a first order; with its review and plan.
 * The first-order step is only for those who may see orders: for anyone else the orders are not counted.
 */
export async function storeOnboarding(ctx: ServiceContext): Promise<StoreOnboarding> {
  const manager = await assertMayManage(ctx);
  const seesOrders = mayUse(manager, 'orders');
  const storeId = ctx.store.id;
  const [productCount, collectionCount, orderCount, home, division, badges, approval] = await Promise.all([
    countOf(
      ctx,
      products,
      and(
        eq(products.divisionId, storeId),
        eq(products.isBaseProduct, false),
        notLike(products.sku, 'GBro-%'),
      ),
    ),
    countOf(ctx, collections, eq(collections.divisionId, storeId)),
    seesOrders ? countOf(ctx, orders, eq(orders.divisionId, storeId)) : 0,
    ctx.db
      .select({ edited: pages.edited, version: pages.version })
      .from(pages)
      .where(and(eq(pages.divisionId, storeId), eq(pages.url, '/'), isNull(pages.deletedAt)))
      .limit(1),
    ctx.db.select({ logo: divisions.logo }).from(divisions).where(eq(divisions.id, storeId)).limit(1),
    readProjectBadges(ctx.db, storeId),
    readApproval(ctx),
  ]);
  const unlocked = new Set(badges.filter((badge) => badge.unlocked).map((badge) => badge.code));
  const homePage = home[0];
  const homeEdited =
    Boolean(homePage && (homePage.edited || homePage.version > 1)) || unlocked.has('homepage');
  const path = (area: string) => ({
    kind: 'dashboard' as const,
    path: `/dashboard/stores/${storeId}/${area}`,
  });
  const steps: OnboardingStep[] = [
    {
      code: 'theme',
      title: 'Choose a theme',
      done: Boolean(ctx.store.settings.theme) || unlocked.has('theme'),
      link: path('settings/'),
      action: 'Change theme',
    },
    {
      code: 'homepage',
      title: 'Make the home page your own',
      done: homeEdited,
      link: { kind: 'store', path: '/?preview=1' },
      action: 'Edit pages',
    },
    {
      code: 'product',
      title: 'Add your first product',
      done: productCount > 0,
      link: path('products/'),
      action: 'Add a product',
    },
    {
      code: 'collection',
      title: 'Group products in a collection',
      done: collectionCount > 0,
      link: path('collections/'),
      action: 'Add a collection',
    },
    {
      code: 'profile',
      title: 'Add your logo',
      done: Boolean(division[0]?.logo) || unlocked.has('profile'),
      link: path('settings/'),
      action: 'Add a logo',
    },
  ];
  if (seesOrders)
    steps.push({
      code: 'order',
      title: 'Take your first order',
      done: orderCount > 0,
      link: path('orders/'),
      action: 'See orders',
    });
  return {
    steps,
    doneCount: steps.filter((step) => step.done).length,
    approval,
    plan: ctx.store.isPro ? 'pro' : 'free',
  };
}

async function countOf(
  ctx: ServiceContext,
  table: typeof products | typeof collections | typeof orders,
  where: ReturnType<typeof and>,
): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}
