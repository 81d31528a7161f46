import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { makeProperty } from '../../../../test/fixtures/property';
import { makeRequest } from '../../../../test/fixtures/request';

const landlord = makeUser({ id: 'landlord-1', role: 'contractor' });
const tenant = makeUser({ id: 'tenant-1', role: 'client' });

describe('content removed by moderation, as its owner sees it', () => {
  afterEach(() => vi.restoreAllMocks());

  it('marks the listing in "my properties" and on its details, linking to the statement of reasons', async () => {
    storeSession('landlord-1');
    const removed = makeProperty({
      id: 'p1',
      title: 'Dachgeschoss',
      moderation: 'removed',
      moderationDecisionId: 'd1',
    });
    const restricted = makeProperty({
      id: 'p2',
      title: 'Gartenwohnung',
      moderation: 'restricted',
      moderationDecisionId: 'd2',
    });
    const plain = makeProperty({ id: 'p3', title: 'Altbau' });
    fakeApi({
      'GET /api/auth/current-user': () => json(200, landlord),
      'GET /api/landlord/filter': () =>
        json(200, { items: [removed, restricted, plain], total: 3, page: 1, pageSize: 10, fallback: null }),
      'GET /api/landlord/p1': () => json(200, removed),
    });
    const { user } = await renderApp('/properties-list', 'en');

    const card = (title: string) => screen.getByRole('link', { name: title }).closest('article')!;
    await screen.findByRole('link', { name: 'Dachgeschoss' });
    expect(card('Dachgeschoss')).toHaveTextContent('Removed by moderation');
    expect(
      within(card('Dachgeschoss')).getByRole('link', { name: 'Statement of reasons and complaint' }),
    ).toHaveAttribute('href', '/profile-view#decision-d1');
    expect(card('Gartenwohnung')).toHaveTextContent('Restricted: not shown in search');
    expect(card('Altbau')).not.toHaveTextContent('moderation');

    await user.click(screen.getByRole('link', { name: 'Dachgeschoss' }));
    const text = await screen.findByText('Others no longer see this content – only you still do.');
    const mark = text.closest<HTMLElement>('[role="status"]')!;
    expect(mark).toHaveTextContent('Removed by moderation');
    expect(within(mark).getByRole('link', { name: 'Statement of reasons and complaint' })).toHaveAttribute(
      'href',
      '/profile-view#decision-d1',
    );
  }, 20_000);

  it('marks the tenant’s own restricted request in "my requests" and on its details', async () => {
    storeSession('tenant-1');
    const request = makeRequest({
      id: 'req-1',
      userId: 'tenant-1',
      fileAccess: 'owner',
      targetCity: 'Hamburg',
      moderation: 'restricted',
      moderationDecisionId: 'd5',
    });
    fakeApi({
      'GET /api/auth/current-user': () => json(200, tenant),
      'GET /api/inquiry/unread-count': () => json(200, { totalUnreadCount: 0 }),
      'GET /api/tenant/all': () => json(200, { items: [request], total: 1, page: 1, pageSize: 50 }),
      'GET /api/document-access': () => json(200, { items: [] }),
      'GET /api/tenant/req-1': () => json(200, request),
    });
    const { router } = await renderApp('/my-requests');
    await screen.findByRole('link', { name: 'Suche in Hamburg' });
    const card = screen.getByRole('region', { name: 'Meine Gesuche' });
    expect(card).toHaveTextContent('Eingeschränkt: wird in der Suche nicht angezeigt');
    expect(within(card).getByRole('link', { name: 'Begründung und Beschwerde' })).toHaveAttribute(
      'href',
      '/profile-view#decision-d5',
    );

    await router.navigate('/tenant-request-details/req-1');
    const text = await screen.findByText(
      'Andere finden diesen Inhalt nicht über die Suche; wer den Link hat, kann ihn weiter öffnen.',
    );
    expect(text.closest('[role="status"]')).toHaveTextContent('Eingeschränkt: wird in der Suche nicht angezeigt');
  }, 20_000);
});
