/** When a worker that died is started again, or that the workers keep dying and the cluster should stop. */
export type RestartDecision = { action: 'restart'; delayMs: number } | { action: 'give-up'; deaths: number };

export interface RestartPolicyOptions {
  /** Deaths counted together: those within this long of one another (default a minute). */
  windowMs?: number;
  /** More deaths than this within the window is a crash loop: stop restarting (default 5). */
  maxDeathsInWindow?: number;
  /** The wait before restarting after a first death; it doubles with each further death in the window. */
  firstDelayMs?: number;
  /** The longest wait before a restart. */
  maxDelayMs?: number;
  now?: () => number;
}

/**
 * Restarts with a back-off: the first death in a while is answered at once (a short wait), each further death
 * within the window waits twice as long, and more deaths than the limit within the window is a crash loop (a
 * bad deployment or an unreachable database) that restarting cannot mend: the primary gives up so that the
 * service manager sees the failure.
 */
export class RestartPolicy {
  private readonly windowMs: number;
  private readonly maxDeathsInWindow: number;
  private readonly firstDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly now: () => number;
  private deaths: number[] = [];

  constructor(options: RestartPolicyOptions = {}) {
    this.windowMs = options.windowMs ?? 60_000;
    this.maxDeathsInWindow = options.maxDeathsInWindow ?? 5;
    this.firstDelayMs = options.firstDelayMs ?? 250;
    this.maxDelayMs = options.maxDelayMs ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** Records that a worker died now and says what to do about it. */
  workerDied(): RestartDecision {
    const now = this.now();
    this.deaths = [...this.deaths.filter((time) => now - time < this.windowMs), now];
    const deaths = this.deaths.length;
    if (deaths > this.maxDeathsInWindow) return { action: 'give-up', deaths };
    return { action: 'restart', delayMs: Math.min(this.firstDelayMs * 2 ** (deaths - 1), this.maxDelayMs) };
  }
}
