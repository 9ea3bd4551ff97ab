import * as themeAdmin from '../../../domain/theme-admin';
import { signThemePreview, THEME_PREVIEW_PARAM } from '../../theme-preview';
import type { OnStore } from './on-store';

/** A checked preview: the store's page addresses get `?themePreview=<token>` (decision 0012). */
export interface ThemePreviewLink {
  param: typeof THEME_PREVIEW_PARAM;
  token: string;
}

/** The dashboard's theme services: each call names the store it is about. */
export function themeDashboardServices(onStore: OnStore) {
  return {
    read: (storeId: number) => onStore(storeId, themeAdmin.readThemeAdmin),
    apply: (storeId: number, input: unknown) =>
      onStore(storeId, (ctx) => themeAdmin.applyTheme(ctx, input), { writes: true }),
    saveOverrides: (storeId: number, overrides: unknown) =>
      onStore(storeId, (ctx) => themeAdmin.saveThemeOverrides(ctx, overrides), { writes: true }),
    /** Checks the draft (nothing is written) and signs it for the store's own pages, for a few minutes. */
    preview: (storeId: number, input: unknown) =>
      onStore(storeId, async (ctx): Promise<ThemePreviewLink> => {
        const checked = await themeAdmin.checkThemePreview(ctx, input);
        return { param: THEME_PREVIEW_PARAM, token: signThemePreview({ storeId: ctx.store.id, ...checked }) };
      }),
  };
}
