import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { PublicProfile } from '@mietmatch/contract';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { makeProperty } from '../../../../test/fixtures/property';
import { makeRequest } from '../../../../test/fixtures/request';

const tenant = makeUser({ id: 'tenant-1', role: 'client' });
const landlord = makeUser({ id: 'landlord-1', role: 'contractor', firstName: 'Viktor', lastName: 'Vermieter' });
const explanation = 'Der Vermieter will die Kaution vor jeder Besichtigung per Western Union.';

function servePropertyTo(user = tenant, report?: () => Response) {
  storeSession(user.id);
  return fakeApi({
    'GET /api/auth/current-user': () => json(200, user),
    'GET /api/landlord/p1': () => json(200, makeProperty({ id: 'p1', listedBy: 'landlord-1' })),
    'GET /api/favorites/properties': () => json(200, { items: [], total: 0, page: 1, pageSize: 50 }),
    'POST /api/reports': report ?? (() => json(201, { id: 'r1', reference: 'MM-2026-000123' })),
  });
}

describe('the report dialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reports another member’s listing: reason, explanation with counter, good faith, then the reference', async () => {
    const api = servePropertyTo();
    const { user } = await renderApp('/property-details/p1');
    await user.click(await screen.findByRole('button', { name: 'Inserat melden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inserat melden' });

    // Nothing filled in: the contract's texts under each field, nothing sent. (The form arrives with its own
    // code, fetched as the dialog opens.)
    await user.click(await within(dialog).findByRole('button', { name: 'Meldung senden' }));
    expect(await within(dialog).findByText('Wähle einen Grund.')).toBeInTheDocument();
    expect(within(dialog).getByText('Erkläre in mindestens 10 Zeichen, was nicht stimmt.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Bitte bestätige, dass deine Meldung zutrifft und in gutem Glauben erfolgt.'),
    ).toBeInTheDocument();
    expect(api.to('POST /api/reports')).toHaveLength(0);

    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Grund' }),
      'Betrug oder Fake-Inserat',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Was ist passiert?' }), explanation);
    expect(within(dialog).getByText(`${explanation.length} / 5.000 Zeichen`)).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: 'Ich versichere, dass meine Angaben nach bestem Wissen richtig und vollständig sind.',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Meldung senden' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Danke. Deine Meldung hat die Nummer MM-2026-000123; wir haben dir eine Bestätigung geschickt.',
    );
    expect(api.to('POST /api/reports').map((r) => r.body)).toEqual([
      { subjectType: 'property', subjectId: 'p1', reason: 'scam', explanation, goodFaith: true },
    ]);
    expect(api.to('POST /api/reports')[0]!.headers.Authorization).toBe('Bearer access-1');

    // Closed and opened again: an empty form for a new report.
    await user.click(within(dialog).getAllByRole('button', { name: 'Schließen' })[0]!);
    await user.click(screen.getByRole('button', { name: 'Inserat melden' }));
    const again = await screen.findByRole('dialog', { name: 'Inserat melden' });
    expect(within(again).getByRole('textbox', { name: 'Was ist passiert?' })).toHaveValue('');
  }, 20_000);

  it('puts the API’s field messages at the fields and shows a reporting suspension as its message', async () => {
    let answer = json(400, {
      code: 'ValidationFailed',
      message: 'Validation failed',
      fields: { explanation: 'explanationTooShort' },
    });
    servePropertyTo(tenant, () => answer);
    const { user } = await renderApp('/property-details/p1', 'en');
    await user.click(await screen.findByRole('button', { name: 'Report listing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report listing' });
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Reason' }), 'spam');
    // Ten characters of spaces and letters pass here; the server trims and disagrees.
    await user.type(within(dialog).getByRole('textbox', { name: 'What happened?' }), 'spam      x');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const field = within(dialog).getByRole('textbox', { name: 'What happened?' });
    expect(await within(dialog).findByText('Explain in at least 10 characters what is wrong.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    answer = json(429, { code: 'ReportingSuspended', message: 'Too many unfounded reports.' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(
      await within(dialog).findByText(
        'Too many of your reports were manifestly unfounded. You can report again in 7 days.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  }, 20_000);

  it('says so when the member had already reported the item (200, no new mail)', async () => {
    servePropertyTo(tenant, () => json(200, { id: 'r1', reference: 'MM-7KQ2-94XD', alreadyReported: true }));
    const { user } = await renderApp('/property-details/p1');
    await user.click(await screen.findByRole('button', { name: 'Inserat melden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inserat melden' });
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Grund' }),
      'Betrug oder Fake-Inserat',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Was ist passiert?' }), explanation);
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: 'Ich versichere, dass meine Angaben nach bestem Wissen richtig und vollständig sind.',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Meldung senden' }));
    const receipt = await within(dialog).findByRole('status');
    expect(receipt).toHaveTextContent(
      'Du hast diesen Inhalt bereits gemeldet: Deine Meldung hat die Nummer MM-7KQ2-94XD.',
    );
    expect(receipt).not.toHaveTextContent('Bestätigung geschickt');
  }, 20_000);

  it('is not offered on one’s own listing', async () => {
    servePropertyTo(landlord);
    await renderApp('/property-details/p1');
    expect(await screen.findByRole('link', { name: 'Bearbeiten' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Inserat melden' })).not.toBeInTheDocument();
  });

  it('reports a request and a member’s profile, each as its own kind', async () => {
    storeSession('landlord-1');
    const profile: PublicProfile = {
      id: 'tenant-9',
      firstName: 'Anna',
      lastName: 'Berg',
      role: 'client',
      avatarUrl: null,
      profession: null,
      nationality: null,
      relationshipStatus: null,
      memberSince: '2026-01-15T10:00:00.000Z',
      prioritySupport: false,
    };
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, landlord),
      'GET /api/tenant/req-7': () => json(200, makeRequest({ id: 'req-7', userId: 'tenant-9', fileAccess: 'none' })),
      'GET /api/favorites/requests': () => json(200, { items: [], total: 0, page: 1, pageSize: 50 }),
      'GET /api/users/tenant-9': () => json(200, profile),
      'POST /api/reports': () => json(201, { id: 'r2', reference: 'MM-2026-000200' }),
    });
    const { user, router } = await renderApp('/tenant-request-details/req-7', 'en');
    await user.click(await screen.findByRole('button', { name: 'Report request' }));
    expect(await screen.findByRole('dialog', { name: 'Report request' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await router.navigate('/user-profile/tenant-9');
    await user.click(await screen.findByRole('button', { name: 'Report profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report profile' });
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Reason' }), 'offensive');
    await user.type(within(dialog).getByRole('textbox', { name: 'What happened?' }), 'Insults in the profile text.');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('MM-2026-000200')).toBeInTheDocument();
    expect(api.to('POST /api/reports')[0]!.body).toMatchObject({ subjectType: 'user', subjectId: 'tenant-9' });
  }, 20_000);
});
