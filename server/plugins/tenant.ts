import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StoreDirectory, Tenant } from '../../domain/stores';

declare module 'fastify' {
  interface FastifyRequest {
    tenant: Tenant;
  }
}

/** Resolves the store named by the Host header once per request. */
export function registerTenant(app: FastifyInstance, directory: StoreDirectory): void {
  app.decorateRequest<Tenant, 'tenant'>('tenant', null as unknown as Tenant);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.tenant = await directory.resolve(request.headers.host);
  });
}
