import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, json, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { admin, makeDecision, makeGroup, memberGroup, page } from '../test-data';
import type { ReportGroup } from '../api/reports';

function serve(items: ReportGroup[], decide: Parameters<typeof fakeApi>[0][string]) {
  let open = items;
  const api = fakeApi({
    'GET /api/auth/current-user': () => json(200, admin),
    'GET /api/admin/reports': () => json(200, page(open)),
    [`POST /api/admin/reports/${items[0]!.id}/decision`]: async (request) => {
      const response = await decide(request);
      if (response.ok) open = [];
      return response;
    },
  });
  return api;
}

async function openDialog(name: string, language: 'de' | 'en' = 'en') {
  const view = await renderApp('/moderation', language);
  const item = await screen.findByRole('article', { name });
  await view.user.click(within(item).getByRole('button', { name: language === 'en' ? 'Decide' : 'Entscheiden' }));
  const dialog = await screen.findByRole('dialog');
  return { ...view, dialog: within(dialog) };
}

describe('the decision dialog', () => {
  beforeEach(() => storeSession('admin-1'));

  it('removes a listing with a named law and a statement; the item leaves the open tab', async () => {
    const api = serve([makeGroup()], () => json(200, makeDecision()));
    const { user, dialog } = await openDialog('Sunny 2-room flat in Kreuzberg');
    expect(dialog.getByRole('heading', { name: 'Decide on this report' })).toBeInTheDocument();
    expect(dialog.getByText(/applies to every open report/)).toHaveTextContent(
      '“Sunny 2-room flat in Kreuzberg” · 3 reports',
    );

    await user.click(dialog.getByRole('radio', { name: /Remove content/ }));
    await user.click(dialog.getByRole('radio', { name: /Illegal content/ }));
    await user.type(dialog.getByRole('textbox', { name: 'Named law' }), '§ 263 StGB (Betrug)');
    const statement = dialog.getByRole('textbox', { name: 'Statement of facts' });
    await user.type(statement, 'Deposit by Western Union before a viewing.');
    expect(dialog.getByText('42 / 5000')).toBeInTheDocument();
    expect(dialog.getByText(/The member will read this/)).toBeInTheDocument();
    // No "manifestly unfounded" except with a dismissal.
    expect(dialog.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Remove content' }));

    expect(await screen.findByText('Content removed')).toBeInTheDocument();
    expect(api.to('POST /api/admin/reports/rep-1/decision')[0]!.body).toEqual({
      action: 'remove',
      ground: 'illegal',
      groundDetail: '§ 263 StGB (Betrug)',
      statement: 'Deposit by Western Union before a viewing.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('No open reports.')).toBeInTheDocument();
  }, 30_000);

  it('dismisses as manifestly unfounded without a ground', async () => {
    const api = serve([makeGroup()], () => json(200, makeDecision({ action: 'dismiss', ground: null })));
    const { user, dialog } = await openDialog('Sunny 2-room flat in Kreuzberg');
    expect(dialog.getByRole('radio', { name: /Dismiss/ })).toBeChecked();
    expect(dialog.queryByRole('radio', { name: /Illegal content/ })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('checkbox', { name: 'Manifestly unfounded' }));
    await user.type(
      dialog.getByRole('textbox', { name: 'Statement of facts' }),
      'The listing is genuine; the photos are the landlord’s.',
    );
    await user.click(dialog.getByRole('button', { name: 'Dismiss reports' }));
    expect(await screen.findByText('Reports dismissed')).toBeInTheDocument();
    expect(api.to('POST /api/admin/reports/rep-1/decision')[0]!.body).toEqual({
      action: 'dismiss',
      statement: 'The listing is genuine; the photos are the landlord’s.',
      unfounded: true,
    });
  }, 30_000);

  it('offers a member only dismiss, warn and suspend, and says warn and suspend act on them', async () => {
    serve([memberGroup], () => json(200, makeDecision()));
    const { dialog } = await openDialog('Sam Spammer', 'de');
    const actions = dialog.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    expect(actions).toEqual([
      expect.stringMatching(/^Zurückweisen/),
      expect.stringMatching(/^Inhaber verwarnen/),
      expect.stringMatching(/^Inhaber sperren/),
    ]);
    expect(dialog.queryByRole('radio', { name: /Inhalt entfernen/ })).not.toBeInTheDocument();
    expect(dialog.queryByRole('radio', { name: /Sichtbarkeit einschränken/ })).not.toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: /Inhaber sperren/ })).toHaveAccessibleName(
      /Wirkt auf den Inhaber, Sam Spammer/,
    );
  }, 30_000);

  it('shows field errors at the fields, its own and the server’s, and does not send an incomplete decision', async () => {
    const api = serve([makeGroup()], () =>
      json(400, {
        code: 'ValidationError',
        message: 'Invalid input',
        fields: { groundDetail: 'Name the law or the clause of the terms.' },
      }),
    );
    const { user, dialog } = await openDialog('Sunny 2-room flat in Kreuzberg');
    await user.click(dialog.getByRole('radio', { name: /Suspend the owner/ }));
    await user.type(dialog.getByRole('textbox', { name: 'Statement of facts' }), 'Too short');
    await user.click(dialog.getByRole('button', { name: 'Suspend the owner' }));
    expect(await dialog.findByText('Choose the ground: illegal content or a clause of the terms.')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Statement of facts' })).toHaveAccessibleDescription(
      expect.stringContaining('State the facts in at least 20 characters'),
    );
    expect(api.to('POST /api/admin/reports/rep-1/decision')).toHaveLength(0);

    await user.click(dialog.getByRole('radio', { name: /Terms of use/ }));
    await user.type(dialog.getByRole('textbox', { name: 'Clause of the terms' }), '§ 5.2');
    await user.type(dialog.getByRole('textbox', { name: 'Statement of facts' }), ': three fake listings this week.');
    await user.click(dialog.getByRole('button', { name: 'Suspend the owner' }));
    await waitFor(() => expect(api.to('POST /api/admin/reports/rep-1/decision')).toHaveLength(1));
    expect(dialog.getByRole('textbox', { name: 'Clause of the terms' })).toHaveAccessibleDescription(
      'Name the law or the clause of the terms.',
    );
  }, 30_000);

  it('says so when another admin has decided meanwhile', async () => {
    serve([makeGroup()], () => json(409, { code: 'DecisionExists', message: 'This report has already been decided.' }));
    const { user, dialog } = await openDialog('Sunny 2-room flat in Kreuzberg');
    await user.type(dialog.getByRole('textbox', { name: 'Statement of facts' }), 'Nothing wrong with this listing.');
    await user.click(dialog.getByRole('button', { name: 'Dismiss reports' }));
    expect(await dialog.findByText('This report has already been decided.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  }, 30_000);
});
