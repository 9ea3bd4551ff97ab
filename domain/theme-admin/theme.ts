import { and, asc, eq, isNull } from 'drizzle-orm';
import { invalid, parseOrThrow } from '../../core/errors';
import { THEMES } from '../../core/theme';
import {
  applyThemeSchema,
  THEME_ADMIN_MESSAGES,
  themeOverridesSchema,
  themePreviewSchema,
} from '../../core/theme/admin';
import { normaliseHex, overridesProblems } from '../../core/theme/editor';
import { isSelectableTheme } from '../../core/theme/selector';
import { collections, products } from '../catalog';
import type { ServiceContext } from '../context';
import { assertMayManage } from '../store-admin';
import { storeOrigin, subdomains } from '../stores';

/** A page of the store the preview frame can show. */
export interface PreviewPage {
  label: string;
  path: string;
}

/** What the theme screens start from. */
export interface ThemeAdminState {
  theme: string;
  overrides: Record<string, string>;
  /** The store's own origin, where the preview frame loads its pages. */
  origin: string;
  /** Home, then a collection and a product of the store when it has them. */
  previewPages: PreviewPage[];
}

/** A theme and overrides checked for previewing; the caller signs it for the storefront. */
export interface ThemePreviewRequest {
  theme: string;
  overrides: Record<string, string>;
}

async function storedTheme(ctx: ServiceContext) {
  const [row] = await ctx.db
    .select({ theme: subdomains.theme, overrides: subdomains.themeOverrides })
    .from(subdomains)
    .where(eq(subdomains.divisionId, ctx.store.id))
    .limit(1);
  return { theme: row?.theme ?? ctx.store.settings.theme, overrides: row?.overrides ?? {} };
}

async function previewPages(ctx: ServiceContext): Promise<PreviewPage[]> {
  const [collection] = await ctx.db
    .select({ name: collections.name, urlName: collections.urlName })
    .from(collections)
    .where(and(eq(collections.divisionId, ctx.store.id), eq(collections.enabled, true)))
    .orderBy(asc(collections.position), asc(collections.id))
    .limit(1);
  const [product] = await ctx.db
    .select({ name: products.name, urlName: products.urlName })
    .from(products)
    .where(
      and(
        eq(products.divisionId, ctx.store.id),
        eq(products.enabled, true),
        eq(products.isBaseProduct, false),
        isNull(products.baseProductId),
      ),
    )
    .orderBy(asc(products.id))
    .limit(1);
  return [
    { label: 'Home page', path: '/' },
    ...(collection
      ? [{ label: `Collection: ${collection.name}`, path: `/collection/${collection.urlName}/` }]
      : []),
    ...(product ? [{ label: `Product: ${product.name}`, path: `/product/${product.urlName}/` }] : []),
  ];
}

export async function readThemeAdmin(ctx: ServiceContext): Promise<ThemeAdminState> {
  await assertMayManage(ctx, 'themes');
  const { theme, overrides } = await storedTheme(ctx);
  return { theme, overrides, origin: storeOrigin(ctx.store), previewPages: await previewPages(ctx) };
}

/** A named theme the store may choose; `current` (its own, perhaps deprecated since) may be kept. */
function selectableTheme(input: unknown, current?: string): string {
  const { theme } = parseOrThrow(applyThemeSchema, input);
  if (!isSelectableTheme(theme, THEMES) && !(theme === current && Object.hasOwn(THEMES, theme)))
    throw invalid({ theme: [THEME_ADMIN_MESSAGES.chooseTheme] });
  return theme;
}

/**
 * Checked overrides: hex colours written '#rrggbb' in lower case; a bad value is refused (422) with its
 * message keyed 'overrides.<property>' (a colour: §5's 'not a valid hex string').
 */
function checkedOverrides(theme: string, input: unknown): Record<string, string> {
  const parsed = parseOrThrow(themeOverridesSchema, input ?? {});
  const overrides = Object.fromEntries(
    Object.entries(parsed).map(([key, value]) => [key, normaliseHex(value)]),
  );
  const problems = overridesProblems(theme, overrides, THEMES);
  const keys = Object.keys(problems);
  if (keys.length > 0)
    throw invalid(Object.fromEntries(keys.map((key) => [`overrides.${key}`, problems[key] ?? []])));
  return overrides;
}

/**
 * Puts the store on a named theme in one write: its own settings go, as they were made for the theme it
 * leaves. The storefront's cached pages go with the change (the subdomains trigger announces 'theme').
 */
export async function applyTheme(ctx: ServiceContext, input: unknown): Promise<{ message: string }> {
  await assertMayManage(ctx, 'themes');
  const theme = selectableTheme(input);
  await ctx.db
    .update(subdomains)
    .set({ theme, themeOverrides: {}, updatedAt: new Date() })
    .where(eq(subdomains.divisionId, ctx.store.id));
  return { message: THEME_ADMIN_MESSAGES.applied(theme) };
}

/** Replaces the store's own theme settings with `input` (property → value), all in one write. */
export async function saveThemeOverrides(ctx: ServiceContext, input: unknown): Promise<{ message: string }> {
  await assertMayManage(ctx, 'themes');
  const { theme } = await storedTheme(ctx);
  const overrides = checkedOverrides(theme, input);
  await ctx.db
    .update(subdomains)
    .set({ themeOverrides: overrides, updatedAt: new Date() })
    .where(eq(subdomains.divisionId, ctx.store.id));
  return { message: THEME_ADMIN_MESSAGES.saved };
}

/** Checks a theme and overrides the manager wants to preview; nothing is written. */
export async function checkThemePreview(ctx: ServiceContext, input: unknown): Promise<ThemePreviewRequest> {
  await assertMayManage(ctx, 'themes');
  const { overrides } = parseOrThrow(themePreviewSchema, input);
  const theme = selectableTheme(input, (await storedTheme(ctx)).theme);
  return { theme, overrides: checkedOverrides(theme, overrides) };
}
