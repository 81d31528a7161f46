// The mail module's public surface: what other modules and the app may use of it.
export { createMailFailureService } from './failure-service.ts';
export { createMailOutbox } from './outbox.ts';
export type { MailOutbox, MailQueue } from './outbox.ts';
export { mailFailureRoutes } from './routes.ts';
