import { createHmac, randomBytes } from 'node:crypto';
import { constantTimeEqual } from './tokens';

/** RFC 6238 TOTP: HMAC-SHA1, 30-second steps, 6 digits, one step either side accepted. */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const TOTP_WINDOW = 1;

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, upper case, without padding. */
export function base32Encode(bytes: Uint8Array): string {
  let output = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += BASE32_ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) output += BASE32_ALPHABET[(buffer << (5 - bits)) & 31];
  return output;
}

/** Decodes base32, ignoring case, spaces, hyphens and padding; throws on any other character. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = BASE32_ALPHABET.indexOf(char);
    if (value === -1) throw new Error('not a base32 string');
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bytes.push((buffer >>> (bits - 8)) & 255);
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  }
  return Buffer.from(bytes);
}

/** A new secret of 160 bits (RFC 4226's recommended length), base32. */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

/** RFC 4226 HOTP value of a counter, zero-padded to `digits`. */
export function hotp(
  key: Buffer,
  counter: number,
  digits = TOTP_DIGITS,
  algorithm: TotpAlgorithm = 'sha1',
): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac(algorithm, key).update(message).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step of a moment (Unix milliseconds). */
export function totpStep(atMs: number, stepSeconds = TOTP_STEP_SECONDS): number {
  return Math.floor(atMs / 1000 / stepSeconds);
}

export interface TotpOptions {
  digits?: number;
  stepSeconds?: number;
  algorithm?: TotpAlgorithm;
}

/** The TOTP code of a base32 secret at a moment (Unix milliseconds). */
export function totp(secretBase32: string, atMs: number, options: TotpOptions = {}): string {
  return totpForKey(base32Decode(secretBase32), atMs, options);
}

export function totpForKey(key: Buffer, atMs: number, options: TotpOptions = {}): string {
  return hotp(key, totpStep(atMs, options.stepSeconds), options.digits ?? TOTP_DIGITS, options.algorithm);
}

/**
 * Checks a code ('123456' or '123 456') against the steps around `atMs` (±1) and answers the step it
 * matched, or null. Every candidate is compared in constant time. Steps at or before `lastUsedStep` are
 * refused, so a code cannot be replayed.
 */
export function verifyTotp(
  secretBase32: string,
  code: string,
  atMs: number,
  lastUsedStep: number | null = null,
  window = TOTP_WINDOW,
): number | null {
  const wanted = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(wanted)) return null;
  const key = base32Decode(secretBase32);
  const now = totpStep(atMs);
  let matched: number | null = null;
  for (let step = now - window; step <= now + window; step += 1) {
    const candidate = hotp(key, step);
    if (
      constantTimeEqual(candidate, wanted) &&
      matched === null &&
      (lastUsedStep === null || step > lastUsedStep)
    )
      matched = step;
  }
  return matched;
}

/** The otpauth:// URI authenticator apps read from a QR code. */
export function otpauthUri(secretBase32: string, account: string, issuer = 'Printfront'): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret: secretBase32,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
