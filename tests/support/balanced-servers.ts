import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureNginx } from '../../scripts/ensure-nginx';
import {
  copyMedia,
  createDatabase,
  dropDatabase,
  freePort,
  type ServerProcess,
  spawnServer,
} from './server-process';

/** Two server processes on one PostgreSQL database and one media directory, behind nginx. */
export interface BalancedServers {
  /** nginx's port: requests here go to either process. */
  port: number;
  /** The processes, each also reachable directly on its own port. */
  servers: [ServerProcess, ServerProcess];
  /** Starts a new process in place of a stopped one, on its port (nginx's upstream); resolves when ready. */
  revive(index: 0 | 1): Promise<ServerProcess>;
  databaseUrl: string;
  /** The nginx configuration the balancer runs (docs/deploy.md shows the same). */
  nginxConfig: string;
  /** What nginx logged (errors, and every proxied request with the upstream that answered). */
  nginxLog(): string;
  /** Stops nginx and both processes (those still running, with SIGTERM), drops the database. */
  stop(): Promise<void>;
}

/**
 * The balancer's configuration: both processes upstream, passive health checks (a process that fails once is
 * left alone for 10 s), idempotent requests retried on the other process when one fails to answer (nginx
 * never retries a POST, PUT, PATCH or DELETE that reached a process), and the client's Host and address
 * passed on. No daemon, and every file it writes in `dir`, so it runs as any user.
 */
export function nginxConfig(options: { dir: string; port: number; upstreams: number[] }): string {
  const { dir } = options;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return `${isRoot ? 'user root;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  log_format upstreams '$request $status from $upstream_addr ($upstream_status)';
  access_log ${dir}/access.log upstreams;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 30m;

  upstream printfront {
${options.upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 32;
  }

  server {
    listen 127.0.0.1:${options.port};
    location / {
      proxy_pass http://printfront;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_connect_timeout 2s;
      proxy_next_upstream error timeout http_502;
      proxy_next_upstream_tries 2;
    }
  }
}
`;
}

async function waitForNginx(port: number, nginx: ChildProcess, log: () => string): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited early:\n${log()}`);
    try {
      await fetch(`http://127.0.0.1:${port}/healthz`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`nginx did not start listening:\n${log()}`);
}

/**
 * Creates one database, boots two server processes on it at once (both migrate and seed: the advisory locks
 * make one of them do it) sharing one DATA_DIR, and runs nginx in front of them. `mediaFrom` is a media
 * directory to start from (the shared test server's), so the processes skip drawing the demo images.
 */
export async function startBalancedServers(
  options: { mediaFrom?: string; env?: Record<string, string> } = {},
): Promise<BalancedServers> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('two server processes share a PostgreSQL database: set DATABASE_URL');
  const nginxPath = ensureNginx();
  const dir = mkdtempSync(path.join(tmpdir(), 'printfront-balanced-'));
  const dataDir = path.join(dir, 'data');
  copyMedia(options.mediaFrom, dataDir);
  const databaseName = `printfront_balanced_${process.pid}_${await freePort()}`;
  const databaseUrl = await createDatabase(baseUrl, databaseName);
  const env = { TRUSTED_PROXIES: '127.0.0.1,::1', ...options.env };
  const booted = await Promise.allSettled([
    spawnServer({ dataDir, databaseUrl, env }),
    spawnServer({ dataDir, databaseUrl, env }),
  ]);
  const servers = booted.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const cleanUp = async () => {
    await Promise.all(servers.map((server) => server.kill('SIGTERM')));
    await dropDatabase(baseUrl, databaseName);
    rmSync(dir, { recursive: true, force: true });
  };
  const [first, second] = servers;
  if (!first || !second || servers.length !== 2) {
    await cleanUp();
    const failure = booted.find((result) => result.status === 'rejected');
    throw failure?.status === 'rejected' ? failure.reason : new Error('a server did not start');
  }

  const port = await freePort();
  const nginxDir = path.join(dir, 'nginx');
  mkdirSync(nginxDir);
  const config = nginxConfig({ dir: nginxDir, port, upstreams: [first.port, second.port] });
  writeFileSync(path.join(nginxDir, 'nginx.conf'), config);
  let log = '';
  const nginx = spawn(
    nginxPath,
    ['-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  nginx.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  nginx.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const nginxExited = new Promise((resolve) => nginx.once('exit', resolve));
  const readLog = () =>
    log +
    ['error.log', 'access.log']
      .map((name) => path.join(nginxDir, name))
      .map((file) => (existsSync(file) ? readFileSync(file, 'utf8') : ''))
      .join('');
  const stopNginx = async () => {
    if (nginx.exitCode !== null) return;
    nginx.kill('SIGTERM');
    await nginxExited;
  };
  try {
    await waitForNginx(port, nginx, readLog);
  } catch (error) {
    await stopNginx();
    await cleanUp();
    throw error;
  }
  const running: [ServerProcess, ServerProcess] = [first, second];
  return {
    port,
    servers: running,
    async revive(index) {
      const replacement = await spawnServer({ port: running[index].port, dataDir, databaseUrl, env });
      running[index] = replacement;
      servers[index] = replacement;
      return replacement;
    },
    databaseUrl,
    nginxConfig: config,
    nginxLog: readLog,
    async stop() {
      await stopNginx();
      await cleanUp();
    },
  };
}
