import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import './index.css';
import { i18nReady } from './lib/i18n';
import { applyTheme, watchSystemTheme } from './lib/theme';
import { AppRoot } from './app/app-root';
import { createQueryClient, setAppQueryClient } from './app/query-client';
import { getUserId } from './lib/auth-session';
import { currentUserQueryOptions } from './lib/current-user';
import { routes } from './app/routes';
import { memberFrameHandOver, prerenderedPageHandOver } from './app/prerendered-page';

applyTheme();
watchSystemTheme();

const queryClient = createQueryClient();
setAppQueryClient(queryClient);
// Every protected page waits for the signed-in user: ask now, beside the page's code, not after it.
const userId = getUserId();
if (userId) void queryClient.prefetchQuery(currentUserQueryOptions(userId));
// After the client: the router runs the first page's loaders as it is created.
const router = createBrowserRouter(routes);

const container = document.getElementById('root')!;

// As a transition, React renders the first page in slices of a few milliseconds and lets the browser answer
// input between them; rendered at once, it was one long task (what Lighthouse counts as blocking time).
// A reader of English waits for the English texts too, so the first page is never drawn in German for them.
// A page the build wrote (a public page, or a member page's frame) stays until the app can draw the same.
const member = () => (userId ? queryClient.ensureQueryData(currentUserQueryOptions(userId)) : Promise.resolve());
void Promise.all([
  i18nReady,
  prerenderedPageHandOver(container, router),
  memberFrameHandOver(container, router, member),
]).then(() =>
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <AppRoot router={router} queryClient={queryClient} />
      </StrictMode>,
    );
  }),
);
