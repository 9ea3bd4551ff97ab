import { eq, sql } from 'drizzle-orm';
import { parseOrThrow } from '../../core/errors';
import { SETTINGS_MESSAGES, type StorePlugins } from '../../core/store';
import type { ServiceContext } from '../context';
import { assertMayManage } from '../store-admin';
import { subdomains } from '../stores/tables';

/** What every settings change answers: the confirmation the page shows. */
export interface SettingSaved {
  message: string;
}

export const saved = (what: string): SettingSaved => ({ message: SETTINGS_MESSAGES.saved(what) });

export type SettingsPatch = Partial<typeof subdomains.$inferInsert>;

type Schema<T> = Parameters<typeof parseOrThrow<T>>[0];

/** The start of every settings change: the signed-in user may manage settings, and the input passes the form's schema. */
export async function settingInput<T>(ctx: ServiceContext, schema: Schema<T>, input: unknown): Promise<T> {
  await assertMayManage(ctx, 'settings');
  return parseOrThrow(schema, input);
}

export async function updateSettings(ctx: ServiceContext, patch: SettingsPatch): Promise<void> {
  await ctx.db
    .update(subdomains)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(subdomains.divisionId, ctx.store.id));
}

/** A settings change as the dashboard calls it. */
export type SettingChange = (ctx: ServiceContext, input: unknown) => Promise<SettingSaved>;

/** A settings form whose checked value is written as `patch` maps it onto the store's settings row. */
export const settingForm =
  <T>(schema: Schema<T>, what: string, patch: (value: T) => SettingsPatch): SettingChange =>
  async (ctx, input) => {
    const value = await settingInput(ctx, schema, input);
    await updateSettings(ctx, patch(value));
    return saved(what);
  };

/** Changes one plugin's settings in one statement, leaving the others as they are. */
export async function setPlugin<K extends keyof StorePlugins>(
  ctx: ServiceContext,
  name: K,
  value: NonNullable<StorePlugins[K]>,
): Promise<void> {
  await ctx.db
    .update(subdomains)
    .set({
      plugins: sql`coalesce(${subdomains.plugins}, '{}'::jsonb) || jsonb_build_object(${name}::text, ${JSON.stringify(value)}::jsonb)`,
      updatedAt: new Date(),
    })
    .where(eq(subdomains.divisionId, ctx.store.id));
}

/** A plugin's settings form whose checked value is written as `plugin` maps it onto the plugin's settings. */
export const pluginForm =
  <T, K extends keyof StorePlugins>(
    name: K,
    schema: Schema<T>,
    what: string,
    plugin: (value: T) => NonNullable<StorePlugins[K]>,
  ): SettingChange =>
  async (ctx, input) => {
    const value = await settingInput(ctx, schema, input);
    await setPlugin(ctx, name, plugin(value));
    return saved(what);
  };

type Row = typeof subdomains.$inferSelect;
type ListSetting = 'searchRedirects' | 'christmasCutoffDates';

/**
 * Reads a list setting, changes it and writes it back, the row locked so two changes take turns; `change`
 * may throw to refuse (nothing is written).
 */
export async function updateListSetting<K extends ListSetting>(
  ctx: ServiceContext,
  key: K,
  change: (current: Row[K]) => Row[K],
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ list: subdomains[key] })
      .from(subdomains)
      .where(eq(subdomains.divisionId, ctx.store.id))
      .for('update');
    const list = change((row?.list ?? []) as Row[K]);
    await tx
      .update(subdomains)
      .set({ [key]: list, updatedAt: new Date() })
      .where(eq(subdomains.divisionId, ctx.store.id));
  });
}
