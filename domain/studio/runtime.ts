import path from 'node:path';
import type { Database } from '../db';
import type { MediaStorage } from '../storage';
import { FontFiles } from './fonts';
import { InProcessRenderQueue } from './render/queue';
import { pendingDesignIds, type RenderDependencies, renderDesign } from './render/render-design';

export interface StudioRuntimeOptions {
  db: Database;
  /** Where media live: uploads, design SVGs, print files and mockups go under studio/. */
  media: MediaStorage;
  /** DATA_DIR/cache: the TTF faces for the print renderer go under fonts/. */
  cacheDir: string;
  log?: { warn(object: object, message: string): void; error(object: object, message: string): void };
}

/** What the studio's routes need at run time: where media lives and where rendering is sent. */
export interface StudioRuntime {
  media: MediaStorage;
  render: RenderDependencies;
  jobs: InProcessRenderQueue;
  /** Re-queues designs whose files a restart left unrendered. */
  resumePending(): Promise<number>;
  close(): Promise<void>;
}

export function createStudioRuntime(options: StudioRuntimeOptions): StudioRuntime {
  const render: RenderDependencies = {
    db: options.db,
    media: options.media,
    fonts: new FontFiles(path.join(options.cacheDir, 'fonts')),
    log: options.log,
  };
  const jobs = new InProcessRenderQueue((designId) => renderDesign(render, designId), options.log);
  return {
    media: options.media,
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
