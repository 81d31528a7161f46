// The notifications module's public surface: what other modules and the app may use of it.
export { createNotifier } from './notifier.ts';
export type { Notifier } from './notifier.ts';
export { notificationsModule } from './module.ts';
