import { describe, expect, it } from 'vitest';
import { verifyUrl } from './sign-up';

describe('verifyUrl', () => {
  it('is the verify page of the origin with the token', () => {
    expect(verifyUrl('http://demo.localhost:3000', 'a b')).toBe(
      'http://demo.localhost:3000/sign-up/verify/?token=a%20b',
    );
  });

  it('carries the same-site path the person signed up from, so confirming brings them back', () => {
    expect(verifyUrl('http://demo.localhost', 'tok', '/product/tee/?colour=navy')).toBe(
      'http://demo.localhost/sign-up/verify/?token=tok&redirect_uri=%2Fproduct%2Ftee%2F%3Fcolour%3Dnavy',
    );
  });

  it('never carries a path that would leave the site', () => {
    expect(verifyUrl('http://demo.localhost', 'tok', '//evil.example/')).toBe(
      'http://demo.localhost/sign-up/verify/?token=tok',
    );
  });
});
