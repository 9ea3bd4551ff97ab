import { randomBytes, timingSafeEqual } from 'node:crypto';

const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let used = 0;

/**
 * A random token of 256 bits (or `bytes`), URL-safe. Taken from a pool of the system's secure random bytes,
 * filled 4 KB at a time, each byte handed out once: every page render takes three tokens (the CSP nonce,
 * the form token, the visitor's id), and a call into the system's generator for each was 2 % of an uncached
 * render's server time.
 */
export function randomToken(bytes = 32): string {
  if (used + bytes > pool.length) {
    pool = randomBytes(Math.max(POOL_BYTES, bytes));
    used = 0;
  }
  const token = pool.toString('base64url', used, used + bytes);
  used += bytes;
  return token;
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
