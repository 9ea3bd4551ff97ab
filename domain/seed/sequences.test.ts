import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase, testEngines } from '../db/testing';
import { advanceSequences } from './platform';

describe.each(testEngines)('advanceSequences on %s', (engine) => {
  it('never sets the divisions sequence back below a value another transaction has taken', async () => {
    const database = await openTestDatabase(engine);
    try {
      const nextId = async () => {
        const result = (await database.db.execute(
          sql`select nextval(pg_get_serial_sequence('divisions', 'id')) as id`,
        )) as unknown as { rows: { id: number | string }[] };
        return Number(result.rows[0]?.id);
      };
      await database.db.transaction((tx) => advanceSequences(tx));
      const first = await nextId();
      expect(first).toBeGreaterThan(100);
      // Taken by another process's insert that has not committed: no row of it is visible here.
      const taken = await nextId();
      await database.db.transaction((tx) => advanceSequences(tx));
      expect(await nextId()).toBe(taken + 1);
    } finally {
      await database.close();
    }
  });
});
