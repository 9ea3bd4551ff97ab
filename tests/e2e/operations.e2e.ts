import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { httpRequest } from '../support/http';
import { ROOT, SERVER_SCRIPT, startServer } from '../support/server-process';
import { testServerPort } from '../support/test-server';

const port = testServerPort();

describe('operations', () => {
  it('sends a CSP with a fresh nonce on every HTML page, and the nonce on its scripts', async () => {
    const fresh = { headers: { 'cache-control': 'no-cache' } };
    const first = await httpRequest(port, 'demo.localhost', '/', fresh);
    const second = await httpRequest(port, 'demo.localhost', '/', fresh);
    expect(first.body).toContain('Northwind Threads');
    const csp = String(first.headers['content-security-policy'] ?? '');
    const nonce = /'nonce-([A-Za-z0-9_-]+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(second.headers['content-security-policy']).not.toBe(csp);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    const html = first.body;
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
  });

  it('shares an anonymous render for a few seconds, with the nonce it was rendered with', async () => {
    await httpRequest(port, 'demo.localhost', '/collection/hoodies-and-sweaters/');
    const hit = await httpRequest(port, 'demo.localhost', '/collection/hoodies-and-sweaters/');
    expect(hit.headers['x-page-cache']).toBe('HIT');
    const nonce = /'nonce-([A-Za-z0-9_-]+)'/.exec(String(hit.headers['content-security-policy']))?.[1];
    expect(hit.body).toContain(`nonce="${nonce}"`);
    const personal = await httpRequest(port, 'demo.localhost', '/collection/hoodies-and-sweaters/', {
      headers: { cookie: 'pf_basket=1' },
    });
    expect(personal.headers['x-page-cache']).toBeUndefined();
  });

  it('refuses to start with a bad environment, saying what is wrong', () => {
    const result = spawnSync(process.execPath, [SERVER_SCRIPT], {
      cwd: ROOT,
      env: { ...process.env, PORT: 'eighty', DATABASE_URL: 'mysql://nope' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain('PORT: PORT must be a whole number from 1 to 65535');
    expect(result.stderr).toContain(
      'DATABASE_URL: DATABASE_URL must be a postgres:// or postgresql:// connection string',
    );
  });

  it('shuts down cleanly on SIGTERM', async () => {
    const server = await startServer({ SEED: 'false' });
    const ready = await fetch(`http://127.0.0.1:${server.port}/readyz`);
    expect(ready.status).toBe(200);
    expect(await server.stop()).toBe(0);
  });
});
