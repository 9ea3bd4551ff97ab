import type { Database } from './db';
import type { Store } from './stores/store';

/** Who is acting: every service function knows it and scopes by it. */
export type Actor =
  | { kind: 'visitor'; sessionId: string | null }
  | { kind: 'customer'; customerId: number; sessionId: string; internal: boolean }
  | { kind: 'system' };

/** The first argument of every service function. */
export interface ServiceContext {
  store: Store;
  actor: Actor;
  db: Database;
  /** The client's address, for limits that must hold across cookies (null or absent when unknown). */
  client?: { ip: string | null };
}

export const SYSTEM_ACTOR: Actor = { kind: 'system' };
