import type { Platform } from '../../platform/platform.ts';
import type { ModuleParts } from '../../platform/module-parts.ts';
import type { Notifier } from '../notifications/index.ts';
import { scheduleViewingReminders, viewingReminderJobHandlers } from './reminders.ts';
import { viewingRoutes } from './routes.ts';
import { createViewingService, type ViewingService } from './service.ts';
import { viewingsAccess } from './access.ts';
import { viewingsAccountData } from './account-data.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Viewings, for what happens to them when a member leaves (withdrawMember). */
    viewings: ViewingService;
  }
}

/**
 * Viewing slots, invitations and bookings with their reminders. Blocking, deactivating and deleting a
 * member withdraw their viewings, so the service is given to those modules; erasing one does it through
 * the module's account part.
 */
export function viewingsModule(p: Platform, given: { notifier: Notifier }) {
  const { db, clock, outbox } = p;
  const { notifier } = given;
  const appUrl = p.config.appUrl;
  const service = createViewingService({ db, clock, outbox, realtime: p.realtime, notifier, appUrl, log: p.log });
  p.app.decorate('viewings', service);
  const parts: ModuleParts = {
    access: viewingsAccess,
    account: viewingsAccountData(service),
    routes: (app) => viewingRoutes(app, { viewings: service, authenticate: p.authenticate }),
    jobs: viewingReminderJobHandlers({ db, clock, outbox, notifier, appUrl }),
    // The reminder sweep reschedules itself each minute; every start puts one in (all nodes share one
    // key per minute), so a lost chain comes back.
    onStart: async () => void (await scheduleViewingReminders(db, clock.now(), 'now')),
  };
  return { ...parts, service };
}
