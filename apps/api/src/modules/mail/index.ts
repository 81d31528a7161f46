// The mail module's public surface: what other modules and the app may use of it.
export { createMailOutbox } from './outbox.ts';
export type { MailOutbox, MailQueue } from './outbox.ts';
export { mailModule } from './module.ts';
