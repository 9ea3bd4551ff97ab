import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../domain/db';
import type { ApiRoutes } from '../route';

/** /omnis/v3/atlas/… bespoke calls; `scope` already answers 404 off the platform host and 403 when signed out. */
export function registerAtlasBespokeRoutes(
  _scope: FastifyInstance,
  _routes: ApiRoutes,
  _db: Database,
): void {}
