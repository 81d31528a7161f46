export { requestRoutes } from './routes';
export { useRequest } from './api/request-details';
