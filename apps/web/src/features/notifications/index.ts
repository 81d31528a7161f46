export { notificationRoutes } from './routes';
export { NotificationBell } from './components/notification-bell';
