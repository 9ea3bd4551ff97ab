import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureProductionBuild } from './build';
import { SERVER_ENTRY, SERVER_ENVIRONMENT } from './build-server';

const root = path.resolve(import.meta.dirname, '..');
/** What `ensureProductionBuild` checks and builds, and so what the server runs, whatever BUILD_DIR says. */
const buildDir = path.join(root, 'build');
/**
 * `npm start` is the local demo: production refuses to start without APP_SECRET and without a chosen payment
 * processor, so the demo makes a random APP_SECRET once (kept in DATA_DIR/app-secret, readable by its owner
 * only) and picks the test processor, which every page then announces. `npm run serve` sets nothing.
 * Both run the compiled server (build/server/production.js) with plain `node`.
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

process.stdout.write('Checking the build…');
const started = Date.now();
try {
  const built = ensureProductionBuild(root, { quiet: true });
  process.stdout.write(
    built === 'nothing'
      ? ' up to date\n'
      : ` built (${built}) in ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
  );
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

applyDemoDefaults();
if (process.env.BUILD_DIR && path.resolve(process.env.BUILD_DIR) !== buildDir)
  process.stdout.write(`npm start runs the build it checked, ${buildDir}; BUILD_DIR is for npm run serve.\n`);
// The server runs in a process of its own, without this script's TypeScript loader; signals are passed on.
const server = spawn(process.execPath, [path.join(buildDir, SERVER_ENTRY)], {
  stdio: 'inherit',
  env: { ...SERVER_ENVIRONMENT, ...process.env, BUILD_DIR: buildDir },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
