import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { admin, page } from '../test-data';

describe('moderation for admins only', () => {
  beforeEach(() => storeSession());

  it.each(['/moderation', '/moderation/complaints', '/moderation/transparency'])(
    'keeps a landlord out of %s and shows no Moderation entry',
    async (path) => {
      const api = fakeApi({
        'GET /api/auth/current-user': () => json(200, makeUser({ role: 'contractor' })),
      });
      const { router } = await renderApp(path, 'en');
      await waitFor(() => expect(router.state.location.pathname).toBe('/all-tenant-requests'));
      const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
      expect(within(nav).queryByRole('link', { name: 'Moderation' })).not.toBeInTheDocument();
      expect(api.requests.some((r) => r.path.startsWith('/api/admin/'))).toBe(false);
    },
    20_000,
  );

  it('gives an admin Moderation next to the users page and tabs between the three pages', async () => {
    fakeApi({
      'GET /api/auth/current-user': () => json(200, admin),
      'GET /api/admin/reports': () => json(200, page([])),
      'GET /api/admin/complaints': () => json(200, page([])),
    });
    const { user, router } = await renderApp('/moderation', 'de');
    const nav = await screen.findByRole('navigation', { name: 'Hauptnavigation' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links.slice(0, 2)).toEqual(['Benutzerverwaltung', 'Moderation']);
    expect(within(nav).getByRole('link', { name: 'Moderation' })).toHaveAttribute('aria-current', 'page');

    const tabs = within(screen.getByRole('navigation', { name: 'Moderation' }));
    expect(tabs.getByRole('link', { name: 'Meldungen' })).toHaveAttribute('aria-current', 'page');
    await user.click(tabs.getByRole('link', { name: 'Beschwerden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/moderation/complaints'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Beschwerden' })).toBeInTheDocument();
    // The sidebar entry stays marked on the sub-pages.
    expect(within(nav).getByRole('link', { name: 'Moderation' })).toHaveAttribute('aria-current', 'page');
  }, 20_000);
});
