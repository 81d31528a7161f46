export { inquiryRoutes } from './routes';
export { InquiriesTopBarLink, UnreadInquiriesBadge } from './components/unread-badge';
export { LazyInquiryRealtime } from './realtime/lazy-inquiry-realtime';
export { SendInquiryButton } from './components/send-inquiry-button';
export { ViewingInviteCard } from './components/viewing-invite';
export { mayUseInquiries } from './api/unread-count';
export { inquiryKeys } from './api/keys';
export { fetchThread } from './api/thread';
export { threadPath } from './format';
