import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { makeMyApplication } from '../test-data';

configure({ asyncUtilTimeout: 5000 });

const tenant = makeUser({ id: 'tenant-1', role: 'client' });
const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 10 });

describe('my applications', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows each application with its step and what comes next, and withdraws a live one after asking', async () => {
    storeSession('tenant-1');
    const items = [
      makeMyApplication(),
      makeMyApplication({
        id: 'app-2',
        status: 'invited',
        property: { ...makeMyApplication().property, id: 'prop-2', title: 'Dachgeschoss' },
      }),
      makeMyApplication({
        id: 'app-3',
        status: 'declined',
        property: { ...makeMyApplication().property, id: null, title: 'Altbau am Park' },
      }),
      makeMyApplication({ id: 'app-4', status: 'closed', closedReason: 'let' }),
    ];
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, tenant),
      'GET /api/applications': () => json(200, page(items)),
      'DELETE /api/applications/app-1': () => json(200, { ...items[0], status: 'withdrawn' }),
    });
    const { user } = await renderApp('/my-applications');
    const list = await screen.findByRole('list', { name: '4 Bewerbungen' });
    expect(within(list).getByText('Der Vermieter hat bis 27.11.2026 Zeit zu antworten.')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Besichtigungstermin wählen' })).toHaveAttribute(
      'href',
      '/properties/prop-2/book-viewing',
    );
    // Without the landlord's own words the decline shows the contract's kind default.
    expect(within(list).getByText(/Leider haben wir uns diesmal für andere Bewerber entschieden/)).toBeInTheDocument();
    // A deleted listing keeps its title but links nowhere.
    expect(within(list).queryByRole('link', { name: 'Altbau am Park' })).not.toBeInTheDocument();
    expect(within(list).getByText('Die Wohnung ist inzwischen vermietet.')).toBeInTheDocument();
    expect(within(list).getByText('Zur Besichtigung eingeladen')).toBeInTheDocument();
    // Only live ones can be withdrawn.
    expect(within(list).getAllByRole('button', { name: /^Zurückziehen/ })).toHaveLength(2);

    await user.click(within(list).getAllByRole('button', { name: /^Zurückziehen/ })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Bewerbung zurückziehen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Zurückziehen' }));
    expect(await screen.findByText('Bewerbung zurückgezogen.')).toBeInTheDocument();
    expect(api.to('DELETE /api/applications/app-1')).toHaveLength(1);
  });

  it('filters by status in the URL and says what to do when there is nothing', async () => {
    storeSession('tenant-1');
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, tenant),
      'GET /api/applications': () => json(200, page([])),
    });
    const { user, router } = await renderApp('/my-applications', 'en');
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search flats' })).toHaveAttribute('href', '/properties-list');
    await user.selectOptions(screen.getByLabelText('Status'), 'offered');
    await waitFor(() => expect(router.state.location.search).toBe('?status=offered'));
    expect(await screen.findByText('No applications with this status')).toBeInTheDocument();
    expect(api.to('GET /api/applications').at(-1)!.url.searchParams.get('status')).toBe('offered');
  });

  it('says “I want to rent this flat” on a live application and shows it confirmed', async () => {
    storeSession('tenant-1');
    const items = [
      makeMyApplication({ status: 'shortlisted' }),
      makeMyApplication({ id: 'app-2', status: 'declined' }),
    ];
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, tenant),
      'GET /api/applications': () => json(200, page(items)),
      'POST /api/applications/app-1/interest': () => json(200, { ...items[0], interestAt: '2026-11-22T09:00:00.000Z' }),
    });
    const { user } = await renderApp('/my-applications');
    const list = await screen.findByRole('list', { name: '2 Bewerbungen' });
    // Only the live one; nothing to accept without an offer.
    const buttons = within(list).getAllByRole('button', { name: /^Ich möchte die Wohnung mieten/ });
    expect(buttons).toHaveLength(1);
    expect(within(list).queryByRole('button', { name: /^Angebot annehmen/ })).not.toBeInTheDocument();
    expect(
      within(list).getByText(
        'Der Vermieter sieht dann deinen Beruf, deinen Arbeitgeber, dein Einkommen und deine Nachweise.',
      ),
    ).toBeInTheDocument();

    // By keyboard: the button takes the focus and Enter presses it.
    buttons[0]!.focus();
    await user.keyboard('{Enter}');
    expect(
      await within(list).findByText('Interesse bestätigt – der Vermieter sieht jetzt Beruf, Einkommen und Nachweise'),
    ).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /^Ich möchte die Wohnung mieten/ })).not.toBeInTheDocument();
    expect(api.to('POST /api/applications/app-1/interest')).toHaveLength(1);
    expect(await screen.findByText('Interesse bestätigt.')).toBeInTheDocument();
  });

  it('accepts an offer, and shows the server’s answer when the application has ended meanwhile', async () => {
    storeSession('tenant-1');
    const offered = makeMyApplication({ status: 'offered', interestAt: '2026-11-21T09:00:00.000Z' });
    const other = makeMyApplication({
      id: 'app-2',
      status: 'offered',
      property: { ...makeMyApplication().property, id: 'prop-2', title: 'Dachgeschoss' },
    });
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, tenant),
      'GET /api/applications': () => json(200, page([offered, other])),
      'POST /api/applications/app-1/accept': () =>
        json(200, { ...offered, offerAcceptedAt: '2026-11-22T09:00:00.000Z' }),
      'POST /api/applications/app-2/accept': () =>
        json(409, { code: 'InvalidTransition', message: 'This application cannot be moved to that step.' }),
    });
    const { user } = await renderApp('/my-applications', 'en');
    const list = await screen.findByRole('list', { name: '2 applications' });
    // Interest said before: confirmed, no second button for it.
    expect(
      within(list).getByText('Interest confirmed – the landlord now sees your profession, income and documents'),
    ).toBeInTheDocument();
    expect(within(list).getAllByRole('button', { name: /^I want to rent this flat/ })).toHaveLength(1);

    await user.click(within(list).getByRole('button', { name: 'Accept offer: Helle 3-Zimmer-Wohnung' }));
    expect(await within(list).findByText('Offer accepted – the landlord now also sees your ID')).toBeInTheDocument();
    expect(api.to('POST /api/applications/app-1/accept')).toHaveLength(1);

    await user.click(within(list).getByRole('button', { name: 'Accept offer: Dachgeschoss' }));
    expect(await screen.findByText('This application cannot be moved to that step.')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Accept offer: Dachgeschoss' })).toBeEnabled();
  });
});
