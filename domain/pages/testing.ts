import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db';
import { divisions, manufacturers } from '../stores';

/** Test helpers of the pages capability (customers: domain/accounts/testing). */

/** Gives a store a project (manufacturer) with these badges; answers the project id. */
export async function giveStoreProject(
  db: Database,
  storeId: number,
  badges: { code: string; unlocked: boolean; groups: string[] }[] = [],
): Promise<number> {
  const [project] = await db
    .insert(manufacturers)
    .values({ hash: randomUUID(), name: `Project ${storeId}`, badges })
    .returning({ id: manufacturers.id });
  if (!project) throw new Error('fixture project not created');
  await db.update(divisions).set({ manufacturerId: project.id }).where(eq(divisions.id, storeId));
  return project.id;
}

/** A minimal valid block of a type. */
export function block(type: string, properties: Record<string, unknown> = {}, extra: object = {}) {
  return { uid: `${type}-${randomUUID().slice(0, 8)}`, type, order: null, properties, ...extra };
}
