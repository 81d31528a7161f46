import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen } from '@testing-library/react';
import type { AppNotification } from '@mietmatch/contract';
import i18n from '../../lib/i18n';
import { fakeApi, json, makeUser, storeSession } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { notificationText } from './notification-text';
import './i18n';

configure({ asyncUtilTimeout: 5000 });

const interest = (step: 'interest' | 'offerAccepted', tenantName = 'Mia M.'): AppNotification => ({
  id: '00000000-0000-4000-8000-000000000001',
  type: 'applicationInterest',
  createdAt: new Date(Date.now() - 3_600_000).toISOString(),
  readAt: null,
  data: { applicationId: 'app-1', propertyId: 'prop-1', propertyTitle: 'Altbau am Park', tenantName, step },
});

const textIn = (language: 'de' | 'en', notification: AppNotification) =>
  notificationText(notification, i18n.getFixedT(language, 'notifications'));

describe('the landlord’s notification of a tenant’s interest', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says who wants to rent which flat, or accepted the offer, in both languages', () => {
    expect(textIn('de', interest('interest'))).toBe('Mia M. möchte „Altbau am Park“ mieten');
    expect(textIn('en', interest('interest'))).toBe('Mia M. wants to rent “Altbau am Park”');
    expect(textIn('de', interest('offerAccepted'))).toBe('Mia M. hat dein Angebot für „Altbau am Park“ angenommen');
    expect(textIn('en', interest('offerAccepted'))).toBe('Mia M. accepted your offer for “Altbau am Park”');
    expect(textIn('de', interest('interest', ''))).toBe('Jemand möchte „Altbau am Park“ mieten');
  });

  it('opens the listing’s applications and marks the entry read', async () => {
    storeSession('landlord-1');
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, makeUser({ id: 'landlord-1', role: 'contractor' })),
      'GET /api/inquiry/unread-count': () => json(200, { totalUnreadCount: 0 }),
      'GET /api/notifications/unread-count': () => json(200, { unreadNotificationsCount: 1 }),
      'GET /api/notifications': () => json(200, { items: [interest('interest')], total: 1, page: 1, pageSize: 10 }),
      'POST /api/notifications/read': () => json(200, { unreadNotificationsCount: 0 }),
    });
    const { user, router } = await renderApp('/notifications');
    await user.click(await screen.findByRole('button', { name: /Mia M\. möchte „Altbau am Park“ mieten/ }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/property-applications/prop-1'));
    expect(api.to('POST /api/notifications/read')[0]!.body).toEqual({ ids: [interest('interest').id] });
  });
});
