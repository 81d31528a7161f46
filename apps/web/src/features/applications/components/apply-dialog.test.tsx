import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { makeProperty } from '../../../../test/fixtures/property';
import { makeRequest } from '../../../../test/fixtures/request';
import { renderApp } from '../../../../test/render-app';

configure({ asyncUtilTimeout: 5000 });

const tenant = makeUser({ id: 'tenant-1', role: 'client', firstName: 'Tina', lastName: 'Mieterin' });
const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 50 });
const listing = (overrides = {}) =>
  makeProperty({
    id: 'p1',
    applicationsOpen: true,
    landlordResponse: { rate: 0.96, medianHours: 40, sample: 12 },
    ...overrides,
  });
const base = (property = listing(), requests = [makeRequest({ id: 'req-1', targetCity: 'Berlin' })]) => ({
  'GET /api/auth/current-user': () => json(200, tenant),
  'GET /api/landlord/p1': () => json(200, property),
  'GET /api/favorites/properties': () => json(200, page([])),
  'GET /api/applications': () => json(200, page([])),
  'GET /api/tenant/all': () => json(200, page(requests)),
});

describe('applying on the listing', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('applies with the chosen request and a message, then shows "Applied"; the landlord’s figures show', async () => {
    storeSession('tenant-1');
    const api = fakeApi({
      ...base(listing(), [
        makeRequest({ id: 'req-1', targetCity: 'Berlin' }),
        makeRequest({ id: 'req-2', targetCity: 'Potsdam', requiredRooms: 2 }),
      ]),
      'POST /api/applications': () =>
        json(201, {
          id: 'app-1',
          status: 'new',
          propertyId: 'p1',
          requestId: 'req-2',
          createdAt: '2026-11-20T10:00:00Z',
        }),
    });
    const { user } = await renderApp('/property-details/p1', 'en');
    expect(await screen.findByText('Usually answers within 2 days · 96% answered')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply for this flat' });
    await user.click(await within(dialog).findByRole('radio', { name: /Potsdam/ }));
    await user.type(within(dialog).getByLabelText('Message to the landlord (optional)'), 'Hello!');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Application sent.')).toBeInTheDocument();
    expect(api.to('POST /api/applications')[0]!.body).toEqual({
      propertyId: 'p1',
      requestId: 'req-2',
      message: 'Hello!',
    });
    expect(await screen.findByRole('link', { name: 'Applied' })).toHaveAttribute('href', '/my-applications');
  });

  it('explains the open limit without the additional plan, and "already applied"', async () => {
    storeSession('tenant-1');
    let answer = { status: 402, code: 'AdditionalPlanRequired' };
    fakeApi({ ...base(), 'POST /api/applications': () => json(answer.status, { code: answer.code, message: 'x' }) });
    const { user } = await renderApp('/property-details/p1');
    await user.click(await screen.findByRole('button', { name: 'Jetzt bewerben' }));
    const dialog = await screen.findByRole('dialog', { name: 'Auf diese Wohnung bewerben' });
    await within(dialog).findByRole('radio', { name: /Berlin/ });
    await user.click(within(dialog).getByRole('button', { name: 'Bewerbung senden' }));
    expect(await within(dialog).findByText('Höchstens 3 offene Bewerbungen')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Zusatztarif ansehen' })).toHaveAttribute(
      'href',
      '/my-subscriptions?isAdditionalPlan=true',
    );
    await user.keyboard('{Escape}');

    answer = { status: 409, code: 'AlreadyApplied' };
    await user.click(await screen.findByRole('button', { name: 'Jetzt bewerben' }));
    const again = await screen.findByRole('dialog', { name: 'Auf diese Wohnung bewerben' });
    await within(again).findByRole('radio', { name: /Berlin/ });
    await user.click(within(again).getByRole('button', { name: 'Bewerbung senden' }));
    expect(await within(again).findByText('Bereits beworben')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('link', { name: 'Beworben' })).toHaveAttribute('href', '/my-applications');
  });

  it('shows no button while the listing takes no applications, and a link to create a first request', async () => {
    storeSession('tenant-1');
    fakeApi(base(listing({ applicationsOpen: false, landlordResponse: { rate: null, medianHours: null, sample: 1 } })));
    await renderApp('/property-details/p1');
    expect(await screen.findByText('Keine neuen Bewerbungen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Jetzt bewerben' })).not.toBeInTheDocument();
    expect(screen.getByText('Noch zu wenige Bewerbungen für eine Antwortquote')).toBeInTheDocument();
  });

  it('offers to create a request when the tenant has none', async () => {
    storeSession('tenant-1');
    fakeApi(base(listing(), []));
    const { user } = await renderApp('/property-details/p1');
    await user.click(await screen.findByRole('button', { name: 'Jetzt bewerben' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('link', { name: 'Gesuch anlegen' })).toHaveAttribute('href', '/add-tenant');
    expect(within(dialog).getByRole('button', { name: 'Bewerbung senden' })).toBeDisabled();
  });
});
