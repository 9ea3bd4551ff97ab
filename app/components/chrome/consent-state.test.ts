import { describe, expect, it } from 'vitest';
import { consentStateOf } from './consent-state';

const facts = { asked: true, forced: false, ready: true, stored: null, answered: null } as const;

describe('consentStateOf', () => {
  it('knows nothing before hydration, and counts the sheet as showing where the store asks', () => {
    expect(consentStateOf({ ...facts, ready: false })).toEqual({
      ready: false,
      sheetShowing: true,
      choice: null,
    });
  });

  it('shows the sheet to a browser with no answer, and takes a stored answer as the choice', () => {
    expect(consentStateOf(facts)).toEqual({ ready: true, sheetShowing: true, choice: null });
    expect(consentStateOf({ ...facts, stored: 'essential' })).toEqual({
      ready: true,
      sheetShowing: false,
      choice: 'essential',
    });
  });

  it('keeps a forced sheet up over a stored answer until the shopper answers on the page', () => {
    expect(consentStateOf({ ...facts, forced: true, stored: 'all' }).sheetShowing).toBe(true);
    expect(consentStateOf({ ...facts, forced: true, stored: 'all', answered: 'essential' })).toEqual({
      ready: true,
      sheetShowing: false,
      choice: 'essential',
    });
  });

  it('counts a store that asks nothing as consent to all', () => {
    expect(consentStateOf({ ...facts, asked: false })).toEqual({
      ready: true,
      sheetShowing: false,
      choice: 'all',
    });
  });
});
