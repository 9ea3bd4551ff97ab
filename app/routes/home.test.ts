import { describe, expect, it } from 'vitest';
import { loader } from './home';

// The loader reads only these parts of the load context, so the tests pass a partial one.
function contextOf(tenant: 'store' | 'platform') {
  return {
    tenant,
    store: {
      id: 1,
      companyName: 'Northwind Threads',
      themeCss: ':root{--primary-color:#86b302}',
      mainMenu: [],
    },
    urls: { scheme: 'http', storeBaseDomain: 'localhost', port: 3000 },
    services: {
      pages: { load: async () => null },
      catalog: { featuredProducts: async () => [], newProducts: async () => [] },
      platform: { liveStores: async () => [] },
    },
  } as never;
}

describe('home loader', () => {
  it.each(['store', 'platform'] as const)(
    "names the %s and ships nothing else of its view (the root's data carries it)",
    async (tenant) => {
      const data = await loader({
        context: contextOf(tenant),
        request: new Request('http://demo.localhost/'),
      } as never);
      expect(data.store).toEqual({ companyName: 'Northwind Threads' });
    },
  );
});
