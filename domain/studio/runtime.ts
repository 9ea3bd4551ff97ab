import path from 'node:path';
import type { Database } from '../db';
import { FontFiles } from './fonts';
import { InProcessRenderQueue } from './render/queue';
import { pendingDesignIds, type RenderDependencies, renderDesign } from './render/render-design';

export interface StudioRuntimeOptions {
  db: Database;
  /** DATA_DIR/media: uploads, design SVGs, print files and mockups go under studio/. */
  mediaDir: string;
  /** DATA_DIR/cache: the TTF faces for the print renderer go under fonts/. */
  cacheDir: string;
  log?: { warn(object: object, message: string): void; error(object: object, message: string): void };
}

/** What the studio's routes need at run time: where media lives and where rendering is sent. */
export interface StudioRuntime {
  mediaDir: string;
  render: RenderDependencies;
  jobs: InProcessRenderQueue;
  /** Re-queues designs whose files a restart left unrendered. */
  resumePending(): Promise<number>;
  close(): Promise<void>;
}

export function createStudioRuntime(options: StudioRuntimeOptions): StudioRuntime {
  const render: RenderDependencies = {
    db: options.db,
    mediaDir: options.mediaDir,
    fonts: new FontFiles(path.join(options.cacheDir, 'fonts')),
    log: options.log,
  };
  const jobs = new InProcessRenderQueue((designId) => renderDesign(render, designId), options.log);
  return {
    mediaDir: options.mediaDir,
    render,
    jobs,
    async resumePending() {
      const ids = await pendingDesignIds(options.db);
      for (const id of ids) jobs.enqueue(id);
      return ids.length;
    },
    close: () => jobs.stop(),
  };
}
