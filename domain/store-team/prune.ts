import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db';
import { teamInvites } from './tables';

/** How long a spent invitation (accepted, withdrawn or expired) is kept before the hourly clean-up drops it. */
export const SPENT_INVITE_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Deletes the invitations of every store that were accepted, withdrawn or expired more than 30 days before
 * `now` (the hourly clean-up job). Open invitations, and spent ones younger than that, stay: their page
 * still says the link was used or has expired. Returns how many were deleted.
 */
export async function pruneTeamInvites(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - SPENT_INVITE_KEPT_MS);
  const removed = await db
    .delete(teamInvites)
    .where(
      or(
        lt(teamInvites.expiresAt, cutoff),
        and(isNotNull(teamInvites.acceptedAt), lt(teamInvites.acceptedAt, cutoff)),
        and(isNotNull(teamInvites.withdrawnAt), lt(teamInvites.withdrawnAt, cutoff)),
      ),
    )
    .returning({ id: teamInvites.id });
  return removed.length;
}
