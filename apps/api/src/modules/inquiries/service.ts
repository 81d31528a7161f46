import { createInboxActions } from './inbox-service.ts';
import { createInquiryKit, type InquiryDeps } from './inquiry-kit.ts';
import { createMessageActions } from './message-service.ts';
import { createReadActions } from './read-service.ts';

export { SEND_RULE } from './inquiry-kit.ts';

/** Inquiries between tenants and landlords, as the inquiry routes and the realtime layer use them. */
export function createInquiryService(d: InquiryDeps) {
  const kit = createInquiryKit(d);
  return { ...createInboxActions(d, kit), ...createMessageActions(d, kit), ...createReadActions(d, kit) };
}

export type InquiryService = ReturnType<typeof createInquiryService>;
