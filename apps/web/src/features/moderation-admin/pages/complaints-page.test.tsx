import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, json, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { admin, makeComplaint, page } from '../test-data';

describe('/moderation/complaints', () => {
  beforeEach(() => storeSession('admin-1'));

  it('shows the complaint beside the original decision and reverses it with a statement', async () => {
    let open = [makeComplaint()];
    const resolved = makeComplaint({
      id: 'cmp-0',
      complainantRole: 'reporter',
      status: 'resolved',
      outcome: 'upheld',
      statement: 'The listing was genuine.',
      resolvedAt: '2026-03-08T10:00:00.000Z',
    });
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, admin),
      'GET /api/admin/complaints': (request) =>
        json(200, page(request.url.searchParams.get('status') === 'resolved' ? [resolved] : open)),
      'POST /api/admin/complaints/cmp-1/resolve': () => {
        open = [];
        return json(200, { ...makeComplaint(), status: 'resolved', outcome: 'reversed' });
      },
    });
    const { user, router } = await renderApp('/moderation/complaints', 'en');
    const card = within(await screen.findByRole('article', { name: 'Sunny 2-room flat in Kreuzberg' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Complaints' })).toBeInTheDocument();
    expect(card.getByText('By the owner')).toBeInTheDocument();
    expect(card.getByText(/These are my own photos/)).toBeInTheDocument();
    const decision = within(card.getByRole('group', { name: 'Decision' }));
    expect(decision.getByText('Remove content')).toBeInTheDocument();
    expect(decision.getByText('on 5 Mar 2026')).toBeInTheDocument();
    expect(decision.getByText(/§ 263 StGB/)).toBeInTheDocument();
    expect(decision.getByText(/Western Union before any viewing/)).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Decide' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Decide on this complaint' }));
    await user.click(dialog.getByRole('radio', { name: /Reverse/ }));
    await user.type(dialog.getByRole('textbox', { name: 'Statement of facts' }), 'The photos are the landlord’s own.');
    await user.click(dialog.getByRole('button', { name: 'Reverse decision' }));
    expect(await screen.findByText('Decision reversed')).toBeInTheDocument();
    expect(api.to('POST /api/admin/complaints/cmp-1/resolve')[0]!.body).toEqual({
      outcome: 'reversed',
      statement: 'The photos are the landlord’s own.',
    });
    expect(await screen.findByText('No open complaints.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Resolved' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=resolved'));
    const done = within(await screen.findByRole('article'));
    expect(done.getByText('By a reporter')).toBeInTheDocument();
    expect(done.getByText('Uphold on 8 Mar 2026')).toBeInTheDocument();
    expect(done.queryByRole('button', { name: 'Decide' })).not.toBeInTheDocument();
  }, 30_000);
});
