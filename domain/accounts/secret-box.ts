import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import path from 'node:path';

/**
 * Secrets at rest (the TOTP secrets) are sealed with AES-256-GCM under a key derived (HKDF-SHA256)
 * from the APP_SECRET environment variable. Without APP_SECRET a stable key is derived from the
 * DATA_DIR path instead, with a warning: fine for development and tests; in production it is refused
 * (anyone who knows the path could derive it). Changing APP_SECRET (or DATA_DIR
 * without one) makes existing two-factor secrets unreadable: those accounts must set 2FA up again.
 *
 * Sealed form: 'v1.' + base64url(12-byte IV | 16-byte tag | ciphertext). The associated data binds
 * a sealed value to its row (e.g. 'customer:42:two-factor'), so it cannot be moved to another account.
 */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const MIN_SECRET_LENGTH = 32;

export interface KeySource {
  APP_SECRET?: string | undefined;
  DATA_DIR?: string | undefined;
  NODE_ENV?: string | undefined;
}

export interface ResolvedKey {
  key: Buffer;
  /** Set when the key is the insecure fallback. */
  warning: string | null;
}

function derive(material: string, salt: string): Buffer {
  return Buffer.from(hkdfSync('sha256', material, salt, 'printfront/secret-box/v1', 32));
}

/** The encryption key from the environment: APP_SECRET (32+ characters), else derived from DATA_DIR. */
export function resolveEncryptionKey(env: KeySource): ResolvedKey {
  const secret = env.APP_SECRET?.trim();
  if (secret) {
    if (secret.length < MIN_SECRET_LENGTH)
      throw new Error(`APP_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
    return { key: derive(secret, 'printfront:app-secret'), warning: null };
  }
  // The server's config refuses this at boot too; here it keeps any other entry point from falling back.
  if (env.NODE_ENV === 'production')
    throw new Error('APP_SECRET is required in production: it encrypts two-factor secrets at rest');
  const dataDir = path.resolve(env.DATA_DIR || './data');
  return {
    key: derive(dataDir, 'printfront:insecure-data-dir-key'),
    warning:
      `APP_SECRET is not set: two-factor secrets are encrypted with a key derived from DATA_DIR (${dataDir}). ` +
      'Set APP_SECRET (at least 32 random characters) in any real deployment.',
  };
}

let current: Buffer | null = null;

/** The process's key, resolved from process.env on first use (warning once on stderr). */
export function encryptionKey(): Buffer {
  if (!current) {
    const resolved = resolveEncryptionKey(process.env);
    if (resolved.warning) process.emitWarning(resolved.warning, { code: 'PRINTFRONT_APP_SECRET' });
    current = resolved.key;
  }
  return current;
}

/** Replaces the process's key (the server may set it from its configuration at boot). */
export function setEncryptionKey(key: Buffer): void {
  if (key.length !== 32) throw new Error('the encryption key must be 32 bytes');
  current = key;
}

export function seal(plaintext: string, associatedData: string, key: Buffer = encryptionKey()): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url')}`;
}

/** Opens a sealed value; null when it was not sealed under this key and associated data, or was altered. */
export function open(sealed: string, associatedData: string, key: Buffer = encryptionKey()): string | null {
  const [version, body] = sealed.split('.', 2);
  if (version !== VERSION || !body) return null;
  const bytes = Buffer.from(body, 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(associatedData, 'utf8'));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

/** The associated data of a customer's two-factor secret. */
export const twoFactorSecretContext = (customerId: number) => `customer:${customerId}:two-factor`;
