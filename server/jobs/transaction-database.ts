import { type SQL, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Database } from '../../domain/db';

const PARAMETER = /\$(\d+)/g;

/**
 * pg-boss's `db` option over a Drizzle transaction, so a job is written in the same transaction as the
 * rows it works on. Drizzle numbers the parameters itself, in the order they appear, so each `$n` becomes
 * a parameter of its own at its place, a `$n` used twice (as in pg-boss's fail()) two with the same value;
 * a value is always one parameter, an array too (Drizzle would otherwise spread it into a list).
 */
export function transactionBossDatabase(tx: Database): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const chunks: SQL[] = [];
      let from = 0;
      for (const match of text.matchAll(PARAMETER)) {
        const index = Number(match[1]) - 1;
        if (index >= values.length) throw new Error(`pg-boss statement lacks a value for $${match[1]}`);
        chunks.push(sql.raw(text.slice(from, match.index)), sql`${sql.param(values[index] ?? null)}`);
        from = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(from)));
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows?: unknown[] };
      return { rows: result.rows ?? [] };
    },
  };
}
