// The payments module's public surface: what other modules and the app may use of it.
export { paymentsModule } from './module.ts';
