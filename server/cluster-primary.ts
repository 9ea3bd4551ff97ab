import cluster, { type Worker } from 'node:cluster';
import { RestartPolicy } from './cluster-restarts';
import { CLUSTER_BANNER_VARIABLE, CLUSTER_ROLE_VARIABLE } from './cluster-role';
import type { Config } from './config';

/** How long the workers have to finish their requests and jobs after SIGTERM (each gives itself 10 s). */
const SHUTDOWN_GRACE_MS = 15_000;

const say = (line: string) => process.stderr.write(`[cluster ${process.pid}] ${line}\n`);

function describeExit(code: number | null, signal: string | null): string {
  return signal ? `was ended by ${signal}` : `exited with code ${code}`;
}

/** Forks the worker that migrates and seeds; resolves when it has done so, fails when it fails. */
function prepareDatabase(): { done: Promise<void>; worker: Worker } {
  const worker = cluster.fork({ [CLUSTER_ROLE_VARIABLE]: 'prepare' });
  const done = new Promise<void>((resolve, reject) => {
    worker.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`preparing the database failed: its process ${describeExit(code, signal)}`));
    });
  });
  return { done, worker };
}

/**
 * WEB_CONCURRENCY>1: this process serves nothing itself. It has one worker prepare the database (what a single
 * process does before listening: the demo stores, migrations, store defaults), then forks that many workers,
 * each the normal server, on the one port (node:cluster hands them the connections). A worker that dies is
 * replaced (RestartPolicy: a back-off, and a crash loop ends the cluster with code 1). SIGTERM and SIGINT go on
 * to the workers, which finish their requests and jobs; the primary exits once they all have.
 */
export async function runClusterPrimary(config: Config): Promise<void> {
  const count = config.webConcurrency;
  const policy = new RestartPolicy();
  const slots = new Map<Worker, number>();
  const restarts = new Set<NodeJS.Timeout>();
  let stopping: { exitCode: number } | null = null;
  let preparing: Worker | null = null;

  const finishIfDone = () => {
    if (stopping && slots.size === 0 && !preparing) process.exit(stopping.exitCode);
  };
  const stop = (exitCode: number, reason: string) => {
    if (stopping) return;
    stopping = { exitCode };
    say(`${reason}: stopping the ${slots.size} server process(es)`);
    for (const timer of restarts) clearTimeout(timer);
    restarts.clear();
    for (const worker of [...slots.keys(), ...(preparing ? [preparing] : [])]) worker.process.kill('SIGTERM');
    const force = setTimeout(() => {
      say(`server processes still running after ${SHUTDOWN_GRACE_MS / 1000} s: killing them`);
      for (const worker of slots.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    finishIfDone();
  };
  process.on('SIGTERM', () => stop(0, 'SIGTERM'));
  process.on('SIGINT', () => stop(0, 'SIGINT'));

  say(`preparing the database, then starting ${count} server processes`);
  const preparation = prepareDatabase();
  preparing = preparation.worker;
  try {
    await preparation.done;
  } catch (error) {
    preparing = null;
    if (stopping) return finishIfDone();
    say(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  preparing = null;
  if (stopping) return finishIfDone();

  const listening = new Set<number>();
  const start = (slot: number, withBanner: boolean) => {
    const worker = cluster.fork({
      [CLUSTER_ROLE_VARIABLE]: 'worker',
      ...(withBanner ? { [CLUSTER_BANNER_VARIABLE]: '1' } : {}),
    });
    slots.set(worker, slot);
    worker.once('listening', () => {
      if (listening.has(slot))
        return say(`server process ${worker.process.pid} listens in place of the one that died`);
      listening.add(slot);
      if (listening.size === count)
        say(
          `${count} server processes on port ${config.port}: ${[...slots.keys()].map((w) => w.process.pid).join(', ')}`,
        );
    });
  };

  const replace = (worker: Worker, code: number | null, signal: string | null) => {
    const slot = slots.get(worker);
    if (slot === undefined) return;
    slots.delete(worker);
    if (stopping) return finishIfDone();
    const decision = policy.workerDied();
    if (decision.action === 'give-up')
      return stop(
        1,
        `server process ${worker.process.pid} ${describeExit(code, signal)}; ${decision.deaths} have died within a minute, so they are not restarted again`,
      );
    say(
      `server process ${worker.process.pid} ${describeExit(code, signal)}; restarting it in ${decision.delayMs} ms`,
    );
    const timer = setTimeout(() => {
      restarts.delete(timer);
      if (!stopping) start(slot, false);
    }, decision.delayMs);
    restarts.add(timer);
  };
  // node:cluster stops handing connections to a dead worker when its IPC channel closes, which may come just
  // after its exit: the worker counts as gone from then on.
  cluster.on('exit', (worker, code, signal) => {
    if (worker.isConnected()) worker.once('disconnect', () => replace(worker, code, signal));
    else replace(worker, code, signal);
  });

  for (let slot = 0; slot < count; slot += 1) start(slot, slot === 0);
}
