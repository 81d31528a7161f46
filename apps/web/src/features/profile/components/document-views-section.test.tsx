import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DocumentAccessLogEntry } from '@mietmatch/contract';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';

afterEach(() => vi.restoreAllMocks());

function entry(overrides: Partial<DocumentAccessLogEntry> = {}): DocumentAccessLogEntry {
  return {
    id: 'open-1',
    landlordId: 'landlord-1',
    landlordName: 'Jürgen Weiß',
    avatarUrl: null,
    requestId: 'request-1',
    fileId: 'file-1',
    fileTitle: 'Gehaltsnachweis März',
    fileKind: 'document',
    // 18:30 in Berlin (summer time).
    openedAt: '2026-06-05T16:30:00.000Z',
    ...overrides,
  };
}

const region = async (name: string) => (await screen.findByRole('region', { name })) as HTMLElement;

describe('who has seen my documents, on the tenant’s profile', () => {
  it('lists each open with the landlord, the file and the Berlin time, and pages through them', async () => {
    storeSession();
    const older = Array.from({ length: 9 }, (_, i) =>
      entry({ id: `old-${i}`, landlordName: `Vermieter ${i}`, openedAt: '2026-06-01T08:00:00.000Z' }),
    );
    const firstPage = [
      entry(),
      entry({ id: 'open-2', fileKind: 'image', fileTitle: null, fileId: 'image-1' }),
      ...older.slice(0, 8),
    ];
    const secondPage = [
      older[8]!,
      entry({ id: 'gone', landlordId: null, landlordName: null, fileTitle: 'Schufa', fileId: null }),
    ];
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, makeUser()),
      'GET /api/document-access/log': (request) => {
        const page = Number(request.url.searchParams.get('page'));
        return json(200, { items: page === 2 ? secondPage : firstPage, total: 12, page, pageSize: 10 });
      },
    });
    const { user } = await renderApp('/profile-view');
    const section = await region('Wer hat meine Unterlagen gesehen');

    const rows = await within(section).findAllByRole('listitem');
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('Jürgen Weiß');
    expect(rows[0]).toHaveTextContent('Gehaltsnachweis März');
    expect(within(rows[0]!).getByText(/5\. Juni? 2026, 18:30/)).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Bild aus deinem Gesuch');
    expect(api.to('GET /api/document-access/log')[0]!.url.search).toBe('?page=1&pageSize=10');

    await user.click(within(section).getByRole('button', { name: 'Nächste Seite' }));
    expect(await within(section).findByText('Gelöschtes Konto')).toBeInTheDocument();
    expect(within(section).getByText('Schufa')).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    expect(api.to('GET /api/document-access/log').at(-1)!.url.search).toBe('?page=2&pageSize=10');
  });

  it('says so when no landlord has opened anything yet (English)', async () => {
    storeSession();
    fakeApi({
      'GET /api/auth/current-user': () => json(200, makeUser({ language: 'en' })),
      'GET /api/document-access/log': () => json(200, { items: [], total: 0, page: 1, pageSize: 10 }),
    });
    await renderApp('/profile-view', 'en');
    const section = await region('Who has seen my documents');
    expect(await within(section).findByText('No one has opened your documents yet')).toBeInTheDocument();
    expect(within(section).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('is not shown to a landlord, and not asked for', async () => {
    storeSession('landlord-1');
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, makeUser({ id: 'landlord-1', role: 'contractor' })),
    });
    await renderApp('/profile-view');
    await region('Deine Daten und dein Konto');
    expect(screen.queryByRole('region', { name: 'Wer hat meine Unterlagen gesehen' })).not.toBeInTheDocument();
    expect(api.to('GET /api/document-access/log')).toHaveLength(0);
  });
});
