import { describe, expect, it } from 'vitest';
import { AppError, forbidden, invalid, isAppError, notFound, proRequired } from './app-error';
import { blockTypeNotRegistered, ERROR_MESSAGES, eventTimedOut, splitTestMissing } from './messages';

describe('AppError', () => {
  it('maps each kind to its HTTP status', () => {
    expect(notFound().status).toBe(404);
    expect(forbidden().status).toBe(403);
    expect(proRequired().status).toBe(402);
    expect(invalid({ email: ['Please enter a valid email address'] }).status).toBe(422);
    expect(new AppError('conflict', 'Already exists').status).toBe(409);
    expect(new AppError('unauthenticated', 'Log in').status).toBe(401);
  });

  it('uses the first field message as the validation message', () => {
    const error = invalid({ name: [], email: ['Please enter a valid email address', 'second'] });
    expect(error.message).toBe('Please enter a valid email address');
    expect(error.errors).toEqual({ name: [], email: ['Please enter a valid email address', 'second'] });
  });

  it('keeps an explicit validation message', () => {
    expect(invalid({ url: ['x'] }, ERROR_MESSAGES.pageFailedValidation).message).toBe(
      'Page failed validation',
    );
  });

  it('recognises its own instances only', () => {
    expect(isAppError(notFound())).toBe(true);
    expect(isAppError(new Error('plain'))).toBe(false);
  });

  it('recognises an AppError from another copy of the module', () => {
    const foreign = Object.assign(new Error('Please choose a size'), { name: 'AppError', kind: 'invalid' });
    expect(isAppError(foreign)).toBe(true);
    expect(isAppError(Object.assign(new Error('x'), { name: 'AppError', kind: 'weird' }))).toBe(false);
    expect(isAppError({ name: 'AppError', kind: 'invalid', message: 'not an error' })).toBe(false);
  });
});

describe('error catalogue', () => {
  it('carries the spec messages verbatim', () => {
    expect(ERROR_MESSAGES.serverError).toBe('Oops.. looks like something went wrong');
    expect(ERROR_MESSAGES.pageFromAnotherStore).toBe(
      "Oops... Looks like you're trying to access a page from another store",
    );
    expect(ERROR_MESSAGES.proRequired).toBe('402 Pro upgrade required');
    expect(eventTimedOut('save')).toBe('Event: save timed out');
    expect(blockTypeNotRegistered('hero')).toBe("Block type of hero hasn't been registered");
    expect(splitTestMissing('teemill_homepage')).toBe(
      "Split Test teemill_homepage doesn't exist or is no longer active",
    );
  });
});
