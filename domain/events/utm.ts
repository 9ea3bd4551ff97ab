import type { ServiceContext } from '../context';
import { utmVisits } from './tables';

export interface UtmParameters {
  source?: string | undefined;
  campaign?: string | undefined;
  medium?: string | undefined;
  content?: string | undefined;
  term?: string | undefined;
}

/** Records a visit that arrived with utm_* parameters; visits with none are not recorded. */
export async function recordUtmVisit(ctx: ServiceContext, utm: UtmParameters): Promise<boolean> {
  const values = {
    source: utm.source ?? null,
    campaign: utm.campaign ?? null,
    medium: utm.medium ?? null,
    content: utm.content ?? null,
    term: utm.term ?? null,
  };
  if (Object.values(values).every((value) => value === null)) return false;
  await ctx.db.insert(utmVisits).values({
    divisionId: ctx.store.id,
    sessionId: ctx.actor.kind === 'system' ? null : ctx.actor.sessionId,
    ...values,
  });
  return true;
}
