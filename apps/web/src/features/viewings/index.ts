export { viewingRoutes } from './routes';
export { ViewingCard } from './components/viewing-card';
export { InviteToViewingButton } from './components/invite-to-viewing-button';
export { viewingRealtimeHandlers } from './realtime';
