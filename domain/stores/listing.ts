import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { forbidden } from '../../core/errors';
import type { ServiceContext } from '../context';
import { divisions, subdomains } from './tables';

export interface StoreListing {
  id: number;
  subdomain: string;
  companyName: string;
  logo: string | null;
  theme: string;
}

/** The open stores (approved by staff, not password protected nor counting down), for the platform's home page. Only the platform store may list them. */
export async function listLiveStores(ctx: ServiceContext): Promise<StoreListing[]> {
  if (!ctx.store.isPlatform) throw forbidden();
  return ctx.db
    .select({
      id: divisions.id,
      subdomain: divisions.subdomain,
      companyName: divisions.companyName,
      logo: divisions.logo,
      theme: subdomains.theme,
    })
    .from(divisions)
    .innerJoin(subdomains, eq(subdomains.divisionId, divisions.id))
    .where(
      and(
        eq(divisions.disabled, false),
        ne(divisions.id, ctx.store.id),
        eq(subdomains.approvalStatus, 'approved'),
        eq(subdomains.passwordProtected, false),
        sql`not coalesce((${subdomains.comingSoonPageData}->>'enabled')::boolean, false)`,
      ),
    )
    .orderBy(asc(divisions.id));
}
