import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import i18n from '../lib/i18n';
import { RouteError } from './route-error';

/** A page whose chunk cannot be loaded, as after a deploy removed it. */
function renderBrokenPage() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteError />,
        HydrateFallback: () => null,
        lazy: () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

describe('route error screen', () => {
  it("shows the specification's text and a way to reload", async () => {
    await i18n.changeLanguage('en');
    renderBrokenPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Un expected error occured.' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  });

  it('speaks German by default', async () => {
    await i18n.changeLanguage('de');
    renderBrokenPage();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Ein unerwarteter Fehler ist aufgetreten.' });
    expect(heading).toBeInTheDocument();
  });
});
