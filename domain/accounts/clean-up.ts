import { isNotNull, lte, or } from 'drizzle-orm';
import type { Database } from '../db';
import { pruneLoginChallenges } from './login';
import { pruneLoginAttempts } from './rate-limit';
import { pruneSessions } from './sessions';
import { emailVerificationTokens, passwordResetTokens } from './tables';

export interface CleanUpReport {
  sessions: number;
  loginChallenges: number;
  passwordResetTokens: number;
  emailVerificationTokens: number;
  rateLimitEntries: number;
}

/**
 * Deletes what has ended: sessions past their idle or absolute end, two-factor challenges, email tokens that
 * expired or were used, and rate-limit entries older than the longest window. Run by the scheduled clean-up
 * job (server/jobs); safe to run at any time and on several processes.
 */
export async function cleanUpExpired(db: Database, now = new Date()): Promise<CleanUpReport> {
  const prune = async (table: typeof passwordResetTokens | typeof emailVerificationTokens) =>
    (
      await db
        .delete(table)
        .where(or(lte(table.expiresAt, now), isNotNull(table.usedAt)))
        .returning({ id: table.id })
    ).length;
  return {
    sessions: await pruneSessions(db, now),
    loginChallenges: await pruneLoginChallenges(db, now),
    passwordResetTokens: await prune(passwordResetTokens),
    emailVerificationTokens: await prune(emailVerificationTokens),
    rateLimitEntries: await pruneLoginAttempts(db, now),
  };
}
