import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';

describe('unread inquiries badge', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the unread total on the menu entry and in the top bar', async () => {
    storeSession('tenant-1');
    fakeApi({
      'GET /api/auth/current-user': () => json(200, makeUser({ id: 'tenant-1' })),
      'GET /api/inquiry/unread-count': () => json(200, { totalUnreadCount: 3 }),
      'GET /api/tenant/all': () => json(200, { items: [], total: 0, page: 1, pageSize: 50 }),
      'GET /api/document-access': () => json(200, { items: [] }),
    });
    await renderApp('/my-requests');
    const nav = await screen.findByRole('navigation', { name: 'Hauptnavigation' });
    expect(await within(nav).findByRole('link', { name: /^Anfragen ?, 3 ungelesene Nachrichten$/ })).toHaveAttribute(
      'href',
      '/all-inquiries',
    );
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Anfragen, 3 ungelesene Nachrichten' }),
    ).toHaveAttribute('href', '/all-inquiries');
  });

  it('does not ask while the plan has ended, so the profile stays usable', async () => {
    storeSession('tenant-1');
    const api = fakeApi({
      'GET /api/auth/current-user': () =>
        json(200, makeUser({ id: 'tenant-1', paymentExpiresAt: '2020-01-01T00:00:00.000Z' })),
      'GET /api/inquiry/unread-count': () => json(402, { code: 'PaymentRequired', message: 'Subscription expired.' }),
    });
    const { router } = await renderApp('/profile-view');
    expect(await screen.findByRole('navigation', { name: 'Hauptnavigation' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(router.state.location.pathname).toBe('/profile-view');
    expect(api.to('GET /api/inquiry/unread-count')).toHaveLength(0);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Anfragen' })).toBeInTheDocument();
  });
});
