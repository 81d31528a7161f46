export { additionalPlanRoutes, paymentReturnRoutes } from './routes';
export { createCheckoutSession } from './api/checkout';
