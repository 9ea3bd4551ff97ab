import { spawnSync } from 'node:child_process';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, gotoHydrated, PHONE_AND_DESKTOP, useBrowser } from '../support/browser';
import { type ClusteredServer, isRunning, startClusteredServer } from '../support/clustered-server';
import { httpRequest } from '../support/http';
import { ROOT, SERVER_SCRIPT } from '../support/server-process';
import { testServerDataDir } from '../support/test-server';

/**
 * WEB_CONCURRENCY=2: one `npm run serve` command, a node:cluster primary and two workers on one port and one
 * PostgreSQL database (server/cluster-primary.ts). A worker that dies is replaced while the other answers,
 * and SIGTERM stops them all.
 */
const HOST = 'demo.localhost';

/** Which process answered /healthz, on a connection of its own (the primary deals connections out in turn). */
async function healthzPid(port: number): Promise<number> {
  const answer = await httpRequest(port, HOST, '/healthz', { headers: { connection: 'close' } });
  expect(answer.status).toBe(200);
  const body = JSON.parse(answer.body) as { status: string; pid: number };
  expect(body.status).toBe('ok');
  return body.pid;
}

/**
 * The demo store's home page on a connection of its own: 'ok', or what went wrong. A connection the primary
 * was handing to a worker as it was killed is never answered: the timeout stands for a client's own.
 */
function storefrontHome(port: number): Promise<string> {
  return new Promise((resolve) => {
    const outgoing = request(
      { host: '127.0.0.1', port, path: '/', headers: { host: HOST, connection: 'close' }, timeout: 15_000 },
      (incoming) => {
        let body = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk) => {
          body += chunk;
        });
        incoming.on('end', () =>
          resolve(
            incoming.statusCode === 200 && body.trimEnd().endsWith('</html>')
              ? 'ok'
              : `${incoming.statusCode}`,
          ),
        );
        incoming.on('error', (error) => resolve(String(error)));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 15 s')));
    outgoing.on('error', (error) => resolve(String(error)));
    outgoing.end();
  });
}

async function pidsAnswering(port: number, requests: number): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let index = 0; index < requests; index += 1) pids.add(await healthzPid(port));
  return pids;
}

describe('WEB_CONCURRENCY', () => {
  it('refuses more than one process without DATABASE_URL, saying why, with exit code 78', () => {
    const result = spawnSync(process.execPath, [SERVER_SCRIPT], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        APP_SECRET: 'e2e-app-secret-0123456789abcdefghijklmnop',
        PAYMENT_PROCESSOR: 'test',
        DATABASE_URL: '',
        WEB_CONCURRENCY: '2',
      },
      encoding: 'utf8',
    });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain(
      'WEB_CONCURRENCY: WEB_CONCURRENCY=2 runs several server processes, which need DATABASE_URL (PostgreSQL)',
    );
  });

  it('refuses a WEB_CONCURRENCY that is not a number of processes or auto, with exit code 78', () => {
    const result = spawnSync(process.execPath, [SERVER_SCRIPT], {
      cwd: ROOT,
      env: { ...process.env, WEB_CONCURRENCY: 'lots' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain('WEB_CONCURRENCY must be the number of server processes');
  });
});

// Several processes need a server database: PGlite lives inside one process.
const describeOnPostgres = process.env.DATABASE_URL ? describe : () => undefined;

describeOnPostgres('WEB_CONCURRENCY=2 on one PostgreSQL database', () => {
  let server: ClusteredServer;

  beforeAll(async () => {
    // The primary's preparing worker seeds the fresh database; the shared server's media spares the drawing.
    server = await startClusteredServer({ workers: 2, mediaFrom: path.join(testServerDataDir(), 'media') });
  }, 600_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('answers /healthz from both workers, each a child of the primary', async () => {
    const workers = server.workerPids();
    expect(workers).toHaveLength(2);
    expect(workers).not.toContain(server.primary.pid);
    expect([...(await pidsAnswering(server.port, 8))].sort()).toEqual([...workers].sort());
  });

  describe.each(PHONE_AND_DESKTOP)('a shopper on %s', (_viewport, options) => {
    const browser = useBrowser(options);

    it('gets whole, working storefront pages from the two workers', async () => {
      const page = await browser.newConsentedPage();
      const errors = collectPageErrors(page);
      await gotoHydrated(page, `http://${HOST}:${server.port}/`);
      await page.getByText('Northwind Threads').first().waitFor();
      await gotoHydrated(page, `http://${HOST}:${server.port}/product/summit-sunrise-tee/`);
      expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toMatch(/Summit Sunrise/i);
      expect(errors).toEqual([]);
      await page.close();
    });
  });

  it('replaces a worker that is killed, and fails no request begun once the primary knows', async () => {
    const [killed, survivor] = server.workerPids();
    if (killed === undefined || survivor === undefined) throw new Error('two workers were expected');
    const deathNoticed = () =>
      server.primary.output().includes(`server process ${killed} was ended by SIGKILL; restarting it`);
    const failedBeforeNotice: string[] = [];
    const failedAfterNotice: string[] = [];
    let answeredAfterNotice = 0;
    let loading = true;
    const load = async () => {
      while (loading) {
        const noticed = deathNoticed();
        const outcome = await storefrontHome(server.port);
        if (outcome === 'ok') answeredAfterNotice += noticed ? 1 : 0;
        else (noticed ? failedAfterNotice : failedBeforeNotice).push(outcome);
      }
    };
    const clients = [load(), load()];
    process.kill(killed, 'SIGKILL');
    const replacements = () => server.workerPids().filter((pid) => pid !== survivor && pid !== killed);
    await expect.poll(() => replacements().length, { timeout: 60_000, interval: 100 }).toBe(1);
    const [replacement] = replacements();
    expect(server.workerPids().sort()).toEqual([survivor, replacement].sort());
    // The replacement takes its share of the connections once it listens.
    await expect
      .poll(async () => [...(await pidsAnswering(server.port, 4))].sort(), { timeout: 60_000, interval: 250 })
      .toEqual([survivor, replacement].sort());
    const answered = answeredAfterNotice;
    await expect
      .poll(() => answeredAfterNotice, { timeout: 60_000, interval: 50 })
      .toBeGreaterThan(answered + 10);
    loading = false;
    await Promise.all(clients);
    expect(failedAfterNotice).toEqual([]);
    // Requests the killed worker had, or was being handed as it died, may fail: a few per client at most.
    expect(failedBeforeNotice.length).toBeLessThanOrEqual(2 * clients.length);
  }, 180_000);

  it('stops the primary and every worker on SIGTERM, with exit code 0', async () => {
    const workers = server.workerPids();
    expect(workers).toHaveLength(2);
    expect(await server.primary.kill('SIGTERM')).toBe(0);
    expect(workers.filter(isRunning)).toEqual([]);
  }, 60_000);
});
