// The jobs module's public surface: what other modules and the app may use of it.
export { enqueueJob, enqueueOrRepeatJobs } from './queries.ts';
export { GAVE_UP_AT, createJobRunner } from './runner.ts';
export type { JobHandler, JobRunner } from './runner.ts';
