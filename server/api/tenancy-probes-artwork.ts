import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { studioUploads } from '../../domain/studio';
import { HOST_B as B, type Probe } from './tenancy-probe';

/**
 * Tests only: the tenancy probe of the dashboard's artwork upload. The dashboard lives on the platform
 * host: a store's host naming another store's id gets the 404 and nothing is stored for either store.
 */
export const artworkProbes: Record<string, Probe> = {
  'POST /dashboard/stores/:store/artwork/uploads/': {
    attack: (client, ids) =>
      client.send(
        'POST',
        `/omnis/v3/dashboard/stores/${ids.a}/artwork/uploads/`,
        B,
        '<svg xmlns="http://www.w3.org/2000/svg" width="12" height="12"><circle r="5" cx="6" cy="6"/></svg>',
        { 'content-type': 'image/svg+xml' },
      ),
    async verify(response, database, ids) {
      expect(response.statusCode).toBe(404);
      const rows = await database.db.select().from(studioUploads).where(eq(studioUploads.divisionId, ids.a));
      expect(rows.filter((row) => row.format === 'svg' && row.bytes < 200)).toEqual([]);
    },
  },
};
