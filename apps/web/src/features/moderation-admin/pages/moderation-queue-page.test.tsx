import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, json, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { admin, makeDecision, makeGroup, page } from '../test-data';
import type { ReportGroup } from '../api/reports';
import { realtimeHandlers } from '../../inquiries/realtime/event-handlers';

function serve(open: ReportGroup[], decided: ReportGroup[] = [], extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/auth/current-user': () => json(200, admin),
    'GET /api/admin/reports': (request) =>
      json(200, page(request.url.searchParams.get('status') === 'decided' ? decided : open)),
    ...extra,
  });
}

describe('/moderation (the queue)', () => {
  beforeEach(() => storeSession('admin-1'));

  it('shows a reported item with its counts, reasons, reports, signals and owner history, and never who reported', async () => {
    // A server that leaked a reporter's identity must still not get it onto the screen.
    const leaky = makeGroup();
    leaky.reports.items = leaky.reports.items.map((report) => ({
      ...report,
      reporter: { name: 'Gundula Gesucht', email: 'gundula@example.com' },
    }));
    const api = serve([leaky]);
    await renderApp('/moderation', 'en');
    const item = await screen.findByRole('article', { name: 'Sunny 2-room flat in Kreuzberg' });
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();

    const card = within(item);
    expect(card.getByRole('link', { name: 'Sunny 2-room flat in Kreuzberg' })).toHaveAttribute(
      'href',
      '/property-details/prop-1',
    );
    expect(card.getByText('Listing')).toBeInTheDocument();
    expect(card.getByText('Visible')).toBeInTheDocument();
    expect(card.getByText('3 reports')).toBeInTheDocument();
    const reasons = within(card.getByRole('list', { name: 'Reasons' })).getAllByRole('listitem');
    expect(reasons.map((r) => r.textContent)).toEqual(['Scam or fraud· 2', 'False information· 1']);
    expect(card.getByText('Member')).toBeInTheDocument();
    expect(card.getByText('Anonymous')).toBeInTheDocument();
    expect(card.getByText('Automated')).toBeInTheDocument();
    expect(card.getByText('Asks for the deposit by Western Union before any viewing.')).toBeInTheDocument();

    const signals = within(card.getByRole('group', { name: 'Detected automatically' }));
    expect(signals.getByText('Payment outside the platform')).toBeInTheDocument();
    expect(signals.getByText('Phrase “Western Union” in the description')).toBeInTheDocument();

    const owner = within(card.getByRole('group', { name: 'Owner' }));
    expect(owner.getByRole('link', { name: 'Volker Vermieter' })).toHaveAttribute('href', '/user-profile/u-landlord');
    expect(owner.getByText('Removals').nextElementSibling).toHaveTextContent('2');
    expect(owner.getByText('Member since 10 Jun 2025')).toBeInTheDocument();

    expect(screen.queryByText(/Gundula/)).not.toBeInTheDocument();
    expect(screen.queryByText(/gundula@example\.com/)).not.toBeInTheDocument();
    expect(Object.fromEntries(api.to('GET /api/admin/reports')[0]!.url.searchParams)).toEqual({
      status: 'open',
      page: '1',
      pageSize: '10',
    });
  }, 20_000);

  it('keeps tab, reason and kind in the address and asks the API with them', async () => {
    const decided = makeGroup({ id: 'rep-5', status: 'decided', decision: makeDecision() });
    const api = serve([makeGroup()], [decided]);
    const { user, router } = await renderApp('/moderation', 'en');
    await screen.findByRole('article', { name: 'Sunny 2-room flat in Kreuzberg' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'scam');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'property');
    await user.click(screen.getByRole('tab', { name: 'Decided' }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        status: 'decided',
        reason: 'scam',
        subjectType: 'property',
      }),
    );
    await waitFor(() =>
      expect(Object.fromEntries(api.to('GET /api/admin/reports').at(-1)!.url.searchParams)).toEqual({
        status: 'decided',
        reason: 'scam',
        subjectType: 'property',
        page: '1',
        pageSize: '10',
      }),
    );
    // The decided item shows its decision instead of the action.
    const decision = within(await screen.findByRole('group', { name: 'Decision' }));
    expect(decision.getByText('Remove content')).toBeInTheDocument();
    expect(decision.getByText(/§ 263 StGB \(Betrug\)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decide' })).not.toBeInTheDocument();
  }, 30_000);

  it('reads the filters from the address and says when nothing matches', async () => {
    const api = serve([]);
    await renderApp('/moderation?reason=spam&subjectType=message&page=2&reason2=x', 'de');
    expect(await screen.findByText('Keine Inhalte zu diesen Filtern.')).toBeInTheDocument();
    expect(Object.fromEntries(api.to('GET /api/admin/reports')[0]!.url.searchParams)).toMatchObject({
      reason: 'spam',
      subjectType: 'message',
      page: '2',
    });
    expect(screen.getByRole('combobox', { name: 'Grund' })).toHaveValue('spam');
  }, 20_000);

  it('refreshes live when a new report arrives', async () => {
    let items = [makeGroup()];
    serve([], [], { 'GET /api/admin/reports': () => json(200, page(items)) });
    const { queryClient } = await renderApp('/moderation', 'en');
    await screen.findByRole('article', { name: 'Sunny 2-room flat in Kreuzberg' });
    items = [
      ...items,
      makeGroup({ id: 'rep-7', subject: { ...makeGroup().subject, id: 'prop-7', title: 'Loft in Mitte' } }),
    ];
    const noop = () => {};
    realtimeHandlers({
      client: queryClient,
      userId: 'admin-1',
      openInboxId: () => null,
      notifyMessage: noop,
      notifyAccessRequest: noop,
      leaveDeletedThread: noop,
    }).newReport({ reportId: 'rep-7', subjectType: 'property', subjectId: 'prop-7', reason: 'scam', automated: false });
    expect(await screen.findByRole('article', { name: 'Loft in Mitte' })).toBeInTheDocument();
    expect(screen.getByText('2 items')).toBeInTheDocument();
  }, 20_000);
});
