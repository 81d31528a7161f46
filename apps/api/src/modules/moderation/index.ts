// The moderation module's public surface: what other modules and the app may use of it.
export { announceNewReport } from './announce.ts';
export { complaintRoutes } from './complaint-routes.ts';
export { createComplaintService } from './complaint-service.ts';
export { createDecisionService } from './decision-service.ts';
export { createReportService } from './report-service.ts';
export { moderationRoutes } from './routes.ts';
export { createSignalService } from './signals/signal-service.ts';
