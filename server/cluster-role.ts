import cluster from 'node:cluster';
import { type Config, ConfigError, loadConfig } from './config';

/**
 * What this process of the production server is:
 * - `single`: WEB_CONCURRENCY=1, one process that prepares the database and serves, as always;
 * - `primary`: WEB_CONCURRENCY>1, the cluster's primary (server/cluster-primary.ts), which serves nothing;
 * - `prepare`: the primary's first worker, which migrates and seeds once and exits;
 * - `worker`: one of the primary's serving workers, on the port they share.
 */
export type ProcessRole = 'single' | 'primary' | 'prepare' | 'worker';

/** Set by the primary in the environment of the worker it forks. */
export const CLUSTER_ROLE_VARIABLE = 'PRINTFRONT_CLUSTER_ROLE';
/** Set by the primary for the one worker that prints the start banner when it listens. */
export const CLUSTER_BANNER_VARIABLE = 'PRINTFRONT_CLUSTER_BANNER';

export function processRole(config: Config): ProcessRole {
  if (cluster.isWorker) return process.env[CLUSTER_ROLE_VARIABLE] === 'prepare' ? 'prepare' : 'worker';
  return config.webConcurrency > 1 ? 'primary' : 'single';
}

/** The configuration, or the problems on stderr and exit code 78 (EX_CONFIG) for the service manager. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
}
