import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { makeProperty } from '../../../../test/fixtures/property';

const landlord = makeUser({ id: 'landlord-1', role: 'contractor' });

describe('my properties', () => {
  beforeEach(() => storeSession('landlord-1'));
  afterEach(() => vi.restoreAllMocks());

  it('lists every own listing with its status, changes a status and deletes after asking', async () => {
    let items = [
      makeProperty({ id: 'a', title: 'Dachgeschoss', status: 'rented' }),
      makeProperty({ id: 'b', title: 'Gartenwohnung' }),
    ];
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, landlord),
      'GET /api/landlord/filter': () =>
        json(200, { items, total: items.length, page: 1, pageSize: 10, fallback: null }),
      'PATCH /api/landlord/update/b': () => json(200, { ...items[1], status: 'deactivated' }),
      'DELETE /api/landlord/delete/a': () => {
        items = items.filter((p) => p.id !== 'a');
        return json(200, { message: 'Property deleted' });
      },
    });
    const { user } = await renderApp('/properties-list', 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Properties' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const rented = (await screen.findByRole('link', { name: 'Dachgeschoss' })).closest('article')!;
    expect(within(rented).getByText('Rented', { selector: 'span' })).toBeInTheDocument();
    expect(within(rented).getByRole('combobox', { name: 'Status: Dachgeschoss' })).toHaveValue('rented');
    expect(api.to('GET /api/landlord/filter')[0]!.url.searchParams.get('listedBy')).toBe('landlord-1');
    expect(within(rented).getByRole('link', { name: 'Viewings: Dachgeschoss' })).toHaveAttribute(
      'href',
      '/properties/a/viewings',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status: Gartenwohnung' }), 'deactivated');
    await waitFor(() => expect(api.to('PATCH /api/landlord/update/b')).toHaveLength(1));
    expect((api.to('PATCH /api/landlord/update/b')[0]!.body as FormData).get('status')).toBe('deactivated');
    expect(await screen.findByText('Property updated')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete: Dachgeschoss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete property?' });
    expect(api.to('DELETE /api/landlord/delete/a')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText('Property deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Dachgeschoss' })).not.toBeInTheDocument());
  }, 20_000);

  it('shows how to start when there is nothing listed', async () => {
    fakeApi({
      'GET /api/auth/current-user': () => json(200, landlord),
      'GET /api/landlord/filter': () => json(200, { items: [], total: 0, page: 1, pageSize: 10, fallback: null }),
    });
    await renderApp('/properties-list', 'en');
    expect(await screen.findByText('No properties yet', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'List Your Property' })).toHaveAttribute('href', '/add-property');
  }, 20_000);
});
