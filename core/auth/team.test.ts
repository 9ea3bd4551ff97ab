import { describe, expect, it } from 'vitest';
import {
  ACCESS_REASON_MAX_LENGTH,
  accessRequestSchema,
  memberPermissionsSchema,
  TEAM_MESSAGES,
  teamInviteSchema,
} from './team';

const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the team forms', () => {
  it('reads an invitation: a trimmed, lower-cased address and the ticked permissions in the dashboard order', () => {
    expect(
      teamInviteSchema.parse({
        email: ' Sam@Example.COM ',
        perm_team: 'on',
        perm_products: 'on',
        perm_orders: '',
      }),
    ).toEqual({ email: 'sam@example.com', permissions: ['products', 'team'] });
  });

  it('refuses an invitation without an address, with a bad one, or without a permission', () => {
    expect(errorsOf(teamInviteSchema.safeParse({ perm_orders: 'on' }))).toEqual({
      email: 'This field is required',
    });
    expect(errorsOf(teamInviteSchema.safeParse({ email: 'sam', perm_orders: 'on' }))).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(errorsOf(teamInviteSchema.safeParse({ email: 'sam@example.com' }))).toEqual({
      permissions: TEAM_MESSAGES.noPermissionChosen,
    });
  });

  it('lets the owner take every permission away from a member, and reads a bad member id as none', () => {
    expect(memberPermissionsSchema.parse({ member: '12' })).toEqual({ memberId: 12, permissions: [] });
    expect(memberPermissionsSchema.parse({ member: 'x', perm_files: 'on' })).toEqual({
      memberId: 0,
      permissions: ['files'],
    });
  });

  it('needs a known area and a reason of at most 2000 characters to ask for access', () => {
    expect(accessRequestSchema.parse({ permission: 'orders', reason: '  Packing  ' })).toEqual({
      permission: 'orders',
      reason: 'Packing',
    });
    expect(errorsOf(accessRequestSchema.safeParse({ permission: 'orders', reason: ' ' }))).toEqual({
      reason: 'This field is required',
    });
    expect(
      errorsOf(
        accessRequestSchema.safeParse({
          permission: 'orders',
          reason: 'x'.repeat(ACCESS_REASON_MAX_LENGTH + 1),
        }),
      ),
    ).toEqual({ reason: 'Must contain no more than 2000 characters' });
    expect(errorsOf(accessRequestSchema.safeParse({ permission: 'users', reason: 'x' }))).toEqual({
      permission: 'This field is required',
    });
  });
});
