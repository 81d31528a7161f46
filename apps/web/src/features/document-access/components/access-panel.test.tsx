import { describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { makeRequest } from '../../../../test/fixtures/request';
import type { AccessEntry } from '../api/access';

// Pages load lazily; on a busy machine the first render can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const entry = (overrides: Partial<AccessEntry>): AccessEntry => ({
  tenantId: 'user-1',
  landlordId: 'landlord-1',
  status: 'pending',
  requestedAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  firstName: 'Volker',
  lastName: 'Vermieter',
  avatarUrl: null,
  ...overrides,
});

function setup(items: AccessEntry[], allowedFileView = false) {
  const state = new Map(items.map((item) => [item.landlordId, item.status]));
  return fakeApi({
    'GET /api/auth/current-user': () => json(200, makeUser()),
    'GET /api/tenant/all': () =>
      json(200, { items: [makeRequest({ allowedFileView })], total: 1, page: 1, pageSize: 50 }),
    'GET /api/document-access': () =>
      json(200, { items: items.map((item) => ({ ...item, status: state.get(item.landlordId) })) }),
    'PATCH /api/document-access/toggle-access': (request) => {
      const id = request.url.searchParams.get('landlordId')!;
      const to = request.url.searchParams.get('to') as 'granted' | 'removed' | null;
      const next = to ?? (state.get(id) === 'granted' ? 'removed' : 'granted');
      state.set(id, next);
      return json(200, { status: next });
    },
  });
}

describe('document access panel', () => {
  it('approves a pending request and removes a granted one through the toggle endpoint', async () => {
    storeSession();
    const api = setup([
      entry({ landlordId: 'landlord-1' }),
      entry({
        landlordId: 'landlord-2',
        firstName: 'Gerda',
        lastName: 'Groß',
        status: 'granted',
        decidedAt: '2026-11-20T12:00:00.000Z',
      }),
    ]);
    const { user } = await renderApp('/my-requests');
    const panel = await screen.findByRole('region', { name: 'Dokumentenzugriff' });
    expect(await within(panel).findByText('Volker Vermieter')).toBeInTheDocument();
    expect(within(panel).getByText('1 offen')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Zugriff für Volker Vermieter freigeben' }));
    expect(await screen.findByText('Volker Vermieter kann deine Dokumente jetzt öffnen')).toBeInTheDocument();
    expect(api.to('PATCH /api/document-access/toggle-access').map((r) => r.url.searchParams.get('to'))).toEqual([
      'granted',
    ]);

    await user.click(within(panel).getByRole('button', { name: 'Zugriff für Gerda Groß entziehen' }));
    expect(await screen.findByText('Zugriff für Gerda Groß entzogen')).toBeInTheDocument();
    expect(api.to('PATCH /api/document-access/toggle-access').map((r) => r.url.searchParams.get('landlordId'))).toEqual(
      ['landlord-1', 'landlord-2'],
    );
  });

  it('removes a pending request so that the landlord ends without access', async () => {
    storeSession();
    const api = setup([entry({ landlordId: 'landlord-1' })]);
    const { user } = await renderApp('/my-requests');
    const panel = await screen.findByRole('region', { name: 'Dokumentenzugriff' });
    await user.click(await within(panel).findByRole('button', { name: 'Zugriff für Volker Vermieter entziehen' }));
    expect(await screen.findByText('Zugriff für Volker Vermieter entzogen')).toBeInTheDocument();
    expect(await within(panel).findByText('Zugriff entzogen')).toBeInTheDocument();
    // One call that removes: the landlord is never granted access on the way.
    const calls = api.to('PATCH /api/document-access/toggle-access');
    expect(calls.map((r) => [r.url.searchParams.get('landlordId'), r.url.searchParams.get('to')])).toEqual([
      ['landlord-1', 'removed'],
    ]);
    expect(within(panel).getByRole('button', { name: 'Zugriff für Volker Vermieter freigeben' })).toHaveTextContent(
      'Wieder freigeben',
    );
  });

  it('says when the files are visible to all landlords', async () => {
    storeSession();
    setup([], true);
    await renderApp('/my-requests');
    const panel = await screen.findByRole('region', { name: 'Dokumentenzugriff' });
    expect(await within(panel).findByText('Für alle Vermieter sichtbar')).toBeInTheDocument();
    expect(within(panel).getByText('Noch keine Zugriffsanfragen')).toBeInTheDocument();
  });
});
