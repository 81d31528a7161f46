import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { AREA_FIXTURE } from '../../../../test/fixtures/area';
import { makeRequest } from '../../../../test/fixtures/request';

const tenant = makeUser({ telephone: '030 1' });

describe('the request’s alert switch', { timeout: 20_000 }, () => {
  it('is on for a new request', async () => {
    storeSession();
    fakeApi({
      'GET /api/auth/current-user': () => json(200, tenant),
      'GET /api/geo/areas': () => json(200, AREA_FIXTURE),
    });
    await renderApp('/add-tenant', 'en');
    expect(await screen.findByRole('switch', { name: 'Alert me to new matching listings' })).toBeChecked();
  });

  it('shows the saved value when editing and sends the changed one', async () => {
    storeSession();
    const request = makeRequest({ userId: tenant.id, targetCity: 'Berlin', alertsEnabled: false });
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, tenant),
      'GET /api/geo/areas': () => json(200, AREA_FIXTURE),
      'GET /api/tenant/req-1': () => json(200, request),
      'PATCH /api/tenant/update/req-1': () => json(200, { ...request, alertsEnabled: true }),
    });
    const { user } = await renderApp('/edit-tenant/req-1');
    const toggle = await screen.findByRole('switch', { name: 'Benachrichtige mich über neue passende Angebote' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByText('Gesuch aktualisiert')).toBeInTheDocument();
    const body = api.to('PATCH /api/tenant/update/req-1')[0]!.body as FormData;
    expect(body.get('alertsEnabled')).toBe('true');
  });
});
