import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminAction, User } from '@mietmatch/contract';
import { fakeApi, json, makeUser, storeSession, type FakeRequest } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';

const admin = makeUser({
  id: 'admin-1',
  role: 'admin',
  firstName: 'Ada',
  lastName: 'Admin',
  planId: null,
  subscriptionMonths: null,
  paymentExpiresAt: null,
});
const tenant = makeUser({
  id: 'u-tenant',
  firstName: 'Gundula',
  lastName: 'Gesucht',
  email: 'gundula@example.com',
  planId: 'tenant-12',
  subscriptionMonths: 12,
});
const landlord = makeUser({
  id: 'u-landlord',
  role: 'contractor',
  firstName: 'Volker',
  lastName: 'Vermieter',
  email: 'volker@example.com',
  isBlocked: true,
  isWarned: true,
});
const otherAdmin = makeUser({
  id: 'admin-2',
  role: 'admin',
  firstName: 'Otto',
  lastName: 'Oberadmin',
  email: 'otto@example.com',
});

const page = (items: User[], total = items.length, request?: FakeRequest) =>
  json(200, {
    items,
    total,
    page: Number(request?.url.searchParams.get('page') ?? 1),
    pageSize: Number(request?.url.searchParams.get('limit') ?? 10),
  });

function serve(items: User[] = [admin, tenant, landlord, otherAdmin], extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/auth/current-user': () => json(200, admin),
    'GET /api/admin/users': (request) => page(items, items.length, request),
    'GET /api/admin/mail-failures': () => json(200, { items: [], total: 0, page: 1, pageSize: 10, pending: 0 }),
    ...extra,
  });
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('/all-users', () => {
  beforeEach(() => storeSession('admin-1'));
  afterEach(() => vi.useRealTimers());

  it('shows the spec’s columns, each user’s plan, role, status and activity, and asks the API with the defaults', async () => {
    const api = serve();
    await renderApp('/all-users', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
    await screen.findByText('Gundula Gesucht');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Avatar', 'Name', 'Subscription', 'Months', 'Role', 'Status', 'Active', 'Actions']);

    const tenantRow = within(row('Gundula Gesucht'));
    expect(tenantRow.getByText('gundula@example.com')).toBeInTheDocument();
    expect(tenantRow.getByText('Tenant plan')).toBeInTheDocument();
    expect(tenantRow.getByText('12')).toBeInTheDocument();
    expect(tenantRow.getByText('Tenant')).toBeInTheDocument();
    expect(tenantRow.getByText('Active')).toBeInTheDocument();
    expect(tenantRow.getByText('Yes')).toBeInTheDocument();
    // Blocked and warned: one badge, the stronger state; such a member is not active.
    const landlordRow = within(row('Volker Vermieter'));
    expect(landlordRow.getByText('Blocked')).toBeInTheDocument();
    expect(landlordRow.queryByText('Under warning')).not.toBeInTheDocument();
    expect(landlordRow.queryByText('Active')).not.toBeInTheDocument();
    expect(landlordRow.getByText('No')).toBeInTheDocument();
    // The status cells hold that one badge and nothing else.
    const status = (name: string) => within(row(name)).getAllByRole('cell')[5]!.textContent;
    expect([status('Gundula Gesucht'), status('Volker Vermieter')]).toEqual(['Active', 'Blocked']);
    expect(screen.getByText('4 users')).toBeInTheDocument();

    const query = api.to('GET /api/admin/users')[0]!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({ page: '1', limit: '10' });
  }, 20_000);

  it('names each member’s state with one badge, the strongest flag first, in German', async () => {
    const members = [
      makeUser({ id: 's-1', firstName: 'Dora', lastName: 'Deleted', isSoftDeleted: true, isBlocked: true }),
      makeUser({ id: 's-2', firstName: 'Bruno', lastName: 'Blocked', isBlocked: true, isDeactivated: true }),
      makeUser({ id: 's-3', firstName: 'Paula', lastName: 'Pausiert', isDeactivated: true, isWarned: true }),
      makeUser({ id: 's-4', firstName: 'Wanda', lastName: 'Warned', isWarned: true }),
      makeUser({ id: 's-5', firstName: 'Anton', lastName: 'Aktiv' }),
    ];
    serve(members);
    await renderApp('/all-users', 'de');
    await screen.findByText('Anton Aktiv');
    const words = ['Gelöscht', 'Gesperrt', 'Deaktiviert', 'Verwarnt', 'Aktiv'];
    const expected: [string, string, string][] = [
      ['Dora Deleted', 'Gelöscht', 'Nein'],
      ['Bruno Blocked', 'Gesperrt', 'Nein'],
      ['Paula Pausiert', 'Deaktiviert', 'Nein'],
      ['Wanda Warned', 'Verwarnt', 'Ja'],
      ['Anton Aktiv', 'Aktiv', 'Ja'],
    ];
    for (const [name, state, active] of expected) {
      const cells = within(row(name)).getAllByRole('cell');
      const [status, activeCell] = [cells[5]!, cells[6]!];
      expect(words.filter((word) => within(status).queryByText(word, { exact: true }))).toEqual([state]);
      expect(activeCell).toHaveTextContent(active);
    }
  }, 20_000);

  it('filters by name or email after a pause in typing, by role, status, plan and area, sorts, pages, and keeps it all in the address', async () => {
    const many = Array.from({ length: 10 }, (_, i) =>
      makeUser({ id: `m-${i}`, firstName: 'Mitglied', lastName: String(i) }),
    );
    const api = serve(many, { 'GET /api/admin/users': (request) => page(many, 25, request) });
    const { user, router } = await renderApp('/all-users', 'en');
    await screen.findByText('Mitglied 3');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'gund');
    await waitFor(() => expect(router.state.location.search).toBe('?search=gund'));
    // One request for the whole word, not one per letter.
    await waitFor(() =>
      expect(api.to('GET /api/admin/users').map((r) => r.url.searchParams.get('search'))).toEqual([null, 'gund']),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'contractor');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'blocked');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Subscription' }), '12');
    await user.type(screen.getByRole('textbox', { name: 'Postal area' }), '10115{Enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'name');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('name'));
    const last = () => Object.fromEntries(api.to('GET /api/admin/users').at(-1)!.url.searchParams);
    await waitFor(() =>
      expect(last()).toEqual({
        search: 'gund',
        role: 'contractor',
        status: 'blocked',
        planDuration: '12',
        postalArea: '10115',
        sort: 'name',
        page: '1',
        limit: '10',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(last().page).toBe('2'));
    expect(screen.getByText('11–20 of 25 · Page 2 of 3')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => expect(last()).toMatchObject({ page: '1', limit: '50' }));
    expect(new URLSearchParams(router.state.location.search).get('limit')).toBe('50');

    // A new filter starts again at page 1; reset clears everything.
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  }, 30_000);

  it('reads the filters from the address on load', async () => {
    const api = serve([tenant]);
    await renderApp('/all-users?search=gundula&status=warned&page=3&limit=20&sort=expiry&role=bogus', 'en');
    await screen.findByText('Gundula Gesucht');
    expect(Object.fromEntries(api.to('GET /api/admin/users')[0]!.url.searchParams)).toEqual({
      search: 'gundula',
      status: 'warned',
      sort: 'expiry',
      page: '3',
      limit: '20',
    });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('gundula');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('expiry');
  }, 20_000);

  it('says "No users found." when nothing matches', async () => {
    serve([]);
    await renderApp('/all-users?search=nobody', 'en');
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
    expect(screen.getByText('Change the search or reset the filters.')).toBeInTheDocument();
  }, 20_000);

  it('shows the server’s error with a way to try again', async () => {
    let fail = true;
    serve([tenant], {
      'GET /api/admin/users': (request) =>
        fail ? json(500, { code: 'InternalError', message: 'Internal error' }) : page([tenant], 1, request),
    });
    const { user } = await renderApp('/all-users', 'en');
    // A 5xx is asked twice more (with back-off) before the page gives up.
    expect(
      await screen.findByText('Something went wrong. Try again.', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Gundula Gesucht')).toBeInTheDocument();
  }, 20_000);

  it('blocks a user only with a reason, after asking, and says so', async () => {
    let current = tenant;
    const api = serve([tenant], {
      'GET /api/admin/users': (request) => page([current], 1, request),
      'PATCH /api/admin/toggle-block/u-tenant': () => {
        current = { ...tenant, isBlocked: true };
        return json(200, current);
      },
    });
    const { user } = await renderApp('/all-users', 'en');
    await screen.findByText('Gundula Gesucht');
    await user.click(screen.getByRole('button', { name: 'Actions for Gundula Gesucht' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Gundula Gesucht?' });
    expect(within(dialog).getByText(/receive an email with your reason/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Block user' }));
    expect(await within(dialog).findByText('Give a reason; the user will read it.')).toBeInTheDocument();
    expect(api.to('PATCH /api/admin/toggle-block/u-tenant')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Fake listings with stolen photos');
    await user.click(within(dialog).getByRole('button', { name: 'Block user' }));
    expect(await screen.findByText('User blocked successfully')).toBeInTheDocument();
    expect(api.to('PATCH /api/admin/toggle-block/u-tenant')[0]!.body).toEqual({
      reason: 'Fake listings with stolen photos',
      state: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(row('Gundula Gesucht')).findByText('Blocked')).toBeInTheDocument();

    // The menu now offers the way back.
    await user.click(screen.getByRole('button', { name: 'Actions for Gundula Gesucht' }));
    expect(await screen.findByRole('menuitem', { name: 'Unblock' })).toBeInTheDocument();
  }, 30_000);

  it.each([
    [
      'Warn',
      'Warn Volker Vermieter?',
      'Send warning',
      'PATCH /api/admin/warn-through-email/u-landlord',
      'User warned successfully',
      undefined,
    ],
    [
      'Unblock',
      'Unblock Volker Vermieter?',
      'Unblock user',
      'PATCH /api/admin/toggle-block/u-landlord',
      'User unblocked successfully',
      false,
    ],
    [
      'Delete',
      'Delete Volker Vermieter?',
      'Delete user',
      'PATCH /api/admin/toggle-soft-delete/u-landlord',
      'User deleted successfully',
      true,
    ],
  ] as const)(
    '%s asks for a reason and confirms with a toast',
    async (item, title, confirm, route, toastText, state) => {
      const api = serve([landlord], { [route]: () => json(200, landlord) });
      const { user } = await renderApp('/all-users', 'en');
      await screen.findByText('Volker Vermieter');
      await user.click(screen.getByRole('button', { name: 'Actions for Volker Vermieter' }));
      await user.click(await screen.findByRole('menuitem', { name: item }));
      const dialog = await screen.findByRole('dialog', { name: title });
      await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Reason for the record');
      await user.click(within(dialog).getByRole('button', { name: confirm }));
      expect(await screen.findByText(toastText)).toBeInTheDocument();
      expect(api.to(route)[0]!.body).toEqual(
        state === undefined ? { reason: 'Reason for the record' } : { reason: 'Reason for the record', state },
      );
    },
    30_000,
  );

  it('shows the server’s refusal as an error and keeps the dialog open', async () => {
    serve([tenant], {
      'PATCH /api/admin/warn-through-email/u-tenant': () =>
        json(403, { code: 'Forbidden', message: 'You may not do this.' }),
    });
    const { user } = await renderApp('/all-users', 'en');
    await screen.findByText('Gundula Gesucht');
    await user.click(screen.getByRole('button', { name: 'Actions for Gundula Gesucht' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Warn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Warn Gundula Gesucht?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Rude messages');
    await user.click(within(dialog).getByRole('button', { name: 'Send warning' }));
    expect(await screen.findByText('You may not do this.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Warn Gundula Gesucht?' })).toBeInTheDocument();
  }, 30_000);

  it('says "User not found" when the account was erased meanwhile, closes the dialog and drops the row', async () => {
    let items = [tenant];
    serve(undefined, {
      'GET /api/admin/users': (request) => page(items, items.length, request),
      'PATCH /api/admin/warn-through-email/u-tenant': () => {
        items = [];
        return json(404, { code: 'UserNotFound', message: 'User not found' });
      },
    });
    const { user } = await renderApp('/all-users', 'en');
    await screen.findByText('Gundula Gesucht');
    await user.click(screen.getByRole('button', { name: 'Actions for Gundula Gesucht' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Warn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Warn Gundula Gesucht?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Rude messages');
    await user.click(within(dialog).getByRole('button', { name: 'Send warning' }));
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
  }, 30_000);

  it.each([
    ['en', 'Email is not verified.'],
    ['de', 'E-Mail-Adresse ist nicht bestätigt.'],
  ] as const)(
    'marks a member whose email is unconfirmed (%s)',
    async (language, text) => {
      serve([tenant, { ...landlord, emailVerified: false }]);
      await renderApp('/all-users', language);
      await screen.findByText('Gundula Gesucht');
      expect(within(row('Volker Vermieter')).getByText(text)).toBeInTheDocument();
      expect(within(row('Gundula Gesucht')).queryByText(text)).not.toBeInTheDocument();
    },
    30_000,
  );

  it('offers no actions on admin accounts or on oneself; links to a landlord’s profile and properties, a tenant’s profile and requests', async () => {
    serve();
    const { user } = await renderApp('/all-users', 'en');
    await screen.findByText('Gundula Gesucht');
    expect(within(row('Otto Oberadmin')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row('Otto Oberadmin')).getByText('No actions on admin accounts')).toBeInTheDocument();
    expect(within(row('Ada Admin')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row('Ada Admin')).getByText('You')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Actions for Volker Vermieter' }));
    expect(await screen.findByRole('menuitem', { name: 'Open profile' })).toHaveAttribute(
      'href',
      '/user-profile/u-landlord',
    );
    expect(screen.getByRole('menuitem', { name: 'Open properties' })).toHaveAttribute(
      'href',
      '/properties-list/u-landlord',
    );
    expect(screen.queryByRole('menuitem', { name: 'Open requests' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Block' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Unblock' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Actions for Gundula Gesucht' }));
    expect(await screen.findByRole('menuitem', { name: 'Open profile' })).toHaveAttribute(
      'href',
      '/user-profile/u-tenant',
    );
    expect(screen.queryByRole('menuitem', { name: 'Open properties' })).not.toBeInTheDocument();
    // A tenant's posts: their requests, in the profile's requests section.
    expect(screen.getByRole('menuitem', { name: 'Open requests' })).toHaveAttribute(
      'href',
      '/user-profile/u-tenant#requests',
    );
  }, 30_000);

  it('shows the history of a user: what, by whom, when and why', async () => {
    const items: AdminAction[] = [
      {
        id: 'a2',
        action: 'block',
        reason: 'Fake listings',
        createdAt: '2026-03-02T09:30:00.000Z',
        admin: { id: 'admin-1', name: 'Ada Admin' },
      },
      { id: 'a1', action: 'unblock', reason: null, createdAt: '2026-03-01T08:00:00.000Z', admin: null },
    ];
    serve([landlord], { 'GET /api/admin/users/u-landlord/actions': () => json(200, { items }) });
    const { user } = await renderApp('/all-users', 'en');
    await screen.findByText('Volker Vermieter');
    await user.click(screen.getByRole('button', { name: 'Actions for Volker Vermieter' }));
    await user.click(await screen.findByRole('menuitem', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of Volker Vermieter' });
    const entries = await within(dialog).findAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('Blocked by Ada Admin');
    expect(entries[0]).toHaveTextContent('2 Mar 2026');
    expect(entries[0]).toHaveTextContent('Fake listings');
    expect(entries[1]).toHaveTextContent('Unblocked by a removed admin');
    expect(entries[1]).toHaveTextContent('No reason given');
  }, 20_000);
});
