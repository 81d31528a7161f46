import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import i18n from '../src/lib/i18n';
import { AppRoot } from '../src/app/app-root';
import { createQueryClient } from '../src/app/query-client';
import { routes } from '../src/app/routes';

/** The whole app (routes, guards, providers, toaster) at `path`, in German unless told otherwise. */
export async function renderApp(path: string, language: 'de' | 'en' = 'de') {
  await i18n.changeLanguage(language);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(<AppRoot router={router} queryClient={queryClient} />);
  return { ...view, router, queryClient, user };
}
