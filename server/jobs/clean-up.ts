import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { cleanUpExpired } from '../../domain/accounts';
import type { Database } from '../../domain/db';
import { pruneHandoffTokens } from '../../domain/store-opening';
import { pruneTeamInvites } from '../../domain/store-team';

export const CLEAN_UP_QUEUE = 'accounts-clean-up';
/** Every hour, at a quarter past. */
export const CLEAN_UP_CRON = '15 * * * *';

/** Schedules the hourly clean-up of expired sessions, tokens and spent team invitations, and works it (one process at a time). */
export async function startCleanUp(boss: PgBoss, db: Database, log: FastifyBaseLogger): Promise<void> {
  await boss.createQueue(CLEAN_UP_QUEUE, { name: CLEAN_UP_QUEUE, policy: 'singleton' });
  await boss.work(CLEAN_UP_QUEUE, async () => {
    const report = await cleanUpExpired(db);
    const handoffTokens = await pruneHandoffTokens(db);
    const teamInvites = await pruneTeamInvites(db);
    log.info({ report: { ...report, handoffTokens, teamInvites } }, 'expired sessions and tokens deleted');
  });
  await boss.schedule(CLEAN_UP_QUEUE, CLEAN_UP_CRON, {}, { tz: 'UTC' });
}
