export { authRoutes } from './routes';
export { LazyConfirmEmailPage } from './lazy-confirm-email-page';
export { useLogout } from './api/logout';
