import type { Database } from '../../db';

/**
 * Where a saved design's rendering is sent: the pg-boss 'studio-render' queue (server/jobs), which any
 * process works. The job is written in the caller's transaction, next to the studio_renders rows it
 * renders, so a design's rows and its job are committed (or rolled back) together.
 */
export interface RenderJobs {
  /** Queues the design's unfinished files; a design already waiting is queued once. */
  enqueue(tx: Database, designId: number): Promise<void>;
}
