import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AppError,
  ERROR_MESSAGES,
  forbidden,
  invalid,
  notFound,
  proRequired,
  rateLimited,
  TRANSPORT_MESSAGES,
} from '../../core/errors';
import { mapError } from './error-mapping';

describe('mapError', () => {
  it('maps each domain error kind to its status and keeps its message', () => {
    expect(mapError(notFound('Page not found'))).toEqual({
      status: 404,
      body: { message: 'Page not found' },
    });
    expect(mapError(forbidden(ERROR_MESSAGES.pageFromAnotherStore)).status).toBe(403);
    expect(mapError(proRequired(ERROR_MESSAGES.pageProRequired))).toEqual({
      status: 402,
      body: { message: 'Pro required to save this page' },
    });
    expect(mapError(new AppError('conflict', 'Already taken')).status).toBe(409);
  });

  it('answers rate_limited with 429, its message and a Retry-After header in whole seconds', () => {
    expect(mapError(rateLimited(89.2, 'Too many attempts. Please try again in 2 minutes.'))).toEqual({
      status: 429,
      body: { message: 'Too many attempts. Please try again in 2 minutes.' },
      headers: { 'Retry-After': '90' },
    });
  });

  it('answers validation failures with 422, the first message and the field map', () => {
    expect(mapError(invalid({ email: ['Please enter a valid email address'] }))).toEqual({
      status: 422,
      body: {
        message: 'Please enter a valid email address',
        errors: { email: ['Please enter a valid email address'] },
      },
    });
    const zodError = z
      .object({ name: z.string().min(1, 'This field is required') })
      .safeParse({ name: '' }).error;
    expect(mapError(zodError)).toEqual({
      status: 422,
      body: { message: 'This field is required', errors: { name: ['This field is required'] } },
    });
  });

  it('maps body problems to 400, 413 and 415', () => {
    expect(mapError({ code: 'FST_ERR_CTP_INVALID_JSON_BODY' }).status).toBe(400);
    expect(mapError({ code: 'FST_ERR_CTP_BODY_TOO_LARGE' })).toEqual({
      status: 413,
      body: { message: TRANSPORT_MESSAGES.payloadTooLarge },
    });
    expect(mapError({ code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' }).status).toBe(415);
  });

  it('hides anything unexpected behind the 500 message', () => {
    const mapped = mapError(new Error('relation "secret_table" does not exist'));
    expect(mapped).toEqual({ status: 500, body: { message: 'Oops.. looks like something went wrong' } });
  });
});
