import { type SQL, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Database } from '../../domain/db';

const PARAMETER = /\$(\d+)/g;

/**
 * pg-boss's `db` option over a Drizzle transaction, so a job is written in the same transaction as the
 * rows it works on. Drizzle numbers the parameters itself, in the order they appear, so each `$n` must
 * appear once, as in the statement of pg-boss's insert(); a statement reusing one is refused rather than
 * sent with a wrong value.
 */
export function transactionBossDatabase(tx: Database): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const chunks: SQL[] = [];
      const used = new Set<number>();
      let from = 0;
      for (const match of text.matchAll(PARAMETER)) {
        const index = Number(match[1]) - 1;
        if (used.has(index) || index >= values.length)
          throw new Error(`pg-boss statement reuses or lacks $${match[1]}; run it outside the transaction`);
        used.add(index);
        chunks.push(sql.raw(text.slice(from, match.index)), sql`${values[index] ?? null}`);
        from = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(from)));
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows?: unknown[] };
      return { rows: result.rows ?? [] };
    },
  };
}
