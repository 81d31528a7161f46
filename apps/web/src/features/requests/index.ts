export { requestRoutes } from './routes';
export { useRequest } from './api/request-details';
export { useMyRequests } from './api/my-requests';
