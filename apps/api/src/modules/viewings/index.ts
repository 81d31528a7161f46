// The viewings module's public surface: what other modules and the app may use of it.
export { scheduleViewingReminders, viewingReminderJobHandlers } from './reminders.ts';
export { viewingRoutes } from './routes.ts';
export { createViewingService } from './service.ts';
export type { ViewingService } from './service.ts';
export type { ViewingDeps } from './viewing-kit.ts';
