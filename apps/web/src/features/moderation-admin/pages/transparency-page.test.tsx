import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { deferred, fakeApi, json, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { admin, figures } from '../test-data';

describe('/moderation/transparency', () => {
  beforeEach(() => storeSession('admin-1'));
  afterEach(() => vi.restoreAllMocks());

  it('asks for the last 30 days by default and shows the figures as tables', async () => {
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, admin),
      'GET /api/admin/transparency': () => json(200, figures),
    });
    await renderApp('/moderation/transparency', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Transparency' })).toBeInTheDocument();
    const byReason = within(await screen.findByRole('table', { name: 'Reports by reason' }));
    const scam = byReason.getByRole('row', { name: /Scam or fraud/ });
    expect(
      within(scam)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Scam or fraud', '64', '53%']);
    expect(byReason.getByRole('row', { name: /Total/ })).toHaveTextContent('120');
    const byGround = within(screen.getByRole('table', { name: 'Decisions by ground' }));
    expect(byGround.getByRole('row', { name: /Terms of use/ })).toHaveTextContent('30');
    expect(screen.getByRole('table', { name: 'Reports by kind of item' })).toHaveTextContent('Message15');
    expect(screen.getByRole('table', { name: 'Decisions by action' })).toHaveTextContent('Suspend the owner4');
    expect(screen.getByText('Median time to decision').nextElementSibling).toHaveTextContent('12.5 h');
    expect(screen.getByText('2 reversed')).toBeInTheDocument();
    expect(screen.getByText('27 confirmed by an admin')).toBeInTheDocument();

    const query = api.to('GET /api/admin/transparency')[0]!.url.searchParams;
    const days = (Date.parse(query.get('to')!) - Date.parse(query.get('from')!)) / 86_400_000;
    expect(days).toBe(30);
    expect(query.get('format')).toBeNull();
  }, 20_000);

  it('keeps the period in the address and downloads the CSV of that period', async () => {
    const csv = deferred<Response>();
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, admin),
      'GET /api/admin/transparency': (request) =>
        request.url.searchParams.get('format') === 'csv' ? csv.promise : json(200, figures),
    });
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const { user } = await renderApp('/moderation/transparency?from=2026-02-01&to=2026-03-02', 'de');
    await screen.findByRole('table', { name: 'Meldungen nach Grund' });
    expect(screen.getByLabelText('Von')).toHaveValue('2026-02-01');
    expect(Object.fromEntries(api.to('GET /api/admin/transparency')[0]!.url.searchParams)).toEqual({
      from: '2026-02-01',
      to: '2026-03-02',
    });

    await user.click(screen.getByRole('button', { name: 'CSV herunterladen' }));
    expect(await screen.findByRole('button', { name: 'CSV wird erstellt...' })).toBeDisabled();
    csv.resolve(new Response('metric,value\nreports,120\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]!.download).toBe('mietmatch-transparency-2026-02-01-2026-03-02.csv');
    const download = api.to('GET /api/admin/transparency').find((r) => r.url.searchParams.get('format') === 'csv')!;
    expect(Object.fromEntries(download.url.searchParams)).toEqual({
      from: '2026-02-01',
      to: '2026-03-02',
      format: 'csv',
    });
    expect(download.headers.Authorization).toBe('Bearer access-1');
  }, 20_000);

  it('refuses a period that ends before it starts', async () => {
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, admin),
      'GET /api/admin/transparency': () => json(200, figures),
    });
    await renderApp('/moderation/transparency?from=2026-03-10&to=2026-03-01', 'en');
    expect(await screen.findByText('The start must not be after the end.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(api.to('GET /api/admin/transparency')).toHaveLength(0);
  }, 20_000);
});
