import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { AREA_FIXTURE } from '../../../../test/fixtures/area';
import { makeRequest } from '../../../../test/fixtures/request';

// Pages load lazily; on a busy machine the first render can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const tenant = makeUser({ telephone: null, relationshipStatus: null });

function routes(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/auth/current-user': () => json(200, tenant),
    'GET /api/geo/areas': () => json(200, AREA_FIXTURE),
    ...extra,
  });
}

const sizeField = () => screen.getByLabelText('Größe (m²)');
const noSizeBox = () => screen.getByRole('checkbox', { name: 'Keine Größenvorgabe' });

/** What a new request needs besides the wishes: a phone number, a town and the consent. */
async function fillRequired(user: UserEvent) {
  await user.type(await screen.findByLabelText('Telefon'), '030 123');
  await user.click(await screen.findByRole('combobox', { name: 'Stadt oder Ort' }));
  await user.keyboard('berlin');
  await user.click(within(screen.getByRole('listbox')).getAllByRole('option')[0]!);
  await user.click(screen.getByRole('checkbox', { name: /Ich stimme den Nutzungsbedingungen/ }));
}

async function publish(user: UserEvent, api: ReturnType<typeof fakeApi>) {
  await user.click(screen.getByRole('button', { name: 'Gesuch veröffentlichen' }));
  expect(await screen.findByText('Gesuch gespeichert')).toBeInTheDocument();
  return api.to('POST /api/tenant/create-tenant-request')[0]!.body as FormData;
}

const created = {
  'POST /api/tenant/create-tenant-request': () => json(201, makeRequest({ userId: tenant.id })),
  'GET /api/tenant/req-1': () => json(200, makeRequest({ userId: tenant.id })),
};

describe('the request form’s "no size wish"', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('disables the size while ticked and sends 0 m²', async () => {
    storeSession();
    const api = routes(created);
    const { user } = await renderApp('/add-tenant');
    await fillRequired(user);
    expect(noSizeBox()).not.toBeChecked();
    expect(sizeField()).toBeEnabled();
    await user.clear(sizeField());
    await user.type(sizeField(), '85');

    await user.click(noSizeBox());
    expect(noSizeBox()).toBeChecked();
    expect(sizeField()).toBeDisabled();
    expect(sizeField()).toHaveValue(null);

    const body = await publish(user, api);
    expect(body.get('squareMeters')).toBe('0');
  });

  it('gives back the size typed before when unticked, editable, and sends it', async () => {
    storeSession();
    const api = routes(created);
    const { user } = await renderApp('/add-tenant');
    await fillRequired(user);
    await user.clear(sizeField());
    await user.type(sizeField(), '85');
    await user.click(noSizeBox());
    await user.click(noSizeBox());
    expect(noSizeBox()).not.toBeChecked();
    expect(sizeField()).toBeEnabled();
    expect(sizeField()).toHaveValue(85);
    await user.type(sizeField(), '0');
    expect(sizeField()).toHaveValue(850);

    const body = await publish(user, api);
    expect(body.get('squareMeters')).toBe('850');
  });

  it('keeps the default size on a new request whose box stays unticked', async () => {
    storeSession();
    const api = routes(created);
    const { user } = await renderApp('/add-tenant');
    await fillRequired(user);
    expect(noSizeBox()).not.toBeChecked();
    expect(sizeField()).toHaveValue(200);

    const body = await publish(user, api);
    expect(body.get('squareMeters')).toBe('200');
  });

  it('opens a request saved with 0 m² ticked, and unticking it makes the size editable again', async () => {
    storeSession();
    const request = makeRequest({ userId: tenant.id, squareMeters: 0 });
    const api = routes({
      'GET /api/tenant/req-1': () => json(200, request),
      'PATCH /api/tenant/update/req-1': () => json(200, request),
    });
    const { user } = await renderApp('/edit-tenant/req-1');
    expect(await screen.findByRole('checkbox', { name: 'Keine Größenvorgabe' })).toBeChecked();
    expect(sizeField()).toBeDisabled();
    expect(sizeField()).toHaveValue(null);

    await user.click(noSizeBox());
    expect(noSizeBox()).not.toBeChecked();
    expect(sizeField()).toBeEnabled();
    await user.clear(sizeField());
    await user.type(sizeField(), '60');
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByText('Gesuch aktualisiert')).toBeInTheDocument();
    const body = api.to('PATCH /api/tenant/update/req-1')[0]!.body as FormData;
    expect(body.get('squareMeters')).toBe('60');
  });

  it('keeps 0 m² when a request saved without a size wish is saved untouched', async () => {
    storeSession();
    const request = makeRequest({ userId: tenant.id, squareMeters: 0 });
    const api = routes({
      'GET /api/tenant/req-1': () => json(200, request),
      'PATCH /api/tenant/update/req-1': () => json(200, request),
    });
    const { user } = await renderApp('/edit-tenant/req-1');
    expect(await screen.findByRole('checkbox', { name: 'Keine Größenvorgabe' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByText('Gesuch aktualisiert')).toBeInTheDocument();
    const body = api.to('PATCH /api/tenant/update/req-1')[0]!.body as FormData;
    expect(body.get('squareMeters')).toBe('0');
  });
});
