// The moderation module's public surface: what other modules and the app may use of it.
export { createSignalService } from './signals/signal-service.ts';
export { moderationModule, scamSignals } from './module.ts';
