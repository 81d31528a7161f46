import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { makeProperty } from '../../../../test/fixtures/property';
import { renderApp } from '../../../../test/render-app';
import { makePipelineItem, makePipelinePage } from '../test-data';

configure({ asyncUtilTimeout: 5000 });

const landlord = makeUser({ id: 'landlord-1', role: 'contractor', firstName: 'Viktor', lastName: 'Vermieter' });
const anna = makePipelineItem();
const bo = makePipelineItem({
  id: 'app-2',
  score: 47,
  message: null,
  request: { ...anna.request, id: 'req-2', firstName: 'Bo', lastName: 'Chen', fileAccess: 'none', profession: null },
});
const routes = (extra = {}) => ({
  'GET /api/auth/current-user': () => json(200, landlord),
  'GET /api/landlord/prop-1': () => json(200, makeProperty({ id: 'prop-1' })),
  'GET /api/properties/prop-1/applications': () =>
    json(
      200,
      makePipelinePage([anna, bo], {
        applicationLimit: 20,
        counts: { ...makePipelinePage([]).counts, new: 2, declined: 3 },
      }),
    ),
  ...extra,
});

describe('property applications (pipeline)', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the steps with counts and each applicant with score, household, budget, papers and message', async () => {
    storeSession('landlord-1');
    const api = fakeApi(routes());
    const { user, router } = await renderApp('/property-applications/prop-1');
    expect(await screen.findByRole('heading', { name: 'Helle 3-Zimmer-Wohnung' })).toBeInTheDocument();
    expect(await screen.findByText('Nimmt Bewerbungen an · höchstens 20 offene')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anzeige bearbeiten' })).toHaveAttribute('href', '/edit-property/prop-1');
    expect(screen.getByRole('tab', { name: 'Neu (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Abgesagt (3)' })).toBeInTheDocument();

    const list = screen.getByRole('list', { name: 'Neu' });
    const card = within(list).getAllByRole('listitem')[0]!;
    expect(within(card).getByText('Anna Berg')).toBeInTheDocument();
    expect(within(card).getByText('Übereinstimmung: 82 von 100 Punkten')).toBeInTheDocument();
    expect(within(card).getByText('2 Personen · 1 Kind · ohne Haustier')).toBeInTheDocument();
    expect(within(card).getByText('Ärztin')).toBeInTheDocument();
    expect(within(card).getByText('Wir würden gern im Januar einziehen.')).toBeInTheDocument();
    expect(within(card).getByText('Katze gewünscht')).toBeInTheDocument();
    expect(within(list).getByText('Unterlagen nicht freigegeben')).toBeInTheDocument();
    // From `new` every landlord step is allowed.
    for (const name of ['Engere Auswahl', 'Zur Besichtigung einladen', 'Wohnung anbieten', 'Absagen']) {
      expect(within(card).getByRole('button', { name })).toBeInTheDocument();
    }

    await user.selectOptions(screen.getByLabelText('Sortieren nach'), 'response');
    await waitFor(() => expect(router.state.location.search).toContain('sort=response'));
    await waitFor(() =>
      expect(api.to('GET /api/properties/prop-1/applications').at(-1)!.url.searchParams.get('sort')).toBe('response'),
    );
  });

  it('moves an applicant on, and says so when it changed meanwhile (409)', async () => {
    storeSession('landlord-1');
    let conflict = false;
    const api = fakeApi(
      routes({
        'PATCH /api/applications/app-1': () =>
          conflict
            ? json(409, { code: 'InvalidTransition', message: 'x' })
            : json(200, { ...anna, status: 'shortlisted' }),
      }),
    );
    const { user } = await renderApp('/property-applications/prop-1');
    const card = (await screen.findByText('Anna Berg')).closest('li')!;
    await user.click(within(card).getByRole('button', { name: 'Engere Auswahl' }));
    expect(await screen.findByText('Anna Berg ist in der engeren Auswahl.')).toBeInTheDocument();
    expect(api.to('PATCH /api/applications/app-1')[0]!.body).toEqual({ status: 'shortlisted' });

    conflict = true;
    await user.click(within(card).getByRole('button', { name: 'Wohnung anbieten' }));
    expect(
      await screen.findByText('Diese Bewerbung hat sich inzwischen geändert. Die Liste ist jetzt aktuell.'),
    ).toBeInTheDocument();
  });

  it('declines one with the editable default text, several selected, and all others after asking', async () => {
    storeSession('landlord-1');
    const api = fakeApi(
      routes({
        'PATCH /api/applications/app-2': () => json(200, { ...bo, status: 'declined' }),
        'POST /api/properties/prop-1/applications/decline': () => json(200, { declined: 1 }),
      }),
    );
    const { user } = await renderApp('/property-applications/prop-1', 'en');
    const card = (await screen.findByText('Bo Chen')).closest('li')!;
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Bo Chen?' });
    const text = within(dialog).getByLabelText('Message to the applicants');
    expect(text).toHaveValue(
      'Thank you for your application and your interest in the flat. Unfortunately, we have decided on other applicants this time. We wish you every success with your search!',
    );
    await user.clear(text);
    await user.type(text, 'Sorry, it is let.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Bo Chen was declined.')).toBeInTheDocument();
    expect(api.to('PATCH /api/applications/app-2')[0]!.body).toEqual({
      status: 'declined',
      message: 'Sorry, it is let.',
    });

    await user.click(screen.getByRole('checkbox', { name: 'Select Anna Berg' }));
    await user.click(
      within(screen.getByRole('region', { name: 'Selection' })).getByRole('button', { name: 'Decline selected' }),
    );
    const bulk = await screen.findByRole('dialog', { name: 'Decline 1 application?' });
    await user.click(within(bulk).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(api.to('POST /api/properties/prop-1/applications/decline')).toHaveLength(1));
    expect(api.to('POST /api/properties/prop-1/applications/decline')[0]!.body).toMatchObject({ ids: ['app-1'] });

    const annaCard = screen.getByText('Anna Berg').closest('li')!;
    await user.click(within(annaCard).getByRole('button', { name: 'Decline all others' }));
    const others = await screen.findByRole('dialog', { name: 'Decline all others?' });
    expect(within(others).getByText('1 other open application is declined; Anna Berg stays.')).toBeInTheDocument();
    await user.click(within(others).getByRole('button', { name: 'Decline all others' }));
    await waitFor(() => expect(api.to('POST /api/properties/prop-1/applications/decline')).toHaveLength(2));
    expect(api.to('POST /api/properties/prop-1/applications/decline')[1]!.body).toMatchObject({ except: ['app-1'] });
  });
});
