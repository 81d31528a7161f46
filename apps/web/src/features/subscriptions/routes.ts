import type { RouteObject } from 'react-router';

/** The member's plans (the page loads on demand). */
export const subscriptionRoutes: RouteObject[] = [
  {
    path: 'my-subscriptions',
    handle: { title: 'subscriptions' },
    lazy: () =>
      import('./pages/my-subscriptions-page').then((m) => ({
        Component: m.MySubscriptionsPage,
      })),
  },
];
