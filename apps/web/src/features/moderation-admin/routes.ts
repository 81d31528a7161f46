/** The moderation pages' chunks, for the router (each page loads on demand with its texts). */
export const moderationPages = {
  queue: () => import('./pages/moderation-queue-page').then((m) => ({ Component: m.ModerationQueuePage })),
  complaints: () => import('./pages/complaints-page').then((m) => ({ Component: m.ComplaintsPage })),
  transparency: () => import('./pages/transparency-page').then((m) => ({ Component: m.TransparencyPage })),
};
