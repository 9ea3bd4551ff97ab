import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db';

/**
 * Tests only: runs `change` while the outbox refuses emails of this kind (a trigger raises on their insert),
 * as a crash between a change and its email would lose the email; expects the change to fail with it.
 */
export async function expectFailsWhileOutboxRefuses(
  db: Database,
  kind: string,
  change: () => Promise<unknown>,
): Promise<void> {
  await db.execute(
    sql.raw(`create or replace function refuse_outbox_kind() returns trigger language plpgsql as $$ begin
      if new.kind = '${kind.replaceAll("'", "''")}' then raise exception 'the outbox refuses %', new.kind; end if;
      return new; end $$`),
  );
  await db.execute(
    sql`create trigger refuse_outbox_kind before insert on outbox_emails for each row execute function refuse_outbox_kind()`,
  );
  try {
    await expect(change()).rejects.toThrow(/insert into "outbox_emails"/);
  } finally {
    await db.execute(sql`drop trigger refuse_outbox_kind on outbox_emails`);
  }
}
