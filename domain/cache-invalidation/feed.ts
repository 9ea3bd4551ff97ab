import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db';
import { CHANGE_CHANNEL, EVERYTHING_CHANGED, parseChange, type StoreChange } from './changes';

export type ChangeListener = (change: StoreChange) => void;

/**
 * How long settle() waits for its own notification and the other processes' acknowledgements before giving
 * up (a lost listening connection, or a process that hangs without closing its connection).
 */
const SETTLE_TIMEOUT_MS = 2_000;
/** The application_name prefix of every process's listening connection (pg_stat_activity lists them). */
export const FEED_CONNECTION_PREFIX = 'printfront-feed:';

/** A settle() under way: the processes that still have to hear its token, this one included. */
interface Barrier {
  waitingFor: Set<string>;
  /** Peers are known once the notification is sent; until then acknowledgements are only collected. */
  peersKnown: boolean;
  acknowledged: Set<string>;
  done: Promise<void>;
  release(): void;
}

/**
 * This process's end of the change notifications: it LISTENs on the database and hands every change, from
 * this process or any other on the same database, to the caches that subscribed. PGlite delivers a
 * notification before the committing query returns; PostgreSQL a moment later, so a request that wrote
 * calls settle() before it answers, which waits until every process listening on the database has the
 * changes (each acknowledges the settle token once it has applied everything before it).
 */
export class ChangeFeed {
  readonly #listeners = new Set<ChangeListener>();
  readonly #barriers = new Map<string, Barrier>();
  readonly #id = randomUUID();
  #stop: (() => Promise<void>) | null = null;

  private constructor(private readonly handle: DatabaseHandle) {}

  /** Starts listening on the database; resolves once notifications are being received. */
  static async start(handle: DatabaseHandle): Promise<ChangeFeed> {
    const feed = new ChangeFeed(handle);
    feed.#stop = await handle.listen(
      CHANGE_CHANNEL,
      (payload) => feed.#receive(payload),
      () => feed.deliver(EVERYTHING_CHANGED),
      `${FEED_CONNECTION_PREFIX}${feed.#id}`,
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
   * Resolves once every change committed before the call has been delivered here and in every other
   * process listening on the database. PostgreSQL delivers notifications in commit order, so a process that
   * receives a notification sent now has received the earlier ones; each other process acknowledges it.
   */
  async settle(): Promise<void> {
    if (this.handle.kind === 'pglite' || !this.#stop) return;
    const token = randomUUID();
    const barrier = this.#barrier(token);
    try {
      // The listeners are read in the statement that sends: each one listed hears the notification at commit.
      const result = (await this.handle.db.execute(
        sql`select pg_notify(${CHANGE_CHANNEL}, ${JSON.stringify({ settle: token, from: this.#id })}),
          array(select application_name from pg_stat_activity
            where datname = current_database() and application_name like ${`${FEED_CONNECTION_PREFIX}%`}
              and application_name <> ${`${FEED_CONNECTION_PREFIX}${this.#id}`}) as peers`,
      )) as unknown as { rows: { peers: string[] }[] };
      for (const peer of result.rows[0]?.peers ?? []) {
        const id = peer.slice(FEED_CONNECTION_PREFIX.length);
        if (!barrier.acknowledged.has(id)) barrier.waitingFor.add(id);
      }
      barrier.peersKnown = true;
      this.#releaseIfDone(barrier);
    } catch {
      // The database is out of reach: nothing was written either, and the answer must not wait for it.
      barrier.release();
    }
    await barrier.done;
  }

  #barrier(token: string): Barrier {
    let release: () => void = () => undefined;
    const done = new Promise<void>((resolve) => {
      release = resolve;
    });
    const timer = setTimeout(() => barrier.release(), SETTLE_TIMEOUT_MS);
    timer.unref();
    const barrier: Barrier = {
      waitingFor: new Set([this.#id]),
      peersKnown: false,
      acknowledged: new Set<string>(),
      done,
      release: () => {
        clearTimeout(timer);
        this.#barriers.delete(token);
        release();
      },
    };
    this.#barriers.set(token, barrier);
    return barrier;
  }

  #releaseIfDone(barrier: Barrier): void {
    if (barrier.peersKnown && barrier.waitingFor.size === 0) barrier.release();
  }

  async close(): Promise<void> {
    const stop = this.#stop;
    this.#stop = null;
    this.#listeners.clear();
    for (const barrier of [...this.#barriers.values()]) barrier.release();
    await stop?.();
  }

  #receive(payload: string): void {
    const change = parseChange(payload);
    if (change) {
      this.deliver(change);
      return;
    }
    const message = settleMessage(payload);
    if (!message) return;
    if ('ack' in message) {
      this.#heard(message.ack, message.by);
    } else if (message.from === this.#id) {
      this.#heard(message.settle, this.#id);
    } else {
      // Everything committed before another process's settle has been applied here: say so.
      this.handle.db
        .execute(
          sql`select pg_notify(${CHANGE_CHANNEL}, ${JSON.stringify({ ack: message.settle, by: this.#id })})`,
        )
        .catch(() => undefined);
    }
  }

  #heard(token: string, by: string): void {
    const barrier = this.#barriers.get(token);
    if (!barrier) return;
    barrier.acknowledged.add(by);
    barrier.waitingFor.delete(by);
    this.#releaseIfDone(barrier);
  }
}

type SettleMessage = { settle: string; from: string } | { ack: string; by: string };

function settleMessage(payload: string): SettleMessage | null {
  try {
    const value = JSON.parse(payload) as Record<string, unknown> | null;
    if (typeof value?.settle === 'string' && typeof value.from === 'string')
      return { settle: value.settle, from: value.from };
    if (typeof value?.ack === 'string' && typeof value.by === 'string')
      return { ack: value.ack, by: value.by };
    return null;
  } catch {
    return null;
  }
}
