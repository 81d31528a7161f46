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
import { cn } from './lib/utils';

applyTheme();
watchSystemTheme();

const queryClient = createQueryClient();
setAppQueryClient(queryClient);
// Every protected page waits for the signed-in user: ask now, beside the page's code, not after it.
const userId = getUserId();
if (userId) void queryClient.prefetchQuery(currentUserQueryOptions(userId));

const container = document.getElementById('root')!;
const member = () => (userId ? queryClient.ensureQueryData(currentUserQueryOptions(userId)) : Promise.resolve());

/** The rest of this task first: the browser may paint and answer input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/*
 * The app starts in tasks of its own, each short on a phone: evaluating the app's modules, creating the router
 * (~45 route objects matched and ranked), tailwind-merge's tables (built on its first use, ~40 ms on a 4× slower
 * CPU, which would otherwise lengthen the first render's slice), then the first page. Done in one task they
 * were one long task of ~250 ms there (what Lighthouse counts as blocking time beyond 50 ms per task).
 */
async function start() {
  await nextTask();
  // After the client: the router runs the first page's loaders as it is created.
  const router = createBrowserRouter(routes);
  await nextTask();
  cn('px-1', 'px-2');
  // A reader of English waits for the English texts too, so the first page is never drawn in German for them.
  // A page the build wrote (a public page, or a member page's frame) stays until the app can draw the same.
  await Promise.all([
    i18nReady,
    prerenderedPageHandOver(container, router),
    memberFrameHandOver(container, router, member),
  ]);
  // As a transition, React renders the first page in slices of a few milliseconds and lets the browser answer
  // input between them; rendered at once, it was one long task (what Lighthouse counts as blocking time).
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <AppRoot router={router} queryClient={queryClient} />
      </StrictMode>,
    );
  });
}

void start();
