import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A URL-safe random token: 256 bits unless asked otherwise (never fewer than 128). */
export function randomToken(bytes = 32): string {
  if (bytes < 16) throw new Error('tokens carry at least 128 bits');
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256 in hex: how tokens and recovery codes are stored. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Constant-time equality of two strings (false at once when the lengths differ). */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Letters and digits without look-alikes (0/O, 1/I): 32 symbols, 5 bits each. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A recovery code 'XXXXXXXX-XXXXXXXX' (§5): 16 symbols, 80 bits. */
export function generateRecoveryCode(): string {
  const symbols = Array.from({ length: 16 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${symbols.slice(0, 8).join('')}-${symbols.slice(8).join('')}`;
}

/** How a recovery code is stored and looked up: case-insensitive. */
export function recoveryCodeHash(code: string): string {
  return sha256Hex(code.trim().toUpperCase());
}
