// The payments module's public surface: what other modules and the app may use of it.
export { choosePaymentProvider } from './provider-choice.ts';
export { paymentRoutes } from './routes.ts';
export { createPaymentService } from './service.ts';
