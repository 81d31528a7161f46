import type { Platform } from '../../platform/platform.ts';
import type { ModuleParts } from '../../platform/module-parts.ts';
import { createNotifier } from './notifier.ts';
import { notificationRoutes } from './routes.ts';
import { createNotificationService } from './service.ts';
import { notificationsAccess } from './access.ts';
import { notificationsAccountData } from './account-data.ts';

/**
 * The notification centre. Its notifier keeps what other modules report, so it is made before them;
 * the previews of messages come from the inquiries, given here so that this module needs none of them.
 */
export function notificationsModule(
  p: Platform,
  given: { messagePreviews: (ids: string[], viewerId: string) => Promise<Map<string, string>> },
) {
  const { db, clock } = p;
  const notifier = createNotifier({ db, clock, realtime: p.realtime, log: p.log });
  const notifications = createNotificationService({ db, clock, notifier, messagePreviews: given.messagePreviews });
  const parts: ModuleParts = {
    access: notificationsAccess,
    account: notificationsAccountData(given.messagePreviews),
    routes: (app) => notificationRoutes(app, { notifications, authenticate: p.authenticate }),
  };
  return { ...parts, notifier };
}
