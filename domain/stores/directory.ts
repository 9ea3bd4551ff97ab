import { eq, or, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { PLATFORM_DIVISION_ID } from '../../core/constants';
import { isStoreWide, type StoreChange } from '../cache-invalidation';
import type { Database } from '../db';
import { type Store, toStore } from './store';
import { divisions, manufacturers, subdomains } from './tables';

export type Tenant =
  | { kind: 'store'; store: Store }
  | { kind: 'platform'; store: Store }
  | { kind: 'unknown' };

export interface HostRules {
  storeBaseDomain: string;
  platformHosts: string[];
}

const CACHE_TTL_MS = 5_000;
/** Hosts remembered at once, known or not: any Host header can be sent, so the cache is bounded (LRU). */
export const DIRECTORY_CACHE_MAX_HOSTS = 10_000;

/** Finds the store a Host header names, with a short cache so hot paths skip the database. */
export class StoreDirectory {
  private readonly cache: LRUCache<string, { tenant: Tenant; expires: number }>;
  /** Counts store-wide changes, so a look-up that a change overtook is answered but not kept. */
  private changes = 0;

  constructor(
    private readonly db: Database,
    private readonly rules: HostRules,
    options: { maxHosts?: number } = {},
  ) {
    this.cache = new LRUCache({ max: options.maxHosts ?? DIRECTORY_CACHE_MAX_HOSTS });
  }

  /** How many hosts the cache holds now. */
  get cachedHosts(): number {
    return this.cache.size;
  }

  async resolve(hostHeader: string | undefined): Promise<Tenant> {
    const host = normaliseHost(hostHeader);
    if (!host) return { kind: 'unknown' };
    const cached = this.cache.get(host);
    if (cached && cached.expires > Date.now()) return cached.tenant;
    const changes = this.changes;
    const tenant = await this.lookup(host);
    if (changes === this.changes) this.cache.set(host, { tenant, expires: Date.now() + CACHE_TTL_MS });
    return tenant;
  }

  /** Forget cached stores, after a store's settings change. */
  invalidate(): void {
    this.cache.clear();
  }

  /** Forgets the store a change to its settings, theme or menu names, and the hosts that named no store. */
  applyChange(change: StoreChange): void {
    if (!isStoreWide(change)) return;
    this.changes += 1;
    const forgotten = [...this.cache.entries()].filter(
      ([, { tenant }]) =>
        tenant.kind === 'unknown' || change.storeId === null || tenant.store.id === change.storeId,
    );
    for (const [host] of forgotten) this.cache.delete(host);
  }

  private async lookup(host: string): Promise<Tenant> {
    if (this.rules.platformHosts.includes(host)) {
      const store = await loadStore(this.db, { id: PLATFORM_DIVISION_ID });
      return store ? { kind: 'platform', store } : { kind: 'unknown' };
    }
    const suffix = `.${this.rules.storeBaseDomain}`;
    if (host.endsWith(suffix)) {
      const label = host.slice(0, -suffix.length);
      if (!label || label.includes('.')) return { kind: 'unknown' };
      const store = await loadStore(this.db, { subdomain: label });
      return store && !store.disabled ? { kind: 'store', store } : { kind: 'unknown' };
    }
    const store = await loadStore(this.db, { domain: host });
    return store && !store.disabled ? { kind: 'store', store } : { kind: 'unknown' };
  }
}

/** Host without port, lower case; null when it is not a plausible host name. */
export function normaliseHost(hostHeader: string | undefined): string | null {
  if (!hostHeader) return null;
  const host = hostHeader.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return /^[a-z0-9.-]{1,253}$/.test(host) ? host : null;
}

type StoreKey = { id: number } | { subdomain: string } | { domain: string };

export async function loadStore(db: Database, key: StoreKey): Promise<Store | null> {
  const where =
    'id' in key
      ? eq(divisions.id, key.id)
      : 'subdomain' in key
        ? sql`lower(${divisions.subdomain}) = ${key.subdomain.toLowerCase()}`
        : or(
            sql`lower(${divisions.activeDomainName}) = ${key.domain.toLowerCase()}`,
            sql`lower(${subdomains.customDomainName}) = ${key.domain.toLowerCase()}`,
          );
  const rows = await db
    .select({ division: divisions, settings: subdomains, manufacturer: manufacturers })
    .from(divisions)
    .innerJoin(subdomains, eq(subdomains.divisionId, divisions.id))
    .leftJoin(manufacturers, eq(manufacturers.id, divisions.manufacturerId))
    .where(where)
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return toStore(row.division, row.settings, row.manufacturer, PLATFORM_DIVISION_ID);
}
