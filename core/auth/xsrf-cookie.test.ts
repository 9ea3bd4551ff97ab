import { describe, expect, it } from 'vitest';
import { readXsrfToken } from './xsrf-cookie';

describe('readXsrfToken', () => {
  it('reads the plain cookie over HTTP and the __Host- one behind TLS', () => {
    expect(readXsrfToken('pf_basket=1; XSRF-TOKEN=abc%2Dd')).toBe('abc-d');
    expect(readXsrfToken('__Host-XSRF-TOKEN=secure; pf_basket=1')).toBe('secure');
  });

  it('prefers the __Host- cookie, which no other site or plain-HTTP page can plant', () => {
    expect(readXsrfToken('XSRF-TOKEN=planted; __Host-XSRF-TOKEN=real')).toBe('real');
  });

  it('is empty without a token, and keeps a value it cannot decode', () => {
    expect(readXsrfToken('')).toBe('');
    expect(readXsrfToken('OTHER-XSRF-TOKEN=x')).toBe('');
    expect(readXsrfToken('XSRF-TOKEN=%E0%A4%A')).toBe('%E0%A4%A');
  });
});
