import { z } from 'zod';
import type { ServiceContext } from '../context';
import { events } from './tables';

export const MAX_EVENTS_PER_CALL = 50;

export const loggedEventSchema = z.object({
  name: z
    .string({ error: 'This field is required' })
    .trim()
    .min(1, { error: 'This field is required', abort: true })
    .max(100, 'Must contain no more than 100 characters')
    .regex(/^[A-Za-z0-9_.:-]+$/, 'Event names may only contain letters, numbers and _ . : -'),
  data: z.record(z.string(), z.unknown()).default({}),
});

export const logEventsSchema = z.object({
  events: z
    .array(loggedEventSchema, { error: 'This field is required' })
    .min(1, 'This field is required')
    .max(MAX_EVENTS_PER_CALL, `Must contain no more than ${MAX_EVENTS_PER_CALL} events`),
});

export type LogEventsInput = z.output<typeof logEventsSchema>;

/** Stores a batch of storefront events for this store: all of them or, on any failure, none. */
export async function logEvents(ctx: ServiceContext, input: LogEventsInput): Promise<number> {
  const rows = input.events.map((event) => ({
    divisionId: ctx.store.id,
    name: event.name,
    data: event.data,
  }));
  await ctx.db.insert(events).values(rows);
  return rows.length;
}
