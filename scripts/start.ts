import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildStorefront } from './build';
import { buildIsCurrent } from './build-state';

const root = path.resolve(import.meta.dirname, '..');
/**
 * `npm start` is the local demo: production refuses to start without APP_SECRET and without a chosen payment
 * processor, so the demo makes a random APP_SECRET once (kept in DATA_DIR/app-secret, readable by its owner
 * only) and picks the test processor, which every page then announces. `npm run serve` sets nothing.
 */
function applyDemoDefaults(): void {
  if (!process.env.APP_SECRET) {
    const dataDir = path.resolve(process.env.DATA_DIR || './data');
    const file = path.join(dataDir, 'app-secret');
    if (!existsSync(file)) {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
    }
    process.env.APP_SECRET = readFileSync(file, 'utf8').trim();
  }
  if (!process.env.STRIPE_SECRET_KEY) process.env.PAYMENT_PROCESSOR ??= 'test';
  // Without SMTP the demo's emails stay in the outbox; the terminal shows their links (a new account's
  // verification link among them).
  process.env.EMAIL_LINKS_IN_LOG ??= 'true';
}

const buildDir = path.resolve(process.env.BUILD_DIR ?? path.join(root, 'build'));

if (!buildIsCurrent(root, buildDir)) {
  process.stdout.write('Building the storefront…');
  const started = Date.now();
  try {
    buildStorefront(root, { quiet: true });
    process.stdout.write(` done in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

applyDemoDefaults();
await import('../server/production');
