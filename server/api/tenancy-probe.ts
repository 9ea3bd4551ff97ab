import type { LightMyRequestResponse } from 'fastify';
import type { DatabaseHandle } from '../../domain/db';
import type { ApiClient } from '../testing';

/**
 * Tests only: what the tenancy probes of server/api/tenancy.test.ts and its tenancy-probes-*.ts files share.
 */

/** The ids of the two stores: A owns the data, B's host attacks it. */
export interface TenancyIds {
  a: number;
  b: number;
}

export interface Probe {
  /** Calls the route from store B's host, aiming at store A's data where the route can name it. */
  attack(client: ApiClient, ids: TenancyIds): Promise<LightMyRequestResponse>;
  /** What must hold afterwards. */
  verify(response: LightMyRequestResponse, database: DatabaseHandle, ids: TenancyIds): Promise<void>;
}

export const HOST_A = 'tenant-a.localhost';
export const HOST_B = 'tenant-b.localhost';
