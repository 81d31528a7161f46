// The health module's public surface: what other modules and the app may use of it.
export { healthRoutes } from './routes.ts';
