import { eq, sql } from 'drizzle-orm';
import { conflict, invalid, parseOrThrow } from '../../core/errors';
import { MENU_LIMITS, MENU_MESSAGES, type MenuItem, mainMenuSchema, menuLinksTo } from '../../core/store';
import type { ServiceContext } from '../context';
import { assertMayManage } from '../store-admin';
import { subdomains } from '../stores';

/** The store's main menu as the editor starts from it. */
export async function readMenu(ctx: ServiceContext): Promise<MenuItem[]> {
  await assertMayManage(ctx, 'pages');
  const [row] = await ctx.db
    .select({ mainMenu: subdomains.mainMenu })
    .from(subdomains)
    .where(eq(subdomains.divisionId, ctx.store.id))
    .limit(1);
  return row?.mainMenu ?? [];
}

/**
 * Replaces the store's main menu with `menu`, checked by the one menu schema (§5 messages, MENU_LIMITS). The
 * subdomains trigger tells every storefront cache ('menu'), so shoppers see it on their next page.
 */
export async function saveMenu(ctx: ServiceContext, menu: unknown): Promise<MenuItem[]> {
  await assertMayManage(ctx, 'pages');
  const items = parseOrThrow(mainMenuSchema, menu);
  await ctx.db
    .update(subdomains)
    .set({ mainMenu: items, updatedAt: sql`now()` })
    .where(eq(subdomains.divisionId, ctx.store.id));
  return items;
}

/**
 * Adds one item at the end of the top level ("Add to menu"): refused (409) when the menu already links there
 * or is full. The store's row is locked, so two presses at once add it once.
 */
export async function appendMenuItem(
  ctx: ServiceContext,
  item: { text: string; href: string },
): Promise<MenuItem[]> {
  await assertMayManage(ctx, 'pages');
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ mainMenu: subdomains.mainMenu })
      .from(subdomains)
      .where(eq(subdomains.divisionId, ctx.store.id))
      .for('update')
      .limit(1);
    if (!row) throw invalid({ menu: [MENU_MESSAGES.notJson] });
    if (menuLinksTo(row.mainMenu, item.href)) throw conflict(MENU_MESSAGES.alreadyThere);
    if (row.mainMenu.length >= MENU_LIMITS.topItems) throw conflict(MENU_MESSAGES.full);
    const items = parseOrThrow(mainMenuSchema, [...row.mainMenu, item]);
    await tx
      .update(subdomains)
      .set({ mainMenu: items, updatedAt: sql`now()` })
      .where(eq(subdomains.divisionId, ctx.store.id));
    return items;
  });
}
