import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { mediaFiles } from '../../domain/content';
import { HOST_B as B, type Probe } from './tenancy-probe';

/**
 * Tests only: tenancy probes for the page editor's picker routes (editor-pickers.ts), merged into the
 * `probes` map of server/api/tenancy.test.ts. Store A's product ('A probe product', from preparePageProbes)
 * must never show on store B's host, and nothing may land in either library from a visitor there.
 */
const API = '/omnis/v3';
const INSUFFICIENT = 'Insufficient permissions to access this page';
const A_PRODUCT = 'A probe product';

export const editorProbes: Record<string, Probe> = {
  'GET /editor/link-targets': {
    attack: (client) => client.get(`${API}/editor/link-targets?search=probe`, B),
    async verify(response) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: INSUFFICIENT });
      expect(response.body).not.toContain(A_PRODUCT);
    },
  },
  'GET /editor/files': {
    attack: (client) => client.get(`${API}/editor/files`, B),
    async verify(response) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: INSUFFICIENT });
    },
  },
  'POST /editor/files/': {
    attack: (client) =>
      client.send('POST', `${API}/editor/files/`, B, '<svg xmlns="http://www.w3.org/2000/svg"/>', {
        'content-type': 'image/svg+xml',
        'x-file-name': 'planted.svg',
      }),
    async verify(response, database, ids) {
      expect(response.statusCode).toBe(403);
      for (const storeId of [ids.a, ids.b]) {
        const files = await database.db.select().from(mediaFiles).where(eq(mediaFiles.divisionId, storeId));
        expect(files.filter((file) => file.name === 'planted.svg')).toEqual([]);
      }
    },
  },
};
