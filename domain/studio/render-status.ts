import { and, asc, eq } from 'drizzle-orm';
import type { Side } from '../../core/design';
import type { ServiceContext } from '../context';
import { type RenderKind, type RenderStatus, studioRenders } from './tables';

export interface RenderFileView {
  kind: RenderKind;
  /** The side of a print file, or the view (front, back) of a mockup. */
  side: Side;
  /** The colour of a mockup; null for print files. */
  colour: string | null;
  status: RenderStatus;
  url: string | null;
  widthPx: number | null;
  heightPx: number | null;
}

export interface RenderStatusView {
  /** queued: nothing started; rendering: under way; done: every file ready; failed: finished with failures. */
  status: RenderStatus;
  /** Files finished, as a whole percentage of all the design's files (100 when it has none). */
  percent: number;
  files: RenderFileView[];
}

/** The overall state of a design's files, from each file's state. */
export function summarise(statuses: readonly RenderStatus[]): { status: RenderStatus; percent: number } {
  if (statuses.length === 0) return { status: 'done', percent: 100 };
  const done = statuses.filter((status) => status === 'done').length;
  const percent = Math.floor((done / statuses.length) * 100);
  if (done === statuses.length) return { status: 'done', percent: 100 };
  const settled = statuses.every((status) => status === 'done' || status === 'failed');
  if (settled) return { status: 'failed', percent };
  const started = statuses.some((status) => status !== 'queued');
  return { status: started ? 'rendering' : 'queued', percent };
}

export async function renderStatus(ctx: ServiceContext, designId: number): Promise<RenderStatusView> {
  const rows = await ctx.db
    .select()
    .from(studioRenders)
    .where(and(eq(studioRenders.divisionId, ctx.store.id), eq(studioRenders.designId, designId)))
    .orderBy(asc(studioRenders.position), asc(studioRenders.id));
  return {
    ...summarise(rows.map((row) => row.status)),
    files: rows.map((row) => ({
      kind: row.kind,
      side: row.side,
      colour: row.kind === 'mockup' ? row.colour : null,
      status: row.status,
      url: row.status === 'done' && row.path ? `/media/${row.path}` : null,
      widthPx: row.widthPx,
      heightPx: row.heightPx,
    })),
  };
}
