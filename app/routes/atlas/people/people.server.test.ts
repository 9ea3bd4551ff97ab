import { describe, expect, it } from 'vitest';
import { idParam, loaded } from './people.server';

const thrown = (call: () => unknown): unknown => {
  try {
    call();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
};

describe('the atlas people pages’ loader helpers', () => {
  it('answers a successful read’s value', () => {
    expect(loaded({ ok: true, value: { stores: [] } })).toEqual({ stores: [] });
  });

  it('sends staff without the permission to /403/', () => {
    const response = thrown(() =>
      loaded({ ok: false, status: 403, message: 'Permission denied', errors: {} }),
    ) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/403/');
  });

  it('answers any other failure with its status and message', () => {
    const failure = thrown(() =>
      loaded({ ok: false, status: 404, message: 'Store not found', errors: {} }),
    ) as { init: { status: number }; data: string };
    expect(failure.init.status).toBe(404);
    expect(failure.data).toBe('Store not found');
  });

  it('reads a path id, anything else as 0 (no row has it)', () => {
    expect(idParam('12')).toBe(12);
    for (const value of [undefined, '', 'abc', '1.5', '-3', '0']) expect(idParam(value)).toBe(0);
  });
});
