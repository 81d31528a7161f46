import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import './index.css';
import './lib/i18n';
import { applyTheme, watchSystemTheme } from './lib/theme';
import { AppRoot } from './app/app-root';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';

applyTheme();
watchSystemTheme();

const router = createBrowserRouter(routes);
const queryClient = createQueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppRoot router={router} queryClient={queryClient} />
  </StrictMode>,
);
