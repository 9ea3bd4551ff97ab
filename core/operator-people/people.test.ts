import { describe, expect, it } from 'vitest';
import {
  approvalLabel,
  customerDisplayName,
  customerListQuerySchema,
  flagOutcome,
  PEOPLE_MESSAGES,
  STORE_FILTERS,
  storeDecisionEmail,
  storeFlagSchema,
  storeListQuerySchema,
  USER_STATUS_CODES,
  userStatusChanged,
  userStatusLabel,
  userStatusOf,
  userStatusSchema,
} from '.';

const issues = (
  schema: {
    safeParse(v: unknown): {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  input: unknown,
) => {
  const result = schema.safeParse(input);
  return result.success ? [] : (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);
};

describe('§3 Customer displayed name', () => {
  it('reads each missing part as Unknown', () => {
    expect(customerDisplayName('Ada', 'Lovelace')).toBe('Ada Lovelace');
    expect(customerDisplayName('Ada', null)).toBe('Ada Unknown');
    expect(customerDisplayName(null, 'Lovelace')).toBe('Unknown Lovelace');
    expect(customerDisplayName('  ', ' Lovelace ')).toBe('Unknown Lovelace');
  });
  it('is Unknown alone when there is no name at all', () => {
    expect(customerDisplayName(null, null)).toBe('Unknown');
    expect(customerDisplayName('', '')).toBe('Unknown');
  });
});

describe('§3 operator user status', () => {
  it('reads 0 Enabled, null Pending, -1 Disabled', () => {
    expect(userStatusLabel(0)).toBe('Enabled');
    expect(userStatusLabel(null)).toBe('Pending');
    expect(userStatusLabel(-1)).toBe('Disabled');
    expect(USER_STATUS_CODES).toEqual({ enabled: 0, pending: null, disabled: -1 });
  });
  it('reads any other code as Disabled, never Enabled', () => {
    for (const code of [1, -2, 7]) expect(userStatusOf(code)).toBe('disabled');
  });
  it('maps every status name back to its code', () => {
    for (const name of ['enabled', 'pending', 'disabled'] as const)
      expect(userStatusOf(USER_STATUS_CODES[name])).toBe(name);
  });
  it('takes only the three statuses, and says what changed', () => {
    expect(issues(userStatusSchema, { status: 'disabled' })).toEqual([]);
    expect(issues(userStatusSchema, { status: 'banned' })).toEqual([
      ['status', 'Choose Enabled, Pending or Disabled'],
    ]);
    expect(userStatusChanged('disabled')).toBe('The user is now disabled.');
    expect(userStatusChanged('enabled')).toBe('The user is now enabled.');
  });
});

describe('§3 Subdomain approval', () => {
  it('reads Approved, Denied, Not modded yet and No approval item', () => {
    expect(approvalLabel('approved')).toBe('Approved');
    expect(approvalLabel('denied')).toBe('Denied');
    expect(approvalLabel('none')).toBe('Not modded yet');
    expect(approvalLabel('pending')).toBe('Not modded yet');
    expect(approvalLabel(null)).toBe('No approval item');
  });
});

describe('the store list query', () => {
  it('starts on the pending queue, page 1', () => {
    expect(storeListQuerySchema.parse({})).toEqual({ q: '', filter: 'pending', page: 1 });
  });
  it('takes every filter and a page from the address', () => {
    for (const filter of STORE_FILTERS)
      expect(storeListQuerySchema.parse({ filter, page: '3', q: ' oats ' })).toEqual({
        q: 'oats',
        filter,
        page: 3,
      });
  });
  it('refuses an unknown filter, a page below 1 and a search over 200 characters', () => {
    expect(issues(storeListQuerySchema, { filter: 'lost' })).toEqual([
      ['filter', 'Choose a filter from the list'],
    ]);
    expect(issues(storeListQuerySchema, { page: '0' })).toEqual([['page', 'Min 1']]);
    expect(issues(customerListQuerySchema, { q: 'x'.repeat(201) })).toEqual([
      ['q', 'Must contain no more than 200 characters'],
    ]);
  });
});

describe('the store flag form', () => {
  it('needs a reason to turn a flag on, spaces not counting', () => {
    expect(issues(storeFlagSchema, { flag: 'fraud', on: 'true', reason: '  ' })).toEqual([
      ['reason', PEOPLE_MESSAGES.flagReasonRequired],
    ]);
    expect(storeFlagSchema.parse({ flag: 'disabled', on: 'true', reason: ' Chargebacks ' })).toEqual({
      flag: 'disabled',
      on: true,
      reason: 'Chargebacks',
    });
  });
  it('lifts a flag without a reason', () => {
    expect(storeFlagSchema.parse({ flag: 'fraud', on: 'false' })).toEqual({ flag: 'fraud', on: false });
    expect(storeFlagSchema.parse({ flag: 'fraud', on: false })).toMatchObject({ on: false });
  });
  it('refuses a flag it does not know and an on that is not a boolean', () => {
    expect(issues(storeFlagSchema, { flag: 'pro', on: 'false' })).toEqual([
      ['flag', 'Choose fraud or disabled'],
    ]);
    expect(issues(storeFlagSchema, { flag: 'fraud', on: 'yes' })).toEqual([
      ['on', 'Say whether the flag is on or off'],
    ]);
  });
  it('says what each change did, for the audit trail and the page', () => {
    expect(flagOutcome('fraud', true)).toEqual({ kind: 'store-fraud', message: PEOPLE_MESSAGES.fraudOn });
    expect(flagOutcome('fraud', false)).toEqual({
      kind: 'store-fraud-lifted',
      message: PEOPLE_MESSAGES.fraudOff,
    });
    expect(flagOutcome('disabled', true)).toEqual({
      kind: 'store-disabled',
      message: PEOPLE_MESSAGES.disabledOn,
    });
    expect(flagOutcome('disabled', false)).toEqual({
      kind: 'store-enabled',
      message: PEOPLE_MESSAGES.disabledOff,
    });
  });
});

describe("the owner's store-decision email", () => {
  const url = 'http://localhost/dashboard/stores/7/';
  it('tells an approval with a link to the dashboard', () => {
    const email = storeDecisionEmail({
      storeName: 'Wild Oats',
      status: 'approved',
      reason: null,
      dashboardUrl: url,
    });
    expect(email.subject).toBe('Wild Oats is approved and open to the public');
    expect(email.blocks).toContainEqual({ kind: 'action', text: 'Open your dashboard', url });
  });
  it('tells a denial with its reason', () => {
    const email = storeDecisionEmail({
      storeName: 'Wild Oats',
      status: 'denied',
      reason: 'Copied designs',
      dashboardUrl: url,
    });
    expect(email.subject).toBe('Wild Oats was not approved');
    expect(email.blocks).toContainEqual({ kind: 'paragraph', text: 'The reason given: Copied designs' });
  });
});
