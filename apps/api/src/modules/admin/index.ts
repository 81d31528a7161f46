// The admin module's public surface: what other modules and the app may use of it.
export { adminModule } from './module.ts';
