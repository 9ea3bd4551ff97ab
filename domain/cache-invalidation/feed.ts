import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db';
import { CHANGE_CHANNEL, EVERYTHING_CHANGED, parseChange, type StoreChange } from './changes';

export type ChangeListener = (change: StoreChange) => void;

/** How long settle() waits for its own notification before giving up (a lost listening connection). */
const SETTLE_TIMEOUT_MS = 2_000;

/**
 * This process's end of the change notifications: it LISTENs on the database and hands every change, from
 * this process or any other on the same database, to the caches that subscribed. PGlite delivers a
 * notification before the committing query returns; PostgreSQL a moment later, so a request that wrote
 * calls settle() before it answers.
 */
export class ChangeFeed {
  readonly #listeners = new Set<ChangeListener>();
  readonly #barriers = new Map<string, () => void>();
  #stop: (() => Promise<void>) | null = null;

  private constructor(private readonly handle: DatabaseHandle) {}

  /** Starts listening on the database; resolves once notifications are being received. */
  static async start(handle: DatabaseHandle): Promise<ChangeFeed> {
    const feed = new ChangeFeed(handle);
    feed.#stop = await handle.listen(
      CHANGE_CHANNEL,
      (payload) => feed.#receive(payload),
      () => feed.deliver(EVERYTHING_CHANGED),
    );
    return feed;
  }

  subscribe(listener: ChangeListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Hands a change to every subscriber of this process. */
  deliver(change: StoreChange): void {
    for (const listener of this.#listeners) listener(change);
  }

  /**
   * Resolves once every change committed before the call has been delivered here. PostgreSQL delivers
   * notifications in commit order, so receiving a notification sent now means the earlier ones arrived.
   */
  async settle(): Promise<void> {
    if (this.handle.kind === 'pglite' || !this.#stop) return;
    const token = randomUUID();
    const arrived = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.#barriers.delete(token);
        resolve();
      }, SETTLE_TIMEOUT_MS);
      timer.unref();
      this.#barriers.set(token, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    try {
      await this.handle.db.execute(
        sql`select pg_notify(${CHANGE_CHANNEL}, ${JSON.stringify({ settle: token })})`,
      );
    } catch {
      // The database is out of reach: nothing was written either, and the answer must not wait for it.
      this.#barriers.get(token)?.();
      this.#barriers.delete(token);
    }
    await arrived;
  }

  async close(): Promise<void> {
    const stop = this.#stop;
    this.#stop = null;
    this.#listeners.clear();
    for (const release of this.#barriers.values()) release();
    this.#barriers.clear();
    await stop?.();
  }

  #receive(payload: string): void {
    const change = parseChange(payload);
    if (change) {
      this.deliver(change);
      return;
    }
    const token = settleToken(payload);
    if (token === null) return;
    this.#barriers.get(token)?.();
    this.#barriers.delete(token);
  }
}

function settleToken(payload: string): string | null {
  try {
    const token = (JSON.parse(payload) as { settle?: unknown } | null)?.settle;
    return typeof token === 'string' ? token : null;
  } catch {
    return null;
  }
}
