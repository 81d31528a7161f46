export { complaintRoutes, reportRoutes } from './routes';
export { MessageText, ReportMessageAction } from './components/message-moderation';
export { SafetyBanner } from './components/safety-banner';
export { DecisionsSection } from './components/decisions-section';
export { ReportDialog } from './components/report-dialog';
export { ModerationMark } from './components/moderation-mark';
