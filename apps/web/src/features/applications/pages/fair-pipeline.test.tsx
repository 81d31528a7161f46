import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { LotteryDraw, PipelineItem } from '@mietmatch/contract';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { makeProperty } from '../../../../test/fixtures/property';
import { renderApp } from '../../../../test/render-app';
import { makePipelineItem, makePipelinePage } from '../test-data';

configure({ asyncUtilTimeout: 5000 });

const landlord = makeUser({ id: 'landlord-1', role: 'contractor', firstName: 'Viktor', lastName: 'Vermieter' });

/** An applicant fair selection hides: no name, picture, contact or documents in the answer. */
function anonymous(number: number, id: string): PipelineItem {
  const item = makePipelineItem({ id, number, anonymous: true, label: `Bewerbung ${number}` });
  const request: Record<string, unknown> = { ...item.request };
  for (const key of ['id', 'userId', 'avatar', 'firstName', 'lastName', 'email', 'telephone', 'images', 'documents']) {
    delete request[key];
  }
  const { requestId: _requestId, ...application } = item;
  return { ...application, request: request as PipelineItem['request'] };
}
const third = anonymous(3, 'app-3');
const invited = makePipelineItem({ id: 'app-1', number: 1, status: 'new' });

const earlier: LotteryDraw = {
  drawId: 'draw-0',
  seed: 'ab'.repeat(32),
  criteria: {},
  count: 1,
  eligible: [{ applicationId: 'app-9', number: 9 }],
  invited: [{ applicationId: 'app-9', number: 9 }],
  createdAt: '2026-11-21T09:00:00.000Z',
};
const drawn: LotteryDraw = {
  drawId: 'draw-1',
  seed: 'c0ffee'.padEnd(64, '7'),
  criteria: { budgetCoversRent: true },
  count: 2,
  eligible: [
    { applicationId: 'app-1', number: 1 },
    { applicationId: 'app-3', number: 3 },
    { applicationId: 'app-4', number: 4 },
  ],
  invited: [
    { applicationId: 'app-4', number: 4 },
    { applicationId: 'app-1', number: 1 },
  ],
  createdAt: '2026-11-22T10:00:00.000Z',
};

function routes(fair = true, extra = {}) {
  return {
    'GET /api/auth/current-user': () => json(200, landlord),
    'GET /api/landlord/prop-1': () => json(200, makeProperty({ id: 'prop-1', fairSelection: fair })),
    'GET /api/properties/prop-1/applications': () => json(200, makePipelinePage([invited, third])),
    'GET /api/properties/prop-1/lottery': () => json(200, { items: [earlier] }),
    ...extra,
  };
}

describe('fair selection in the pipeline', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a hidden applicant as "Bewerbung 3" with a neutral picture and no way to the request', async () => {
    storeSession('landlord-1');
    fakeApi(routes());
    await renderApp('/property-applications/prop-1');
    const card = (await screen.findByRole('heading', { name: 'Bewerbung 3' })).closest('li')!;
    expect(within(card).getByText(/Name, Foto und Kontakt siehst du nach der Einladung/)).toBeInTheDocument();
    expect(within(card).getByText('Unterlagen nach der Einladung')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Gesuch ansehen' })).not.toBeInTheDocument();
    expect(within(card).getByRole('checkbox', { name: 'Bewerbung 3 auswählen' })).toBeInTheDocument();
    // No initials either: the placeholder says nothing about the person.
    expect(within(card).queryByText('AB')).not.toBeInTheDocument();
    // The invited one is shown in full, with the way to the request.
    const shown = screen.getByText('Anna Berg').closest('li')!;
    expect(within(shown).getByRole('link', { name: 'Gesuch ansehen' })).toBeInTheDocument();
  });

  it('draws by lot with the ticked criteria and shows the result, its seed and the earlier draws', async () => {
    storeSession('landlord-1');
    const api = fakeApi(routes(true, { 'POST /api/properties/prop-1/lottery': () => json(201, drawn) }));
    const { user } = await renderApp('/property-applications/prop-1');
    const panel = await screen.findByRole('region', { name: 'Verlosen' });
    // The earlier draw is listed and opens on demand.
    await user.click(await within(panel).findByText('21.11.2026: 1 von 1 gezogen'));
    expect(within(panel).getByText('ab'.repeat(32))).toBeVisible();

    await user.click(within(panel).getByRole('checkbox', { name: 'Budget deckt die Warmmiete' }));
    const count = within(panel).getByRole('spinbutton', { name: 'Anzahl Einladungen' });
    await user.clear(count);
    await user.type(count, '2');
    await user.click(within(panel).getByRole('button', { name: 'Verlosen' }));

    await waitFor(() => expect(api.to('POST /api/properties/prop-1/lottery')).toHaveLength(1));
    expect(api.to('POST /api/properties/prop-1/lottery')[0]!.body).toEqual({
      count: 2,
      criteria: { budgetCoversRent: true },
    });
    expect(await screen.findByText('2 Bewerbungen gezogen und eingeladen.')).toBeInTheDocument();
    const result = within(panel).getByRole('region', { name: 'Ergebnis der Verlosung' });
    expect(within(result).getByText('Bewerbung 4')).toBeInTheDocument();
    expect(within(result).getByText('Bewerbung 1')).toBeInTheDocument();
    expect(within(result).getByText('1, 3, 4')).toBeInTheDocument();
    expect(within(result).getByText('Im Los (3 Bewerbungen)')).toBeInTheDocument();
    expect(within(result).getByText('Budget deckt die Warmmiete')).toBeInTheDocument();
    expect(within(result).getByText(drawn.seed)).toBeInTheDocument();
  });

  it('works from the keyboard, refuses a count outside 1–50 and filters the list by the criteria', async () => {
    storeSession('landlord-1');
    const api = fakeApi(routes(true, { 'POST /api/properties/prop-1/lottery': () => json(201, drawn) }));
    const { user } = await renderApp('/property-applications/prop-1', 'en');
    const panel = await screen.findByRole('region', { name: 'Draw by lot' });
    const pets = within(panel).getByRole('checkbox', { name: 'Pets fit (pets only where allowed)' });
    pets.focus();
    await user.keyboard(' ');
    expect(pets).toBeChecked();

    await user.click(within(panel).getByRole('checkbox', { name: 'Show only applications meeting them' }));
    await waitFor(() =>
      expect(api.to('GET /api/properties/prop-1/applications').at(-1)!.url.searchParams.get('meets')).toBe(
        'petsAllowed',
      ),
    );

    const count = within(panel).getByRole('spinbutton', { name: 'Number of invitations' });
    await user.clear(count);
    await user.type(count, '51{Enter}');
    expect(await within(panel).findByText('Enter a whole number of invitees from 1 to 50.')).toBeInTheDocument();
    expect(count).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('POST /api/properties/prop-1/lottery')).toHaveLength(0);

    await user.clear(count);
    await user.type(count, '2{Enter}');
    await waitFor(() => expect(api.to('POST /api/properties/prop-1/lottery')).toHaveLength(1));
    expect(api.to('POST /api/properties/prop-1/lottery')[0]!.body).toEqual({
      count: 2,
      criteria: { petsAllowed: true },
    });
    expect(await screen.findByText('2 applications drawn and invited.')).toBeInTheDocument();
  });

  it('says why when the listing no longer selects fairly', async () => {
    storeSession('landlord-1');
    const refused = 'Nur bei einem Inserat mit fairer Auswahl werden Besichtigungen verlost.';
    fakeApi(
      routes(true, {
        'POST /api/properties/prop-1/lottery': () =>
          json(400, { code: 'ValidationFailed', message: 'x', fields: { fairSelection: refused } }),
      }),
    );
    const { user } = await renderApp('/property-applications/prop-1');
    const panel = await screen.findByRole('region', { name: 'Verlosen' });
    await user.click(within(panel).getByRole('button', { name: 'Verlosen' }));
    expect(await screen.findByText(refused)).toBeInTheDocument();
  });

  it('has no lottery on a listing without fair selection', async () => {
    storeSession('landlord-1');
    fakeApi(routes(false));
    await renderApp('/property-applications/prop-1');
    expect(await screen.findByText('Anna Berg')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Verlosen' })).not.toBeInTheDocument();
  });
});
