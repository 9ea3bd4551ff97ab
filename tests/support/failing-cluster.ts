import cluster from 'node:cluster';
import { runClusterPrimary } from '../../server/cluster-primary';
import { CLUSTER_ROLE_VARIABLE } from '../../server/cluster-role';
import { loadConfig } from '../../server/config';

/**
 * The cluster primary with workers that fail: run by server/cluster-primary.test.ts. FAIL=prepare: the worker
 * that prepares the database exits with code 2; FAIL=workers: it succeeds, and every serving worker exits with
 * code 3 as it starts.
 */
if (cluster.isPrimary) {
  await runClusterPrimary(
    loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/nothing',
      WEB_CONCURRENCY: '2',
    }),
  );
} else if (process.env[CLUSTER_ROLE_VARIABLE] === 'prepare') {
  process.exit(process.env.FAIL === 'prepare' ? 2 : 0);
} else {
  process.exit(3);
}
