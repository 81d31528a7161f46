import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Decision } from '@mietmatch/contract';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';

const landlord = makeUser({ id: 'landlord-1', role: 'contractor' });
const soon = new Date(Date.now() + 150 * 24 * 3600 * 1000).toISOString();

function makeDecision(overrides: Partial<Decision> = {}): Decision {
  return {
    id: 'd1',
    role: 'owner',
    subject: {
      type: 'property',
      id: 'p1',
      title: 'Helle 3-Zimmer-Wohnung',
      excerpt: null,
      owner: null,
      moderation: 'removed',
    },
    action: 'remove',
    ground: 'illegal',
    groundDetail: '§ 263 StGB (Betrug)',
    statement: 'Das Inserat verlangt eine Kaution vor jeder Besichtigung per Western Union.',
    automatedDetection: true,
    createdAt: '2026-03-02T10:00:00.000Z',
    reversedAt: null,
    complaintUntil: soon,
    canComplain: true,
    complaint: null,
    ...overrides,
  };
}

const list = (items: Decision[]) => json(200, { items, total: items.length, page: 1, pageSize: 10 });

describe('moderation decisions on /profile-view', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the owner the statement of reasons with redress, and takes a complaint once', async () => {
    storeSession('landlord-1');
    let decision = makeDecision();
    const outcome = makeDecision({
      id: 'd2',
      role: 'reporter',
      reportReference: 'MM-2026-000042',
      subject: { type: 'user', id: 'u7', title: 'Max Mustermann', excerpt: null, owner: null, moderation: null },
      action: 'warn',
      ground: 'terms',
      groundDetail: '4.2',
      statement: null,
      automatedDetection: false,
      canComplain: false,
    });
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, landlord),
      'GET /api/moderation/decisions': () => list([decision, outcome]),
      'POST /api/moderation/decisions/d1/complaint': (request) => {
        decision = {
          ...decision,
          canComplain: false,
          complaint: {
            id: 'c1',
            decisionId: 'd1',
            explanation: (request.body as { explanation: string }).explanation,
            status: 'open',
            outcome: null,
            statement: null,
            createdAt: '2026-03-05T09:00:00.000Z',
            resolvedAt: null,
          },
        };
        return json(201, decision.complaint);
      },
    });
    const { user } = await renderApp('/profile-view#decision-d1', 'en');

    const section = await screen.findByRole('region', { name: 'Moderation decisions' });
    const entry = await within(section).findByRole('article', { name: 'Listing: Helle 3-Zimmer-Wohnung' });
    expect(entry).toHaveAttribute('id', 'decision-d1');
    expect(entry).toHaveTextContent('ActionRemoved');
    expect(entry).toHaveTextContent('Decided on2 Mar 2026');
    expect(entry).toHaveTextContent('FactsDas Inserat verlangt eine Kaution vor jeder Besichtigung per Western Union.');
    expect(entry).toHaveTextContent('GroundIllegal content under § 263 StGB (Betrug)');
    expect(entry).toHaveTextContent('Automated meansDetected by automatic checks; a person took the decision.');
    expect(entry).toHaveTextContent('Out-of-court dispute settlement by a certified body under Art. 21 DSA');
    expect(entry).toHaveTextContent('The courts');
    expect(entry).toHaveTextContent(/An internal complaint to us until \d+ \w+ 20\d\d/);

    // The reporter's entry: the outcome with action and ground, never the facts about the other member.
    const reported = within(section).getByRole('article', { name: 'Outcome of your report MM-2026-000042' });
    expect(reported).toHaveTextContent('ConcernsProfile: Max Mustermann');
    expect(reported).toHaveTextContent('GroundClause 4.2 of the terms of use');
    expect(reported).toHaveTextContent('Automated meansNo');
    expect(reported).not.toHaveTextContent('Facts');
    expect(within(reported).queryByRole('button', { name: /Complain/ })).not.toBeInTheDocument();

    await user.click(within(entry).getByRole('button', { name: 'Complain: Listing: Helle 3-Zimmer-Wohnung' }));
    const dialog = await screen.findByRole('dialog', { name: 'File a complaint' });
    await user.click(within(dialog).getByRole('button', { name: 'Send complaint' }));
    expect(await within(dialog).findByText('Explain in at least 10 characters what is wrong.')).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Explanation' }),
      'Die Kaution wird erst bei Vertragsunterzeichnung fällig.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send complaint' }));

    expect(await screen.findByText('Complaint filed. We will get back to you with the outcome.')).toBeInTheDocument();
    expect(api.to('POST /api/moderation/decisions/d1/complaint')[0]!.body).toEqual({
      explanation: 'Die Kaution wird erst bei Vertragsunterzeichnung fällig.',
    });
    await waitFor(() => expect(entry).toHaveTextContent('Complaint of 5 Mar 2026 – under review'));
    expect(within(entry).queryByRole('button', { name: /Complain/ })).not.toBeInTheDocument();
  }, 20_000);

  it('shows the API’s 409 in the complaint dialog and the outcome of a resolved complaint', async () => {
    storeSession('landlord-1');
    const reversed = makeDecision({
      id: 'd3',
      reversedAt: '2026-03-09T10:00:00.000Z',
      canComplain: false,
      complaint: {
        id: 'c3',
        decisionId: 'd3',
        explanation: 'Falsch.',
        status: 'resolved',
        outcome: 'reversed',
        statement: 'Die Zahlung war erst nach der Besichtigung verlangt.',
        createdAt: '2026-03-05T09:00:00.000Z',
        resolvedAt: '2026-03-09T10:00:00.000Z',
      },
    });
    fakeApi({
      'GET /api/auth/current-user': () => json(200, landlord),
      'GET /api/moderation/decisions': () => list([makeDecision(), reversed]),
      'POST /api/moderation/decisions/d1/complaint': () =>
        json(409, { code: 'ComplaintPeriodOver', message: 'Complaint period over' }),
    });
    const { user } = await renderApp('/profile-view');
    const section = await screen.findByRole('region', { name: 'Moderationsentscheidungen' });
    const [open, done] = await within(section).findAllByRole('article');
    expect(done).toHaveTextContent('Aufgehoben am 09.03.2026');
    expect(done).toHaveTextContent('Beschwerde erfolgreich: Die Entscheidung wurde aufgehoben.');
    expect(done).toHaveTextContent('Die Zahlung war erst nach der Besichtigung verlangt.');
    expect(done).not.toHaveTextContent('Deine Möglichkeiten');

    await user.click(within(open!).getByRole('button', { name: /Beschwerde einlegen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Beschwerde einlegen' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Begründung' }), 'Das stimmt so nicht.');
    await user.click(within(dialog).getByRole('button', { name: 'Beschwerde senden' }));
    expect(
      await within(dialog).findByText('Die sechs Monate für eine Beschwerde gegen diese Entscheidung sind vorbei.'),
    ).toBeInTheDocument();
  }, 20_000);

  it('says what appears here when there is nothing yet', async () => {
    storeSession('landlord-1');
    fakeApi({
      'GET /api/auth/current-user': () => json(200, landlord),
      'GET /api/moderation/decisions': () => list([]),
    });
    await renderApp('/profile-view');
    const section = await screen.findByRole('region', { name: 'Moderationsentscheidungen' });
    expect(await within(section).findByText('Keine Entscheidungen')).toBeInTheDocument();
    expect(section).toHaveTextContent(
      'Hier erscheinen Entscheidungen über deine Inhalte und das Ergebnis deiner Meldungen.',
    );
  });
});
