// The alerts module's public surface: what other modules and the app may use of it.
export { alertsModule } from './module.ts';
