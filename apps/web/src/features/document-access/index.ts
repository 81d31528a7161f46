export { AccessPanel } from './components/access-panel';
export { useRequestAccess } from './api/access';
