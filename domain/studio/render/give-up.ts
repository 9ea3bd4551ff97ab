import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { studioRenders } from '../tables';

export const RENDER_GAVE_UP = 'Rendering did not finish after several tries';

/**
 * Marks a design's files that are still queued or rendering as failed: its job has used up its tries (each
 * failed or was held by a process that died), so the studio stops waiting and offers the retry.
 */
export async function failUnfinishedRenders(db: Database, designId: number): Promise<number> {
  const failed = await db
    .update(studioRenders)
    .set({ status: 'failed', error: RENDER_GAVE_UP, updatedAt: sql`now()` })
    .where(and(eq(studioRenders.designId, designId), inArray(studioRenders.status, ['queued', 'rendering'])))
    .returning({ id: studioRenders.id });
  return failed.length;
}
