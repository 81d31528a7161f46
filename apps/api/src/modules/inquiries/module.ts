import type { Platform } from '../../platform/platform.ts';
import type { ModuleParts } from '../../platform/module-parts.ts';
import { inquiryRoutes } from './routes.ts';
import { createInquiryService, SEND_RULE } from './service.ts';
import { inquiriesAccess } from './access.ts';
import { inquiriesAccountData } from './account-data.ts';
import { moderatedMessages } from './moderated-kind.ts';

type InquiryDeps = Parameters<typeof createInquiryService>[0];

/** Realtime inquiry threads between tenants and landlords, limited per sender and checked for scams. */
export function inquiriesModule(
  p: Platform,
  given: Pick<InquiryDeps, 'properties' | 'requests' | 'notifier' | 'signals'>,
): ModuleParts {
  const inquiries = createInquiryService({
    db: p.db,
    clock: p.clock,
    limiter: p.limiter,
    realtime: p.realtime,
    outbox: p.outbox,
    appUrl: p.config.appUrl,
    log: p.log,
    sendRule: { ...SEND_RULE, max: p.config.inquirySendLimitPerMinute },
    ...given,
  });
  return {
    access: inquiriesAccess,
    account: inquiriesAccountData,
    moderated: moderatedMessages,
    routes: (app) => inquiryRoutes(app, { inquiries, authenticate: p.authenticate }),
  };
}
