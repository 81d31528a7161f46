import {
  APPLICATION_SORTS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type PipelinePage,
} from '@mietmatch/contract';
import type { PipelineSort } from './api/applications';

/** The pipeline opens on the step needing the landlord first; the link's count shares this query's cache. */
const FIRST_STEP: ApplicationStatus = 'new';
const DEFAULT_SORT: PipelineSort = 'score';
export const DEFAULT_PIPELINE_QUERY = { status: FIRST_STEP, sort: DEFAULT_SORT, page: 1, pageSize: 10 };

export const statusFrom = (value: string | null): ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(value ?? '') ? (value as ApplicationStatus) : FIRST_STEP;
export const sortFrom = (value: string | null): PipelineSort =>
  (APPLICATION_SORTS as readonly string[]).includes(value ?? '') ? (value as PipelineSort) : DEFAULT_SORT;

/** Applications still waiting for the landlord's decision (new, shortlisted, invited, offered). */
export const liveCount = (counts: PipelinePage['counts'] | undefined) =>
  counts ? (counts.new ?? 0) + (counts.shortlisted ?? 0) + (counts.invited ?? 0) + (counts.offered ?? 0) : 0;
