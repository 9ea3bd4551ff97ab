import { describe, expect, it } from 'vitest';
import {
  comingSoonSettingSchema,
  LAUNCH_IN_PAST_MESSAGE,
  launchInputValue,
  launchTime,
  storePasswordSettingSchema,
} from './access-settings';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const schema = comingSoonSettingSchema(() => NOW);
const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('store password setting', () => {
  it('takes 8 to 128 characters without spaces around them', () => {
    expect(storePasswordSettingSchema.safeParse({ password: 'open sesame' }).success).toBe(true);
    expect(issues(storePasswordSettingSchema.safeParse({ password: 'short' }))).toEqual([
      ['password', 'Must contain at least 8 characters'],
    ]);
    expect(issues(storePasswordSettingSchema.safeParse({ password: ' padded password ' }))).toEqual([
      ['password', 'Password cannot start or end with spaces'],
    ]);
    expect(issues(storePasswordSettingSchema.safeParse({}))).toEqual([
      ['password', 'This field is required'],
    ]);
  });
});

describe('coming-soon setting', () => {
  it('turns the countdown on with a future launch, read as UTC', () => {
    expect(schema.parse({ enabled: 'on', launchAt: '2026-12-01T09:30', heading: ' Soon ' })).toEqual({
      enabled: true,
      launchAt: '2026-12-01T09:30:00.000Z',
      heading: 'Soon',
    });
  });

  it('needs a launch in the future when on', () => {
    expect(issues(schema.safeParse({ enabled: 'on' }))).toEqual([['launchAt', 'This field is required']]);
    expect(issues(schema.safeParse({ enabled: 'on', launchAt: '2026-11-20T09:30' }))).toEqual([
      ['launchAt', LAUNCH_IN_PAST_MESSAGE],
    ]);
    expect(issues(schema.safeParse({ enabled: 'on', launchAt: 'tomorrow' }))).toEqual([
      ['launchAt', 'Please enter a date and time'],
    ]);
  });

  it('turns the countdown off whatever the date says', () => {
    expect(schema.parse({ launchAt: '2020-01-01T00:00' })).toEqual({
      enabled: false,
      launchAt: null,
      heading: '',
    });
  });

  it('reads and writes datetime-local values in UTC', () => {
    expect(launchTime('2026-12-01T09:30')).toBe(Date.parse('2026-12-01T09:30:00Z'));
    expect(launchTime('2026-12-01T09:30:00+01:00')).toBe(Date.parse('2026-12-01T08:30:00Z'));
    expect(launchTime('01/12/2026')).toBeNaN();
    expect(launchInputValue('2026-12-01T09:30:00.000Z')).toBe('2026-12-01T09:30');
    expect(launchInputValue(null)).toBe('');
  });
});
