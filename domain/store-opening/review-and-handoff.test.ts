import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveSession, sessions } from '../accounts';
import { createTestCustomer, customerContext, testClient } from '../accounts/testing';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { loadStore, type Store } from '../stores';
import { createTestProduct, createTestStore, visitorContext } from '../testing/fixtures';
import { APPROVAL_MESSAGES, readApproval, setApproval } from './approval';
import {
  consumeHandoff,
  createHandoff,
  HANDOFF_MESSAGES,
  HANDOFF_TTL_MS,
  pruneHandoffTokens,
  safeHandoffPath,
} from './handoff';
import { storeOnboarding } from './onboarding';

const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

describe.each(testEngines)('review, onboarding and handoff on %s', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let other: Store;
  let owner: { id: number };
  let staff: { id: number };
  let stranger: { id: number };

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    store = await createTestStore(database.db, {
      subdomain: 'review-me',
      settings: { approvalStatus: 'none' },
    });
    other = await createTestStore(database.db, { subdomain: 'review-other' });
    owner = await createTestCustomer(database.db, { stores: [{ divisionId: store.id, role: 'owner' }] });
    staff = await createTestCustomer(database.db, {
      stores: [{ divisionId: store.id, role: 'staff', permissions: ['products'] }],
    });
    stranger = await createTestCustomer(database.db, { stores: [{ divisionId: other.id, role: 'owner' }] });
  });
  afterAll(async () => {
    await database.close();
  });

  describe('setApproval', () => {
    it('is for internal users only', async () => {
      await expect(
        setApproval(customerContext(database.db, store, owner), { status: 'approved' }),
      ).rejects.toMatchObject({ status: 403, message: APPROVAL_MESSAGES.internalOnly });
      expect((await readApproval(visitorContext(database.db, store))).status).toBe('none');
    });

    it('needs a reason to deny, and keeps it to show the public', async () => {
      const staffCtx = customerContext(database.db, store, stranger, true);
      await expect(setApproval(staffCtx, { status: 'denied', reason: '  ' })).rejects.toMatchObject({
        status: 422,
        errors: { reason: [APPROVAL_MESSAGES.reasonRequired] },
      });
      expect(await setApproval(staffCtx, { status: 'denied', reason: 'Designs copied from others' })).toEqual(
        {
          status: 'denied',
          label: 'Denied',
          reason: 'Designs copied from others',
        },
      );
      expect(await readApproval(visitorContext(database.db, store))).toEqual({
        status: 'denied',
        label: 'Denied',
        reason: 'Designs copied from others',
      });
    });

    it('approves, which forgets the reason and opens the store', async () => {
      await setApproval(customerContext(database.db, store, stranger, true), { status: 'approved' });
      const reloaded = await loadStore(database.db, { id: store.id });
      expect(reloaded?.settings.approvalStatus).toBe('approved');
      expect(await readApproval(visitorContext(database.db, store))).toEqual({
        status: 'approved',
        label: 'Approved',
        reason: null,
      });
      await setApproval(customerContext(database.db, store, stranger, true), { status: 'none' });
      expect((await readApproval(visitorContext(database.db, store))).label).toBe('Not modded yet');
    });

    it('refuses a status that is not one of the approval states', async () => {
      await expect(
        setApproval(customerContext(database.db, store, stranger, true), { status: 'maybe' as 'approved' }),
      ).rejects.toMatchObject({ status: 422 });
    });
  });

  describe('the onboarding checklist', () => {
    it('reads each step from what the store has', async () => {
      const fresh = await createTestStore(database.db, { settings: { approvalStatus: 'none' } });
      const merchant = await createTestCustomer(database.db, { stores: [{ divisionId: fresh.id }] });
      const ctx = customerContext(database.db, fresh, merchant);
      const before = await storeOnboarding(ctx);
      const done = (state: typeof before) =>
        Object.fromEntries(state.steps.map((step) => [step.code, step.done]));
      expect(done(before)).toEqual({
        theme: true,
        homepage: false,
        product: false,
        collection: false,
        profile: false,
        order: false,
      });
      expect(before).toMatchObject({ approval: { label: 'Not modded yet' }, plan: 'free', doneCount: 1 });
      expect(before.steps.find((step) => step.code === 'product')?.link).toEqual({
        kind: 'dashboard',
        path: `/dashboard/stores/${fresh.id}/products/`,
      });

      await createTestProduct(database.db, fresh.id);
      await createTestProduct(database.db, fresh.id, { sku: 'GBro-shopper-design' });
      const after = await storeOnboarding(ctx);
      expect(done(after).product).toBe(true);
      expect(after.doneCount).toBe(2);
    });

    it("does not count a shopper's studio design as the first product", async () => {
      const fresh = await createTestStore(database.db);
      const merchant = await createTestCustomer(database.db, { stores: [{ divisionId: fresh.id }] });
      await createTestProduct(database.db, fresh.id, { sku: 'GBro-only-design' });
      const state = await storeOnboarding(customerContext(database.db, fresh, merchant));
      expect(state.steps.find((step) => step.code === 'product')?.done).toBe(false);
    });

    it("does not count the studio's blanks, which every new store has, as the first product", async () => {
      const fresh = await createTestStore(database.db);
      const merchant = await createTestCustomer(database.db, { stores: [{ divisionId: fresh.id }] });
      await createTestProduct(database.db, fresh.id, { sku: 'PF-BLANK-TEE', isBaseProduct: true });
      const state = await storeOnboarding(customerContext(database.db, fresh, merchant));
      expect(state.steps.find((step) => step.code === 'product')?.done).toBe(false);
    });

    it("is 404 for another owner's store", async () => {
      await expect(storeOnboarding(customerContext(database.db, store, stranger))).rejects.toMatchObject({
        status: 404,
      });
    });
  });

  describe('the handoff to the store origin', () => {
    it('starts a session on the store for the customer it was made for, once', async () => {
      const { url } = await createHandoff(customerContext(database.db, store, owner), { to: '/?preview=1' });
      expect(url).toMatch(/^https?:\/\/review-me\.[^/]+\/handoff\/\?token=[\w-]{43}&to=%2F%3Fpreview%3D1$/);
      const landing = await consumeHandoff(visitorContext(database.db, store), {
        token: tokenOf(url),
        to: '/?preview=1',
        client: testClient,
      });
      expect(landing.to).toBe('/?preview=1');
      const session = await resolveSession(database.db, landing.session.token, store.id);
      expect(session?.customerId).toBe(owner.id);

      await expect(
        consumeHandoff(visitorContext(database.db, store), { token: tokenOf(url), client: testClient }),
      ).rejects.toMatchObject({ status: 422, errors: { token: [HANDOFF_MESSAGES.unusable] } });
    });

    it('works for a team member too, but not for someone who does not run the store', async () => {
      await expect(createHandoff(customerContext(database.db, store, staff), {})).resolves.toBeTruthy();
      await expect(createHandoff(customerContext(database.db, store, stranger), {})).rejects.toMatchObject({
        status: 404,
      });
      await expect(createHandoff(visitorContext(database.db, store), {})).rejects.toMatchObject({
        status: 404,
      });
    });

    it('refuses an expired token and starts no session', async () => {
      const made = new Date(Date.now() - HANDOFF_TTL_MS - 1000);
      const { url } = await createHandoff(customerContext(database.db, store, owner), {}, made);
      const sessionsBefore = await database.db
        .select()
        .from(sessions)
        .where(eq(sessions.customerId, owner.id));
      await expect(
        consumeHandoff(visitorContext(database.db, store), { token: tokenOf(url), client: testClient }),
      ).rejects.toMatchObject({ status: 422, message: HANDOFF_MESSAGES.unusable });
      const sessionsAfter = await database.db
        .select()
        .from(sessions)
        .where(eq(sessions.customerId, owner.id));
      expect(sessionsAfter).toHaveLength(sessionsBefore.length);
    });

    it("refuses another store's token on this store, and leaves it usable on its own", async () => {
      const otherOwner = customerContext(database.db, other, stranger);
      const { url } = await createHandoff(otherOwner, {});
      await expect(
        consumeHandoff(visitorContext(database.db, store), { token: tokenOf(url), client: testClient }),
      ).rejects.toMatchObject({ status: 422 });
      const landing = await consumeHandoff(visitorContext(database.db, other), {
        token: tokenOf(url),
        client: testClient,
      });
      expect((await resolveSession(database.db, landing.session.token, other.id))?.customerId).toBe(
        stranger.id,
      );
    });

    it('refuses made-up tokens', async () => {
      for (const token of ['', 'short', 'x'.repeat(43), null, 42]) {
        await expect(
          consumeHandoff(visitorContext(database.db, store), { token, client: testClient }),
        ).rejects.toMatchObject({ status: 422 });
      }
    });

    it('forgets spent and expired tokens in the hourly clean-up, keeping live ones', async () => {
      const ctx = customerContext(database.db, store, owner);
      const live = await createHandoff(ctx, {});
      const removed = await pruneHandoffTokens(database.db, new Date(Date.now() + 1000));
      expect(removed).toBeGreaterThan(0);
      const landing = await consumeHandoff(visitorContext(database.db, store), {
        token: tokenOf(live.url),
        client: testClient,
      });
      expect(landing.to).toBe('/');
    });

    it('lands only on paths of the store itself', () => {
      expect(safeHandoffPath('/about/?x=1#top')).toBe('/about/?x=1#top');
      for (const to of [
        '//evil.example/',
        'https://evil.example/',
        '/\\evil.example',
        'about',
        '/a b',
        null,
      ]) {
        expect(safeHandoffPath(to)).toBe('/');
      }
    });
  });
});
