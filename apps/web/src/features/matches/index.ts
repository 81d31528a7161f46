export { matchRoutes } from './routes';
