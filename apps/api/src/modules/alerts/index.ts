// The alerts module's public surface: what other modules and the app may use of it.
export { alertJobHandlers } from './alert-jobs.ts';
