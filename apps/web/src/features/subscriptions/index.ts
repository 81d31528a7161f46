export { subscriptionRoutes } from './routes';
export { LazyCheckoutPlanPage } from './lazy-checkout-plan-page';
