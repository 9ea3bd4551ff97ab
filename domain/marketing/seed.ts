import { randomUUID } from 'node:crypto';
import type { Database } from '../db';
import { coupons } from './tables';

/** Coupons every demo store offers, so shoppers can try each kind (amounts in the store's currency). */
export async function seedDemoCoupons(db: Database, divisionId: number): Promise<void> {
  await db
    .insert(coupons)
    .values(
      [
        { code: 'WELCOME10', description: '10% off your order', kind: 'percentage' as const, value: 10 },
        {
          code: 'SAVE5',
          description: '£5 off when you spend £25',
          kind: 'fixed' as const,
          value: 500,
          minimumSpend: 2500,
        },
        {
          code: 'FIRST100',
          description: '20% off for the first 100 orders',
          kind: 'percentage' as const,
          value: 20,
          usageLimit: 100,
        },
        {
          code: 'SUMMER24',
          description: 'An old summer sale',
          kind: 'percentage' as const,
          value: 15,
          expiresAt: new Date('2024-09-01T00:00:00Z'),
        },
      ].map((coupon) => ({ ...coupon, uuid: randomUUID(), divisionId })),
    )
    .onConflictDoNothing();
}
