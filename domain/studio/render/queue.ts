/** Where a saved design's rendering is sent: the in-process queue here, or a job queue (pg-boss) later. */
export interface RenderJobs {
  enqueue(designId: number): void;
}

/**
 * A small in-process job queue: one design renders at a time (rendering is CPU-heavy and runs off the
 * event loop in resvg's and libvips' threads), each design once however often it is queued while waiting.
 * Progress lives in the studio_renders rows, so it survives this queue; `resumePending` re-queues what a
 * restart interrupted.
 */
export class InProcessRenderQueue implements RenderJobs {
  private readonly waiting: number[] = [];
  private readonly queued = new Set<number>();
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly run: (designId: number) => Promise<unknown>,
    private readonly log?: { error(object: object, message: string): void },
  ) {}

  enqueue(designId: number): void {
    if (this.stopped || this.queued.has(designId)) return;
    this.queued.add(designId);
    this.waiting.push(designId);
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
  }

  /** Designs waiting or rendering. */
  get size(): number {
    return this.queued.size;
  }

  /** Resolves when nothing is waiting or rendering. */
  async onIdle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Takes no more work and waits for the design being rendered. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.waiting.length = 0;
    await this.onIdle();
  }

  private async drain(): Promise<void> {
    for (let designId = this.waiting.shift(); designId !== undefined; designId = this.waiting.shift()) {
      try {
        await this.run(designId);
      } catch (error) {
        this.log?.error({ err: error, designId }, 'rendering a studio design failed');
      } finally {
        this.queued.delete(designId);
      }
    }
  }
}
