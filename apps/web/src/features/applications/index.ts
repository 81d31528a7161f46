export { applicationRoutes } from './routes';
export { ApplyButton } from './components/apply-button';
export { ApplicationsLink } from './components/applications-link';
export { ResponseFigures } from './components/response-figures';
export { FairSelectionNote } from './components/fair-selection-note';
