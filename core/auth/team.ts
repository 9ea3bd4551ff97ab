import { z } from 'zod';
import { messages, zEmail } from '../validation';
import { DASHBOARD_PERMISSIONS, type DashboardPermission } from './dashboard-permissions';

/** How long an emailed invitation to a store's team can be accepted. */
export const TEAM_INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** How many invitations one store may send in a day: each is an email to an address of the sender's choosing. */
export const TEAM_INVITES_PER_DAY = 50;

/** The longest reason a team member may give when asking for access. */
export const ACCESS_REASON_MAX_LENGTH = 2000;

export const TEAM_MESSAGES = {
  noPermissionChosen: 'Choose at least one permission.',
  alreadyMember: (email: string) => `${email} is already on this store's team.`,
  onlyOwnPermissions: 'You can only give permissions you have yourself.',
  ownerOnly: "Only the store's owner can change its team.",
  notMember: "That person is not on this store's team.",
  ownerUnchangeable: "The store's owner keeps every permission and cannot be removed.",
  inviteNotFound: 'This invitation does not exist.',
  inviteExpired: "This invitation has expired. Ask the store's owner to send a new one.",
  inviteUsed: 'This invitation has already been used.',
  inviteForSomeoneElse: (email: string) =>
    `This invitation was sent to ${email}. Sign in with that address to accept it.`,
  verifyFirst: 'Verify your email address before you accept this invitation.',
  alreadyRunning: 'You already run this store.',
  requestNotFound: 'This request has already been answered.',
  alreadyHeld: 'You already have this permission.',
  invited: (email: string) => `Invitation sent to ${email}.`,
  permissionsSaved: 'Permissions saved.',
  removed: 'Removed from the team.',
  inviteWithdrawn: 'Invitation withdrawn.',
  granted: 'Permission granted.',
  dismissed: 'Request dismissed.',
  joined: (store: string) => `You are now on the team of ${store}.`,
} as const;

/** The checkbox of one permission in the team forms: 'perm_orders'. */
export const permissionField = (permission: DashboardPermission) => `perm_${permission}`;

const checkbox = z
  .string()
  .optional()
  .transform((value) => value === 'on' || value === 'true');

const permissionFlags = z.object(
  Object.fromEntries(
    DASHBOARD_PERMISSIONS.map((permission) => [permissionField(permission), checkbox]),
  ) as Record<`perm_${DashboardPermission}`, typeof checkbox>,
);

const checkedPermissions = (flags: Record<string, unknown>): DashboardPermission[] =>
  DASHBOARD_PERMISSIONS.filter((permission) => flags[permissionField(permission)] === true);

/** A record id posted by a form; anything else is no id (0), which names nothing. */
const idField = z.coerce.number().int().positive().catch(0);

/**
 * The invitation form: an email address and the permissions, one checkbox each ('perm_products'=on).
 * Answers { email, permissions }; a form without a permission is refused under 'permissions'.
 */
export const teamInviteSchema = z
  .object({ email: z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), zEmail()) })
  .and(permissionFlags)
  .transform((form, ctx) => {
    const permissions = checkedPermissions(form);
    if (permissions.length === 0)
      ctx.addIssue({ code: 'custom', path: ['permissions'], message: TEAM_MESSAGES.noPermissionChosen });
    return { email: form.email.toLowerCase(), permissions };
  });
export type TeamInviteInput = z.input<typeof teamInviteSchema>;

/** A member's permissions as the owner sets them (none is allowed: the member keeps the overview). */
export const memberPermissionsSchema = z
  .object({ member: idField })
  .and(permissionFlags)
  .transform((form) => ({ memberId: form.member, permissions: checkedPermissions(form) }));
export type MemberPermissionsInput = z.input<typeof memberPermissionsSchema>;

export const memberSchema = z.object({ member: idField });
export const inviteIdSchema = z.object({ invite: idField });
export const requestIdSchema = z.object({ request: idField });

/** A team member asks the owner for one area they may not open, with a reason (§6 permission request). */
export const accessRequestSchema = z.object({
  permission: z.enum(DASHBOARD_PERMISSIONS, { error: messages.required }),
  reason: z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(ACCESS_REASON_MAX_LENGTH, messages.maxLength(ACCESS_REASON_MAX_LENGTH)),
});
export type AccessRequestInput = z.input<typeof accessRequestSchema>;
