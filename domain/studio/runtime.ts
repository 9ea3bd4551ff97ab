import path from 'node:path';
import type { Database } from '../db';
import type { MediaStorage } from '../storage';
import { FontFiles } from './fonts';
import type { RenderJobs } from './render/queue';
import type { RenderDependencies } from './render/render-design';

export interface StudioRuntimeOptions {
  db: Database;
  /** Where media live: uploads, design SVGs, print files and mockups go under studio/. */
  media: MediaStorage;
  /** DATA_DIR/cache: the TTF faces for the print renderer go under fonts/. */
  cacheDir: string;
  /** Where saved designs' rendering is queued (server/jobs: the pg-boss 'studio-render' queue). */
  jobs: RenderJobs;
  log?: { warn(object: object, message: string): void; error(object: object, message: string): void };
}

/** What the studio's routes and its render worker need at run time: where media lives and where rendering is sent. */
export interface StudioRuntime {
  media: MediaStorage;
  render: RenderDependencies;
  jobs: RenderJobs;
}

export function createStudioRuntime(options: StudioRuntimeOptions): StudioRuntime {
  return {
    media: options.media,
    render: {
      db: options.db,
      media: options.media,
      fonts: new FontFiles(path.join(options.cacheDir, 'fonts')),
      log: options.log,
    },
    jobs: options.jobs,
  };
}
