import {
  createStorePage,
  deleteStorePage,
  duplicateStorePage,
  listAdminPages,
  ogImageChoices,
  pageTemplateChoices,
  readAdminPage,
  savePageSettings,
  setHomepage,
  setPagePublished,
} from '../../../domain/page-admin';
import type { PageCacheInvalidator } from '../../../domain/pages';
import { createHandoff } from '../../../domain/store-opening';
import type { OnStore } from './on-store';

/**
 * The dashboard's Pages services: each call names the store it is about. Writes drop the store's cached
 * pages (the reader, when the server has one) so the storefront shows the change at once.
 */
export function pagesDashboardServices(onStore: OnStore, reader?: PageCacheInvalidator) {
  const writes = { writes: true };
  const options = reader ? { reader } : {};
  return {
    list: (storeId: number, search = '') => onStore(storeId, (ctx) => listAdminPages(ctx, search)),
    read: (storeId: number, id: number) => onStore(storeId, (ctx) => readAdminPage(ctx, id)),
    templates: (storeId: number) => onStore(storeId, pageTemplateChoices),
    ogImages: (storeId: number) => onStore(storeId, ogImageChoices),
    create: (storeId: number, form: unknown) =>
      onStore(storeId, (ctx) => createStorePage(ctx, form, options), writes),
    save: (storeId: number, id: number, form: unknown) =>
      onStore(storeId, (ctx) => savePageSettings(ctx, id, form, options), writes),
    publish: (storeId: number, id: number, form: unknown) =>
      onStore(storeId, (ctx) => setPagePublished(ctx, id, form, options), writes),
    duplicate: (storeId: number, id: number) =>
      onStore(storeId, (ctx) => duplicateStorePage(ctx, id, {}, options), writes),
    setHomepage: (storeId: number, id: number, form: unknown) =>
      onStore(storeId, (ctx) => setHomepage(ctx, id, form, options), writes),
    delete: (storeId: number, id: number, form: unknown) =>
      onStore(storeId, (ctx) => deleteStorePage(ctx, id, form, options), writes),
    /** The one-time link that opens a page in the editor on the store's own origin (preview mode). */
    editLink: (storeId: number, id: number) =>
      onStore(storeId, async (ctx) => {
        const page = await readAdminPage(ctx, id);
        return createHandoff(ctx, { to: `${page.url}?preview=1` });
      }),
  };
}
