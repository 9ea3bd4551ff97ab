import { z } from 'zod';

/** What the operator back office's stores and people screens tell staff, verbatim in the UI and the API. */
export const PEOPLE_MESSAGES = {
  storeNotFound: 'Store not found',
  customerNotFound: 'Customer not found',
  userNotFound: 'User not found',
  emailNotFound: 'Email not found',
  flagReasonRequired: 'Please say why the store is flagged',
  notYourself: 'You cannot change your own status',
  approved: 'The store is approved and open to the public.',
  denied: 'The store is denied; its owner sees the reason.',
  requeued: 'The store is back in the approval queue.',
  fraudOn: 'The store is marked as fraud.',
  fraudOff: 'The store is no longer marked as fraud.',
  disabledOn: 'The store is disabled: shoppers can no longer reach it.',
  disabledOff: 'The store is enabled again.',
  userStatusChanged: 'The user is now {status}.',
  resent: 'The email is queued to be sent again.',
} as const;

/** The list filters of the approval queue; 'pending' (not modded yet) is where staff start. */
export const STORE_FILTERS = ['pending', 'approved', 'denied', 'fraud', 'disabled', 'all'] as const;
export type StoreFilter = (typeof STORE_FILTERS)[number];
export const STORE_FILTER_LABELS: Readonly<Record<StoreFilter, string>> = {
  pending: 'Not modded yet',
  approved: 'Approved',
  denied: 'Denied',
  fraud: 'Fraud',
  disabled: 'Disabled',
  all: 'All stores',
};

/** Lists staff page through: 50 to a page. */
export const PEOPLE_PAGE_SIZE = 50;

const searchText = z.string().trim().max(200, 'Must contain no more than 200 characters').default('');
const pageNumber = z.coerce.number().int('Page must be a whole number').min(1, 'Min 1').default(1);

export const storeListQuerySchema = z.object({
  q: searchText,
  filter: z.enum(STORE_FILTERS, { error: 'Choose a filter from the list' }).default('pending'),
  page: pageNumber,
});
export type StoreListQuery = z.input<typeof storeListQuerySchema>;

export const customerListQuerySchema = z.object({ q: searchText, page: pageNumber });
export type CustomerListQuery = z.input<typeof customerListQuerySchema>;

export const STORE_FLAGS = ['fraud', 'disabled'] as const;
export type StoreFlag = (typeof STORE_FLAGS)[number];

/** A form's 'true'/'false' (or a JSON boolean) as a boolean. */
const flagValue = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ error: 'Say whether the flag is on or off' }),
);

/** Staff mark a store as fraud or disabled (on), or lift it (off); turning a flag on needs a reason. */
export const storeFlagSchema = z
  .object({
    flag: z.enum(STORE_FLAGS, { error: 'Choose fraud or disabled' }),
    on: flagValue,
    reason: z.string().trim().max(1000, 'Must contain no more than 1000 characters').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.on && !value.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: PEOPLE_MESSAGES.flagReasonRequired });
  });
export type StoreFlagInput = z.input<typeof storeFlagSchema>;

/** §3 operator user status: 0 Enabled, null Pending, -1 Disabled. */
export const USER_STATUSES = ['enabled', 'pending', 'disabled'] as const;
export type UserStatusName = (typeof USER_STATUSES)[number];
export const USER_STATUS_CODES: Readonly<Record<UserStatusName, 0 | null | -1>> = {
  enabled: 0,
  pending: null,
  disabled: -1,
};
const USER_STATUS_LABELS: Readonly<Record<UserStatusName, string>> = {
  enabled: 'Enabled',
  pending: 'Pending',
  disabled: 'Disabled',
};

/** The status a stored code stands for: null is Pending, 0 Enabled, anything else Disabled (never let in). */
export function userStatusOf(code: number | null): UserStatusName {
  if (code === null) return 'pending';
  return code === 0 ? 'enabled' : 'disabled';
}

export const userStatusLabel = (code: number | null) => USER_STATUS_LABELS[userStatusOf(code)];

export const userStatusSchema = z.object({
  status: z.enum(USER_STATUSES, { error: 'Choose Enabled, Pending or Disabled' }),
});
export type UserStatusInput = z.input<typeof userStatusSchema>;

/** The message once a user's status changed. */
export const userStatusChanged = (status: UserStatusName) =>
  PEOPLE_MESSAGES.userStatusChanged.replace('{status}', USER_STATUS_LABELS[status].toLowerCase());

/** §3 Customer: the displayed name, each missing part read as 'Unknown' ('Unknown' alone when both are). */
export function customerDisplayName(firstName: string | null, lastName: string | null): string {
  const first = firstName?.trim() || null;
  const last = lastName?.trim() || null;
  if (!first && !last) return 'Unknown';
  return `${first ?? 'Unknown'} ${last ?? 'Unknown'}`;
}

/** §3 Subdomain approval as staff read it; a store without its settings row has no approval item. */
export function approvalLabel(status: string | null): string {
  switch (status) {
    case 'approved':
      return 'Approved';
    case 'denied':
      return 'Denied';
    case 'none':
    case 'pending':
      return 'Not modded yet';
    default:
      return 'No approval item';
  }
}

/** What staff did, in the audit trail (nothing is deleted): the store's approval history reads these. */
export const STAFF_ACTIONS = [
  'store-approved',
  'store-denied',
  'store-requeued',
  'store-fraud',
  'store-fraud-lifted',
  'store-disabled',
  'store-enabled',
  'user-status',
  'email-resent',
] as const;
export type StaffActionKind = (typeof STAFF_ACTIONS)[number];
export const STAFF_ACTION_LABELS: Readonly<Record<StaffActionKind, string>> = {
  'store-approved': 'Approved',
  'store-denied': 'Denied',
  'store-requeued': 'Back in the queue',
  'store-fraud': 'Marked as fraud',
  'store-fraud-lifted': 'Fraud mark lifted',
  'store-disabled': 'Disabled',
  'store-enabled': 'Enabled',
  'user-status': 'Status changed',
  'email-resent': 'Email resent',
};

/** The audit kind and the message of a flag change. */
export function flagOutcome(flag: StoreFlag, on: boolean): { kind: StaffActionKind; message: string } {
  if (flag === 'fraud')
    return on
      ? { kind: 'store-fraud', message: PEOPLE_MESSAGES.fraudOn }
      : { kind: 'store-fraud-lifted', message: PEOPLE_MESSAGES.fraudOff };
  return on
    ? { kind: 'store-disabled', message: PEOPLE_MESSAGES.disabledOn }
    : { kind: 'store-enabled', message: PEOPLE_MESSAGES.disabledOff };
}

/** The email a store's owner gets when staff approve or deny the store. */
export function storeDecisionEmail(input: {
  storeName: string;
  status: 'approved' | 'denied';
  reason: string | null;
  dashboardUrl: string;
}) {
  const approved = input.status === 'approved';
  return {
    subject: approved
      ? `${input.storeName} is approved and open to the public`
      : `${input.storeName} was not approved`,
    blocks: [
      { kind: 'heading' as const, text: approved ? 'Your store is live' : 'Your store was not approved' },
      {
        kind: 'paragraph' as const,
        text: approved
          ? `Good news: Printfront staff reviewed ${input.storeName} and approved it. Shoppers can visit it now.`
          : `Printfront staff reviewed ${input.storeName} and could not approve it yet.`,
      },
      ...(approved || !input.reason
        ? []
        : [{ kind: 'paragraph' as const, text: `The reason given: ${input.reason}` }]),
      { kind: 'action' as const, text: 'Open your dashboard', url: input.dashboardUrl },
    ],
  };
}
