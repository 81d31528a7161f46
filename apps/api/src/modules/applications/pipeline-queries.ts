import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { PipelineQuery } from '@mietmatch/contract';
import type { Executor } from '../../db/client.ts';
import {
  type ApplicationRow,
  applications,
  type PropertyRow,
  type TenantRequestRow,
  tenantRequests,
} from '../../db/schema/index.ts';
import { preparedSearch, SearchParams } from '../geo/index.ts';
import { listingScore } from '../matches/index.ts';
import { meetsCriteria } from './fair-criteria.ts';

export interface PipelineRow extends Record<string, unknown> {
  application: ApplicationRow;
  request: TenantRequestRow;
  score: number;
}

/**
 * One page of a listing's applicants with their match score, in one prepared statement per shape:
 * the listing's applications come through their index, each joined to its request by key and scored
 * by the match rule. `score`: best first; `date`: newest first; `response`: those still waiting for
 * the landlord's first reaction (`new`) first, the longest waiting first.
 */
export async function pipelinePage(db: Executor, property: PropertyRow, f: PipelineQuery): Promise<PipelineRow[]> {
  const ps = new SearchParams();
  const { score, columns } = listingScore(ps, property);
  const a = applications;
  ps.part(`sort:${f.sort}`);
  // The must-have criteria of fair selection, when the landlord filters by them (fair-criteria.ts).
  ps.part(`meets:${f.meets.join('+')}`);
  const where = and(
    eq(a.propertyId, ps.value('propertyId', property.id)),
    f.status ? eq(a.status, ps.value('status', f.status)) : undefined,
    meetsCriteria(property, f.meets, (name, value, type) => sql`${ps.value(name, value)}::${sql.raw(type)}`),
  );
  const order =
    f.sort === 'score'
      ? [sql`"score" desc`, desc(a.createdAt), asc(a.id)]
      : f.sort === 'date'
        ? [desc(a.createdAt), asc(a.id)]
        : // Waiting = still `new` (a withdrawn or expired one has no answer either, but waits for none).
          [sql`${a.status} <> 'new'`, asc(a.createdAt), asc(a.id)];
  const query = db
    .select({ application: a, request: tenantRequests, score: sql<number>`${score}`.as('score'), ...columns })
    .from(a)
    .innerJoin(tenantRequests, eq(tenantRequests.id, a.requestId))
    .where(where)
    .orderBy(...order)
    .limit(ps.value('limit', f.pageSize))
    .offset(ps.value('offset', (f.page - 1) * f.pageSize));
  const prepared = preparedSearch(db, 'pipeline', ps.key, (name) => query.prepare(name));
  const rows = (await prepared.execute(ps.values)) as PipelineRow[];
  return rows.map((r) => ({ ...r, score: Number(r.score) }));
}
