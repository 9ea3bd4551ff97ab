import { eq } from 'drizzle-orm';
import { forbidden, parseOrThrow } from '../../core/errors';
import {
  type ComingSoonPageData,
  comingSoonSettingSchema,
  storePasswordSettingSchema,
} from '../../core/store';
import type { ServiceContext } from '../context';
import { subdomains } from '../stores/tables';
import { hashPassword } from './passwords';
import { storeRoleOf } from './store-role';
import { storeAccessGrants } from './tables';

export const STORE_SETTINGS_MESSAGES = {
  ownersOnly: 'Only the owner of this store can change who may visit it.',
  passwordSet: 'The store password is set. Visitors now need it to see the store.',
  passwordCleared: 'The store password is cleared. Everyone can visit the store.',
  comingSoonOn: 'The coming-soon countdown is on.',
  comingSoonOff: 'The coming-soon countdown is off. The store is open.',
} as const;

/** Who may visit the store: its password protection and its coming-soon countdown. */
export interface StoreAccessSettings {
  passwordProtected: boolean;
  comingSoon: { enabled: boolean; launchAt: string | null; heading: string };
}

/** Throws 403 unless the actor owns the context's store (owners only, not staff). */
export async function assertStoreOwner(ctx: ServiceContext): Promise<void> {
  if ((await storeRoleOf(ctx)) !== 'owner') throw forbidden(STORE_SETTINGS_MESSAGES.ownersOnly);
}

async function read(ctx: ServiceContext): Promise<StoreAccessSettings> {
  const [row] = await ctx.db
    .select({ passwordProtected: subdomains.passwordProtected, comingSoon: subdomains.comingSoonPageData })
    .from(subdomains)
    .where(eq(subdomains.divisionId, ctx.store.id))
    .limit(1);
  const comingSoon: ComingSoonPageData = row?.comingSoon ?? { enabled: false };
  return {
    passwordProtected: row?.passwordProtected ?? false,
    comingSoon: {
      enabled: comingSoon.enabled,
      launchAt: comingSoon.launchAt ?? null,
      heading: comingSoon.heading ?? '',
    },
  };
}

/** The store's visit settings, for its owner. */
export async function readStoreAccessSettings(ctx: ServiceContext): Promise<StoreAccessSettings> {
  await assertStoreOwner(ctx);
  return read(ctx);
}

/**
 * Protects the store with a password (§2: visitors neither internal nor let in are asked for it). Visitors
 * let in with an earlier password must give the new one.
 */
export async function setStorePassword(
  ctx: ServiceContext,
  input: unknown,
): Promise<StoreAccessSettings & { message: string }> {
  await assertStoreOwner(ctx);
  const { password } = parseOrThrow(storePasswordSettingSchema, input);
  const hash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(subdomains)
      .set({ passwordProtected: true, storePasswordHash: hash, updatedAt: new Date() })
      .where(eq(subdomains.divisionId, ctx.store.id));
    await tx.delete(storeAccessGrants).where(eq(storeAccessGrants.divisionId, ctx.store.id));
  });
  return { ...(await read(ctx)), message: STORE_SETTINGS_MESSAGES.passwordSet };
}

/** Opens the store to everyone again: no password, and no visitor's earlier access kept. */
export async function clearStorePassword(
  ctx: ServiceContext,
): Promise<StoreAccessSettings & { message: string }> {
  await assertStoreOwner(ctx);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(subdomains)
      .set({ passwordProtected: false, storePasswordHash: null, updatedAt: new Date() })
      .where(eq(subdomains.divisionId, ctx.store.id));
    await tx.delete(storeAccessGrants).where(eq(storeAccessGrants.divisionId, ctx.store.id));
  });
  return { ...(await read(ctx)), message: STORE_SETTINGS_MESSAGES.passwordCleared };
}

/**
 * Turns the coming-soon countdown on (with a launch in the future and an optional heading) or off. While it
 * runs, visitors not let in see /countdown/ (§2).
 */
export async function setComingSoon(
  ctx: ServiceContext,
  input: unknown,
  now: () => number = Date.now,
): Promise<StoreAccessSettings & { message: string }> {
  await assertStoreOwner(ctx);
  const setting = parseOrThrow(comingSoonSettingSchema(now), input);
  const data: ComingSoonPageData = setting.enabled
    ? { enabled: true, launchAt: setting.launchAt, ...(setting.heading ? { heading: setting.heading } : {}) }
    : { enabled: false };
  await ctx.db
    .update(subdomains)
    .set({ comingSoonPageData: data, updatedAt: new Date() })
    .where(eq(subdomains.divisionId, ctx.store.id));
  return {
    ...(await read(ctx)),
    message: setting.enabled ? STORE_SETTINGS_MESSAGES.comingSoonOn : STORE_SETTINGS_MESSAGES.comingSoonOff,
  };
}
