import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomer, customerContext } from '../../../../domain/accounts/testing';
import type { DatabaseHandle } from '../../../../domain/db';
import { openTestDatabase } from '../../../../domain/db/testing';
import { type Store, subdomains } from '../../../../domain/stores';
import { createTestStore } from '../../../../domain/testing/fixtures';
import { NO_SUCH_STORE } from '../../../../server/dashboard-store';
import { themeDashboardServices } from '../../../../server/load-context/dashboard/theme';
import { attempt } from '../../../../server/load-context/outcome';
import { readThemePreview } from '../../../../server/theme-preview';
import { answerOf, expectNotFound, formPost } from '../../../forms/testing';
import { action as editorAction, loader as editorLoader } from './editor';
import { action as selectorAction, loader as selectorLoader } from './selector';

describe('the dashboard theme routes', () => {
  let database: DatabaseHandle;
  let store: Store;
  let other: Store;
  let context: never;
  let productsOnly: never;

  const stored = async (divisionId: number) => {
    const [row] = await database.db
      .select({ theme: subdomains.theme, overrides: subdomains.themeOverrides })
      .from(subdomains)
      .where(eq(subdomains.divisionId, divisionId));
    return row;
  };
  const url = (storeId: number, path: string) => `http://localhost/dashboard/stores/${storeId}/${path}`;
  const args = (storeId: number, path: string, fields?: Record<string, string>) =>
    ({
      context,
      params: { store: String(storeId) },
      request: fields ? formPost(url(storeId, path), fields) : new Request(url(storeId, path)),
    }) as never;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const db = database.db;
    store = await createTestStore(db, { subdomain: 'theme-routes' });
    other = await createTestStore(db, { subdomain: 'theme-routes-other' });
    const owner = await createTestCustomer(db, { stores: [{ divisionId: store.id, role: 'owner' }] });
    const staff = await createTestCustomer(db, {
      stores: [{ divisionId: store.id, role: 'staff', permissions: ['products'] }],
    });
    const stores = new Map([
      [store.id, store],
      [other.id, other],
    ]);
    // As server/load-context/dashboard/on-store.ts: the signed-in owner acting on the store the path names.
    const theme = themeDashboardServices(async (storeId, call) => {
      const target = stores.get(storeId);
      if (!target) return { ok: false, status: 404, message: NO_SUCH_STORE, errors: {} };
      return attempt(() => call(customerContext(db, target, owner)));
    });
    const staffTheme = themeDashboardServices(async (_storeId, call) =>
      attempt(() => call(customerContext(db, store, staff))),
    );
    productsOnly = {
      tenant: 'platform',
      store: null,
      services: { accounts: { user: async () => ({ id: staff.id }) }, dashboard: { theme: staffTheme } },
    } as never;
    context = {
      tenant: 'platform',
      store: null,
      services: { accounts: { user: async () => ({ id: owner.id }) }, dashboard: { theme } },
    } as never;
  }, 60_000);
  afterAll(async () => {
    await database.close();
  });

  it('shows the selector with every theme to choose and the editor with the store’s settings', async () => {
    const selector = await selectorLoader(args(store.id, 'theme/'));
    expect(selector).toMatchObject({ storeId: store.id, theme: 'teemill', overrides: {} });
    expect(selector.cards.map((card) => card.name)).toContain('charcoal');
    expect(selector.cards.map((card) => card.name)).not.toContain('boho');
    expect(await editorLoader(args(store.id, 'theme/edit/'))).toMatchObject({
      theme: 'teemill',
      overrides: {},
    });
  });

  it('answers 404 for another store’s theme pages, writing nothing', async () => {
    await expectNotFound(selectorLoader(args(other.id, 'theme/')));
    await expectNotFound(editorLoader(args(other.id, 'theme/edit/')));
    const applied = answerOf(
      await selectorAction(args(other.id, 'theme/', { intent: 'apply', theme: 'joy' })),
    );
    expect(applied.status).toBe(404);
    const saved = answerOf(
      await editorAction(
        args(other.id, 'theme/edit/', { intent: 'save', overrides: '{"primary.color":"#000000"}' }),
      ),
    );
    expect(saved.status).toBe(404);
    expect(await stored(other.id)).toEqual({ theme: 'teemill', overrides: {} });
  });

  it('sends a team member without the themes permission to the 403 page, writing nothing', async () => {
    const redirected = await selectorLoader({
      ...(args(store.id, 'theme/') as object),
      context: productsOnly,
    } as never).then(
      () => null,
      (thrown: unknown) => thrown as Response,
    );
    expect(redirected?.status).toBe(302);
    expect(redirected?.headers.get('Location')).toBe(`/403/?store=${store.id}&permission=themes`);
    const applied = answerOf(
      await selectorAction({
        ...(args(store.id, 'theme/', { intent: 'apply', theme: 'joy' }) as object),
        context: productsOnly,
      } as never),
    );
    expect(applied.status).toBe(403);
    expect((await stored(store.id))?.theme).toBe('teemill');
  });

  it('applies a theme in one post', async () => {
    const answer = answerOf(
      await selectorAction(args(store.id, 'theme/', { intent: 'apply', theme: 'joy' })),
    );
    expect(answer).toMatchObject({
      status: 200,
      body: { intent: 'apply', ok: true, message: 'Your store now uses the Joy theme.' },
    });
    expect((await stored(store.id))?.theme).toBe('joy');
  });

  it('refuses a deprecated theme with 422', async () => {
    const answer = answerOf(
      await selectorAction(args(store.id, 'theme/', { intent: 'apply', theme: 'tokyo' })),
    );
    expect(answer).toMatchObject({
      status: 422,
      body: { errors: { theme: ['Choose one of the themes shown.'] } },
    });
    expect((await stored(store.id))?.theme).toBe('joy');
  });

  it('saves the overrides, and refuses a bad colour with §5’s message, writing nothing', async () => {
    const saved = answerOf(
      await editorAction(
        args(store.id, 'theme/edit/', { intent: 'save', overrides: '{"primary.color":"#AA0000"}' }),
      ),
    );
    expect(saved).toMatchObject({
      status: 200,
      body: { ok: true, message: 'Your theme settings are saved.' },
    });
    expect((await stored(store.id))?.overrides).toEqual({ 'primary.color': '#aa0000' });

    const refused = answerOf(
      await editorAction(
        args(store.id, 'theme/edit/', {
          intent: 'save',
          overrides: '{"primary.color":"#aa000","text.color":"#000"}',
        }),
      ),
    );
    expect(refused).toMatchObject({
      status: 422,
      body: { ok: false, errors: { 'overrides.primary.color': ['not a valid hex string'] } },
    });
    const garbled = answerOf(
      await editorAction(args(store.id, 'theme/edit/', { intent: 'save', overrides: '{' })),
    );
    expect(garbled).toMatchObject({
      status: 422,
      body: {
        errors: { overrides: ['The theme settings could not be read. Reload the page and try again.'] },
      },
    });
    expect((await stored(store.id))?.overrides).toEqual({ 'primary.color': '#aa0000' });
  });

  it('signs a preview for the store without writing it, and refuses a bad one', async () => {
    const answer = answerOf(
      await editorAction(
        args(store.id, 'theme/edit/', {
          intent: 'preview',
          theme: 'joy',
          overrides: '{"primary.color":"#00aa00"}',
        }),
      ),
    );
    expect(answer.status).toBe(200);
    const { preview } = answer.body as { preview: { param: string; token: string } };
    expect(preview.param).toBe('themePreview');
    expect(readThemePreview(preview.token, store.id)).toEqual({
      storeId: store.id,
      theme: 'joy',
      overrides: { 'primary.color': '#00aa00' },
    });
    expect(readThemePreview(preview.token, other.id)).toBeNull();
    const refused = answerOf(
      await selectorAction(
        args(store.id, 'theme/', { intent: 'preview', theme: 'joy', overrides: '{"primary.color":"x"}' }),
      ),
    );
    expect(refused).toMatchObject({
      status: 422,
      body: { errors: { 'overrides.primary.color': ['not a valid hex string'] } },
    });
    expect((await stored(store.id))?.overrides).toEqual({ 'primary.color': '#aa0000' });
  });
});
