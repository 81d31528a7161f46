// The inquiries module's public surface: what other modules and the app may use of it.
export { totalUnread } from './queries.ts';
export { createInquiryService } from './service.ts';
export { postViewingCard } from './viewing-card.ts';
export { currentMessagePreviews } from './message-previews.ts';
export { inquiriesModule } from './module.ts';
