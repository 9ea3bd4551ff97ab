import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  permissionField,
  TEAM_INVITE_TTL_MS,
  TEAM_INVITES_PER_DAY,
  TEAM_MESSAGES,
} from '../../core/auth/team';
import { ERROR_MESSAGES } from '../../core/errors';
import { customers, linkFromEmail, listOutbox, permissionRequests } from '../accounts';
import { createTestCustomer, customerContext } from '../accounts/testing';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { assertMayManage, STORE_ADMIN_MESSAGES } from '../store-admin';
import type { Store } from '../stores';
import { createTestStore } from '../testing/fixtures';
import { acceptInvite, inviteTeammate, viewInvite, withdrawInvite } from './invites';
import {
  dismissRequest,
  grantRequest,
  loadTeam,
  removeMember,
  requestAccess,
  setMemberPermissions,
} from './members';
import { teamInvites } from './tables';

const ORIGIN = 'http://platform.test';
const checked = (...permissions: Parameters<typeof permissionField>[0][]) =>
  Object.fromEntries(permissions.map((permission) => [permissionField(permission), 'on']));

describe.each(testEngines)("a store's team on %s", (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let other: Store;
  let owner: ServiceContext;
  let ownerId: number;
  let otherOwner: ServiceContext;
  let teamStaff: ServiceContext;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const { db } = database;
    store = await createTestStore(db, { subdomain: 'team-store', companyName: 'Team Store' });
    other = await createTestStore(db, { subdomain: 'team-store-other' });
    const ownerRow = await createTestCustomer(db, { stores: [{ divisionId: store.id, role: 'owner' }] });
    ownerId = ownerRow.id;
    owner = customerContext(db, store, ownerRow);
    otherOwner = customerContext(
      db,
      other,
      await createTestCustomer(db, { stores: [{ divisionId: other.id, role: 'owner' }] }),
    );
    teamStaff = customerContext(
      db,
      store,
      await createTestCustomer(db, {
        stores: [{ divisionId: store.id, role: 'staff', permissions: ['team', 'products'] }],
      }),
    );
  });
  afterAll(async () => {
    await database.close();
  });

  /** The token of the newest invitation emailed to `email`, read from the store's outbox. */
  async function emailedToken(email: string): Promise<string> {
    const [mail] = await listOutbox(owner, { to: email, kind: 'team-invite' });
    const link = mail ? linkFromEmail(mail, `/dashboard/invites/${store.id}/`) : null;
    if (!link) throw new Error(`no invitation emailed to ${email}`);
    return link.split('/').at(-2) ?? '';
  }

  async function account(email: string, verified = true) {
    const row = await createTestCustomer(database.db, { email, verified });
    return customerContext(database.db, store, row);
  }

  it('emails an invitation with a link to the platform host, and lists it as open', async () => {
    const answer = await inviteTeammate(
      owner,
      { email: ' New.Mate@Example.com ', ...checked('products') },
      { origin: ORIGIN },
    );
    expect(answer).toEqual({
      message: 'Invitation sent to new.mate@example.com.',
      email: 'new.mate@example.com',
    });
    const [mail] = await listOutbox(owner, { to: 'new.mate@example.com' });
    expect(mail).toMatchObject({ kind: 'team-invite', subject: 'Join the team of Team Store' });
    expect(mail?.text).toContain('add and edit products');
    expect(linkFromEmail(mail ?? { text: '' }, '/dashboard/invites/')).toMatch(
      new RegExp(`^${ORIGIN}/dashboard/invites/${store.id}/[A-Za-z0-9_-]{43}/$`),
    );
    const team = await loadTeam(owner);
    expect(team.invites.map((invite) => [invite.email, invite.permissions])).toEqual([
      ['new.mate@example.com', ['products']],
    ]);
  });

  it('refuses a bad address or no permission with the messages, writing nothing', async () => {
    const before = (await database.db.select().from(teamInvites)).length;
    await expect(
      inviteTeammate(owner, { email: 'not an email', ...checked('orders') }, { origin: ORIGIN }),
    ).rejects.toMatchObject({ status: 422, errors: { email: ['Please enter a valid email address'] } });
    await expect(
      inviteTeammate(owner, { email: 'someone@example.com' }, { origin: ORIGIN }),
    ).rejects.toMatchObject({ status: 422, errors: { permissions: [TEAM_MESSAGES.noPermissionChosen] } });
    expect((await database.db.select().from(teamInvites)).length).toBe(before);
    expect(await listOutbox(owner, { to: 'someone@example.com' })).toEqual([]);
  });

  it('refuses someone already on the team, and a member giving permissions they do not hold', async () => {
    const [ownerAccount] = await database.db.select().from(customers).where(eq(customers.id, ownerId));
    await expect(
      inviteTeammate(owner, { email: ownerAccount?.email ?? '', ...checked('orders') }, { origin: ORIGIN }),
    ).rejects.toMatchObject({
      status: 422,
      errors: { email: [TEAM_MESSAGES.alreadyMember(ownerAccount?.email ?? '')] },
    });
    await expect(
      inviteTeammate(
        teamStaff,
        { email: 'x@example.com', ...checked('products', 'orders') },
        { origin: ORIGIN },
      ),
    ).rejects.toMatchObject({ status: 422, message: TEAM_MESSAGES.onlyOwnPermissions });
    await expect(
      inviteTeammate(teamStaff, { email: 'x@example.com', ...checked('products') }, { origin: ORIGIN }),
    ).resolves.toMatchObject({ email: 'x@example.com' });
  });

  it('lets only the invited, verified address accept, once, and the permissions apply at once', async () => {
    await inviteTeammate(owner, { email: 'joiner@example.com', ...checked('products') }, { origin: ORIGIN });
    const token = await emailedToken('joiner@example.com');
    expect(await viewInvite(owner, token)).toEqual({
      storeName: 'Team Store',
      email: 'joiner@example.com',
      permissions: ['products'],
      state: 'open',
    });

    const stranger = await account('stranger@example.com');
    await expect(acceptInvite(stranger, token)).rejects.toMatchObject({
      status: 403,
      message: TEAM_MESSAGES.inviteForSomeoneElse('joiner@example.com'),
    });
    const unverified = await account('JOINER@example.com', false);
    await expect(acceptInvite(unverified, token)).rejects.toMatchObject({
      status: 403,
      message: TEAM_MESSAGES.verifyFirst,
    });
    await database.db
      .update(customers)
      .set({ verified: true })
      .where(eq(customers.email, 'JOINER@example.com'));

    await expect(acceptInvite(unverified, token)).resolves.toEqual({
      message: 'You are now on the team of Team Store.',
      storeId: store.id,
    });
    await expect(assertMayManage(unverified, 'products')).resolves.toEqual({
      role: 'staff',
      permissions: ['products'],
    });
    await expect(assertMayManage(unverified, 'orders')).rejects.toMatchObject({ status: 403 });
    await expect(acceptInvite(unverified, token)).rejects.toMatchObject({
      status: 409,
      message: TEAM_MESSAGES.inviteUsed,
    });
    expect((await viewInvite(owner, token)).state).toBe('used');

    // The owner widens them: the next call sees it.
    await setMemberPermissions(owner, {
      member: String((unverified.actor as { customerId: number }).customerId),
      ...checked('products', 'orders'),
    });
    await expect(assertMayManage(unverified, 'orders')).resolves.toMatchObject({ role: 'staff' });
  });

  it('refuses an expired or withdrawn invitation, and one named under another store (404)', async () => {
    const now = new Date();
    await inviteTeammate(owner, { email: 'late@example.com', ...checked('files') }, { origin: ORIGIN, now });
    const token = await emailedToken('late@example.com');
    const late = await account('late@example.com');
    await expect(
      acceptInvite(late, token, new Date(now.getTime() + TEAM_INVITE_TTL_MS + 1)),
    ).rejects.toMatchObject({ status: 409, message: TEAM_MESSAGES.inviteExpired });
    await expect(acceptInvite({ ...late, store: other }, token)).rejects.toMatchObject({
      status: 404,
      message: TEAM_MESSAGES.inviteNotFound,
    });
    const [open] = (await loadTeam(owner)).invites.filter((invite) => invite.email === 'late@example.com');
    await expect(withdrawInvite(otherOwner, open?.id ?? 0)).rejects.toMatchObject({ status: 404 });
    await withdrawInvite(owner, open?.id ?? 0);
    await expect(acceptInvite(late, token)).rejects.toMatchObject({
      status: 409,
      message: TEAM_MESSAGES.inviteUsed,
    });
  });

  it('a new invitation to the same address withdraws the earlier one', async () => {
    await inviteTeammate(owner, { email: 'twice@example.com', ...checked('pages') }, { origin: ORIGIN });
    const first = await emailedToken('twice@example.com');
    await inviteTeammate(owner, { email: 'twice@example.com', ...checked('themes') }, { origin: ORIGIN });
    const second = await emailedToken('twice@example.com');
    const twice = await account('twice@example.com');
    await expect(acceptInvite(twice, first)).rejects.toMatchObject({ status: 409 });
    await acceptInvite(twice, second);
    await expect(assertMayManage(twice, 'themes')).resolves.toMatchObject({ permissions: ['themes'] });
  });

  it('sends at most 50 invitations a day from a store, then says how long to wait (429)', async () => {
    const busy = await createTestStore(database.db, { subdomain: 'team-store-busy' });
    const busyOwner = customerContext(
      database.db,
      busy,
      await createTestCustomer(database.db, { stores: [{ divisionId: busy.id, role: 'owner' }] }),
    );
    const now = new Date('2026-03-10T12:00:00Z');
    await database.db.insert(teamInvites).values(
      Array.from({ length: TEAM_INVITES_PER_DAY }, (_, index) => ({
        divisionId: busy.id,
        email: `bulk-${index}@example.com`,
        permissions: ['files'],
        tokenHash: `bulk-${busy.id}-${index}`,
        createdAt: new Date(now.getTime() - 60 * 60 * 1000),
        expiresAt: new Date(now.getTime() + TEAM_INVITE_TTL_MS),
      })),
    );
    await expect(
      inviteTeammate(
        busyOwner,
        { email: 'one-more@example.com', ...checked('files') },
        { origin: ORIGIN, now },
      ),
    ).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 23 * 60 * 60,
      message: 'Too many attempts. Please try again in 1380 minutes.',
    });
    await expect(
      inviteTeammate(
        busyOwner,
        { email: 'one-more@example.com', ...checked('files') },
        { origin: ORIGIN, now: new Date(now.getTime() + 23 * 60 * 60 * 1000 + 1) },
      ),
    ).resolves.toMatchObject({ email: 'one-more@example.com' });
  });

  it('lets only the owner change or remove members, never the owner, and 404s for non-members', async () => {
    const member = await account('member@example.com');
    await inviteTeammate(owner, { email: 'member@example.com', ...checked('files') }, { origin: ORIGIN });
    await acceptInvite(member, await emailedToken('member@example.com'));
    const memberId = (member.actor as { customerId: number }).customerId;
    await expect(
      setMemberPermissions(teamStaff, { member: String(memberId), ...checked('files') }),
    ).rejects.toMatchObject({ status: 403, message: TEAM_MESSAGES.ownerOnly });
    await expect(setMemberPermissions(owner, { member: String(ownerId) })).rejects.toMatchObject({
      status: 409,
      message: TEAM_MESSAGES.ownerUnchangeable,
    });
    await expect(removeMember(otherOwner, memberId)).rejects.toMatchObject({ status: 404 });
    await expect(removeMember({ ...otherOwner, store }, memberId)).rejects.toMatchObject({
      status: 404,
      message: STORE_ADMIN_MESSAGES.noSuchStore,
    });
    await removeMember(owner, memberId);
    await expect(assertMayManage(member)).rejects.toMatchObject({ status: 404 });
    await expect(removeMember(owner, memberId)).rejects.toMatchObject({
      status: 404,
      message: TEAM_MESSAGES.notMember,
    });
  });

  it('takes a member’s request for an area to the owner, who grants or dismisses it', async () => {
    const asker = await account('asker@example.com');
    await inviteTeammate(owner, { email: 'asker@example.com', ...checked('products') }, { origin: ORIGIN });
    await acceptInvite(asker, await emailedToken('asker@example.com'));

    await expect(requestAccess(asker, { permission: 'orders', reason: '  ' })).rejects.toMatchObject({
      status: 422,
      errors: { reason: ['This field is required'] },
    });
    await expect(requestAccess(asker, { permission: 'products', reason: 'x' })).rejects.toMatchObject({
      status: 409,
      message: TEAM_MESSAGES.alreadyHeld,
    });
    await expect(requestAccess(asker, { permission: 'orders', reason: 'To pack parcels' })).resolves.toEqual({
      message: ERROR_MESSAGES.permissionRequestSubmitted,
    });
    await requestAccess(asker, { permission: 'files', reason: 'Logos' });

    const team = await loadTeam(owner);
    const [files, orders] = team.requests;
    expect(team.requests.map((request) => [request.email, request.permissions, request.reason])).toEqual([
      ['asker@example.com', ['files'], 'Logos'],
      ['asker@example.com', ['orders'], 'To pack parcels'],
    ]);
    await expect(grantRequest(otherOwner, orders?.id ?? 0)).rejects.toMatchObject({ status: 404 });
    await expect(grantRequest(teamStaff, orders?.id ?? 0)).rejects.toMatchObject({ status: 403 });
    await expect(assertMayManage(asker, 'orders')).rejects.toMatchObject({ status: 403 });
    await grantRequest(owner, orders?.id ?? 0);
    await expect(assertMayManage(asker, 'orders')).resolves.toMatchObject({
      permissions: ['products', 'orders'],
    });
    await dismissRequest(owner, files?.id ?? 0);
    await expect(assertMayManage(asker, 'files')).rejects.toMatchObject({ status: 403 });
    expect(
      await database.db.select().from(permissionRequests).where(eq(permissionRequests.divisionId, store.id)),
    ).toEqual([]);
    await expect(grantRequest(owner, orders?.id ?? 0)).rejects.toMatchObject({
      status: 404,
      message: TEAM_MESSAGES.requestNotFound,
    });
  });
});
