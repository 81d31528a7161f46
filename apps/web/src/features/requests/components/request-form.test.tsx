import { describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { AREA_FIXTURE } from '../../../../test/fixtures/area';
import { makeRequest } from '../../../../test/fixtures/request';

// Pages load lazily; on a busy machine the first render can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const tenant = makeUser({ telephone: null, relationshipStatus: null });

function routes(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/auth/current-user': () => json(200, tenant),
    'GET /api/geo/areas': () => json(200, AREA_FIXTURE),
    ...extra,
  });
}

// Long forms with many fields: typing takes a while when the whole suite runs in parallel.
describe('tenant request form', { timeout: 20_000 }, () => {
  it('starts with the specification defaults and the person from the profile', async () => {
    storeSession();
    routes();
    await renderApp('/add-tenant');
    expect(await screen.findByRole('heading', { level: 1, name: 'Neues Gesuch' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Vorname')).toHaveValue('Anna');
    expect(screen.getByLabelText('Familienstand')).toHaveValue('Single');
    expect(screen.getByLabelText('Zimmer')).toHaveValue(2);
    expect(screen.getByLabelText('Badezimmer')).toHaveValue(2);
    expect(screen.getByLabelText('Größe (m²)')).toHaveValue(200);
    expect(screen.getByLabelText('Max. Preis')).toHaveValue(0);
    expect(screen.getByLabelText('Nebenkosten')).toHaveValue(0);
    expect(screen.getByLabelText('Status des Gesuchs')).toHaveValue('available');
    expect(await screen.findByLabelText('Umkreis')).toHaveValue('0');
    // One empty target address, no postal codes.
    expect(screen.getByLabelText('Bevorzugtes Viertel oder Straße 1')).toHaveValue('');
    expect(screen.queryByLabelText('Bevorzugtes Viertel oder Straße 2')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Ich stimme den Nutzungsbedingungen/ })).not.toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Meine Bilder und Dokumente allen Vermietern zeigen' }),
    ).not.toBeChecked();
  });

  it('shows the specification texts and sends nothing while fields are missing', async () => {
    storeSession();
    const api = routes();
    const { user } = await renderApp('/add-tenant', 'en');
    await user.clear(await screen.findByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'A');
    await user.upload(
      screen.getByLabelText('Documents'),
      new File(['%PDF'], 'income.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Publish request' }));

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Valid phone number required.')).toBeInTheDocument();
    expect(screen.getByText('Select a targeted area first.')).toBeInTheDocument();
    expect(screen.getByText('Document title is required')).toBeInTheDocument();
    expect(
      screen.getByText('Please agree to the terms and privacy policy and to sharing your data with property owners.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Please fill out all required fields.')).toBeInTheDocument();
    expect(api.to('POST /api/tenant/create-tenant-request')).toHaveLength(0);
  });

  it('sends a multipart form: fields by spec name, the area, images, and documents paired with their titles in order', async () => {
    storeSession();
    const api = routes({
      'POST /api/tenant/create-tenant-request': () => json(201, makeRequest({ userId: tenant.id })),
      'GET /api/tenant/req-1': () => json(200, makeRequest({ userId: tenant.id })),
    });
    const { user, router } = await renderApp('/add-tenant');
    await user.type(await screen.findByLabelText('Telefon'), '030 123');
    await user.clear(screen.getByLabelText('Max. Preis'));
    await user.type(screen.getByLabelText('Max. Preis'), '1200');
    await user.click(screen.getByRole('checkbox', { name: 'Haustiere erlaubt' }));

    const city = await screen.findByRole('combobox', { name: 'Stadt oder Ort' });
    await user.click(city);
    await user.keyboard('berlin');
    await user.click(within(screen.getByRole('listbox')).getAllByRole('option')[0]!);
    await user.selectOptions(screen.getByLabelText('Umkreis'), '10');

    await user.upload(
      screen.getByLabelText('Bilder'),
      new File([new Uint8Array([1])], 'room.jpg', { type: 'image/jpeg' }),
    );
    await user.upload(screen.getByLabelText('Dokumente'), [
      new File(['%PDF-1'], 'first.pdf', { type: 'application/pdf' }),
      new File(['%PDF-2'], 'second.pdf', { type: 'application/pdf' }),
    ]);
    const titles = screen.getAllByLabelText('Dokumenttitel');
    await user.type(titles[0]!, 'Einkommensnachweis');
    await user.type(titles[1]!, 'SCHUFA-Auskunft');
    await user.click(screen.getByRole('checkbox', { name: /Ich stimme den Nutzungsbedingungen/ }));
    await user.click(screen.getByRole('button', { name: 'Gesuch veröffentlichen' }));

    expect(await screen.findByText('Gesuch gespeichert')).toBeInTheDocument();
    const body = api.to('POST /api/tenant/create-tenant-request')[0]!.body as FormData;
    expect(body.get('firstName')).toBe('Anna');
    expect(body.get('telephone')).toBe('030 123');
    expect(body.get('relationshipStatus')).toBe('Single');
    expect(body.get('requiredRooms')).toBe('2');
    expect(body.get('squareMeters')).toBe('200');
    expect(body.get('maxPrice')).toBe('1200');
    expect(body.get('isPetFriendly')).toBe('true');
    expect(body.get('garageRequired')).toBe('false');
    expect(body.get('targetCity')).toBe('Berlin');
    expect(body.get('targetState')).toBe('Berlin');
    expect(body.get('targetPostalCode')).toBe('');
    expect(body.get('radius')).toBe('10');
    expect(body.get('status')).toBe('available');
    expect(body.get('consent')).toBe('true');
    expect(body.get('alertsEnabled')).toBe('true');
    expect((body.getAll('images') as File[]).map((f) => f.name)).toEqual(['room.jpg']);
    expect((body.getAll('documents') as File[]).map((f) => f.name)).toEqual(['first.pdf', 'second.pdf']);
    expect(body.getAll('documentTitles')).toEqual(['Einkommensnachweis', 'SCHUFA-Auskunft']);
    await screen.findByRole('heading', { level: 1, name: 'Gesuch' });
    expect(router.state.location.pathname).toBe('/tenant-request-details/req-1');
  });

  it('keeps the state of a town whose name others share when editing', async () => {
    storeSession();
    const request = makeRequest({
      userId: tenant.id,
      targetCity: 'Neustadt',
      targetState: 'Rheinland-Pfalz',
      telephone: '030 1',
    });
    const api = routes({
      'GET /api/tenant/req-1': () => json(200, request),
      'PATCH /api/tenant/update/req-1': () => json(200, request),
    });
    const { user } = await renderApp('/edit-tenant/req-1');
    // The stored town, not the first of that name (Neustadt in Hessen).
    expect(await screen.findByRole('combobox', { name: 'Stadt oder Ort' })).toHaveValue('Neustadt (Rheinland-Pfalz)');
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByText('Gesuch aktualisiert')).toBeInTheDocument();
    const body = api.to('PATCH /api/tenant/update/req-1')[0]!.body as FormData;
    expect([body.get('targetCity'), body.get('targetState')]).toEqual(['Neustadt', 'Rheinland-Pfalz']);
  });

  it('sends the state of the town picked among those of one name', async () => {
    storeSession();
    const request = makeRequest({
      userId: tenant.id,
      targetCity: 'Neustadt',
      targetState: 'Rheinland-Pfalz',
      telephone: '030 1',
    });
    const api = routes({
      'GET /api/tenant/req-1': () => json(200, request),
      'PATCH /api/tenant/update/req-1': () => json(200, request),
    });
    const { user } = await renderApp('/edit-tenant/req-1');
    const city = await screen.findByRole('combobox', { name: 'Stadt oder Ort' });
    await user.clear(city);
    await user.type(city, 'Neustadt');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    await user.click(options.find((option) => option.textContent?.includes('Hessen'))!);
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByText('Gesuch aktualisiert')).toBeInTheDocument();
    const body = api.to('PATCH /api/tenant/update/req-1')[0]!.body as FormData;
    expect([body.get('targetCity'), body.get('targetState')]).toEqual(['Neustadt', 'Hessen']);
  });

  it('sends the employer, the income band and each document’s kind, and tells who sees what', async () => {
    storeSession();
    const api = routes({
      'POST /api/tenant/create-tenant-request': () => json(201, makeRequest({ userId: tenant.id })),
      'GET /api/tenant/req-1': () => json(200, makeRequest({ userId: tenant.id })),
    });
    const { user } = await renderApp('/add-tenant');
    const who = await screen.findByRole('region', { name: 'Wer sieht was?' });
    // Each stage's line beside its (decorative) number.
    expect(
      within(who)
        .getAllByRole('listitem')
        .map((item) => item.lastElementChild?.textContent),
    ).toEqual([
      'Stöbern (alle Vermieter mit Tarif): Vorname, Initial des Nachnamens, Haushalt, Wünsche, Budget',
      'Kontakt (nach deiner Bewerbung oder Nachricht): Name, E-Mail, Telefon, aktuelle Adresse, Fotos',
      'Interesse (wenn du „Ich möchte die Wohnung mieten“ sagst): Beruf, Arbeitgeber, Einkommen, Nachweise',
      'Vertrag (wenn du das Angebot annimmst): Ausweis',
    ]);
    expect(within(who).getByText('Staatsangehörigkeit und Familienstand sehen Vermieter nie.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Telefon'), '030 123');
    await user.type(screen.getByLabelText('Arbeitgeber'), 'Stadtwerke Berlin');
    const income = screen.getByLabelText('Haushaltsnettoeinkommen');
    expect(income).toHaveValue('');
    expect(
      within(income)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Keine Angabe', 'unter 1.500 €', '1.500–2.500 €', '2.500–3.500 €', '3.500–5.000 €', 'über 5.000 €']);
    await user.selectOptions(income, '2500to3500');
    await user.click(await screen.findByRole('combobox', { name: 'Stadt oder Ort' }));
    await user.keyboard('berlin');
    await user.click(within(screen.getByRole('listbox')).getAllByRole('option')[0]!);

    await user.upload(screen.getByLabelText('Dokumente'), [
      new File(['%PDF-1'], 'gehalt.pdf', { type: 'application/pdf' }),
      new File(['%PDF-2'], 'ausweis.pdf', { type: 'application/pdf' }),
      new File(['%PDF-3'], 'notiz.pdf', { type: 'application/pdf' }),
    ]);
    const titles = screen.getAllByLabelText('Dokumenttitel');
    const kinds = screen.getAllByLabelText('Art des Dokuments');
    // Left alone, a document is "other".
    expect(kinds.map((kind) => (kind as HTMLSelectElement).value)).toEqual(['other', 'other', 'other']);
    await user.type(titles[0]!, 'Gehaltsnachweise');
    await user.selectOptions(kinds[0]!, 'Einkommensnachweis');
    await user.type(titles[1]!, 'Personalausweis');
    await user.selectOptions(kinds[1]!, 'Ausweis');
    await user.type(titles[2]!, 'Anschreiben');
    await user.click(screen.getByRole('checkbox', { name: /Ich stimme den Nutzungsbedingungen/ }));
    await user.click(screen.getByRole('button', { name: 'Gesuch veröffentlichen' }));

    expect(await screen.findByText('Gesuch gespeichert')).toBeInTheDocument();
    const body = api.to('POST /api/tenant/create-tenant-request')[0]!.body as FormData;
    expect(body.get('employer')).toBe('Stadtwerke Berlin');
    expect(body.get('incomeBand')).toBe('2500to3500');
    expect((body.getAll('documents') as File[]).map((f) => f.name)).toEqual(['gehalt.pdf', 'ausweis.pdf', 'notiz.pdf']);
    expect(body.getAll('documentTitles')).toEqual(['Gehaltsnachweise', 'Personalausweis', 'Anschreiben']);
    expect(body.getAll('documentKinds')).toEqual(['income', 'identity', 'other']);
  });

  it('shows an existing document’s kind and keeps the stored employer and income band in English', async () => {
    storeSession();
    const request = makeRequest({
      userId: tenant.id,
      employer: 'Charité',
      incomeBand: 'over5000',
      documents: [
        {
          id: 'doc-1',
          url: '/api/tenant/req-1/files/doc-1',
          title: 'SCHUFA 2026',
          contentType: 'application/pdf',
          kind: 'creditReport',
        },
      ],
    });
    const api = routes({
      'GET /api/tenant/req-1': () => json(200, request),
      'PATCH /api/tenant/update/req-1': () => json(200, request),
    });
    const { user } = await renderApp('/edit-tenant/req-1', 'en');
    expect(await screen.findByRole('region', { name: 'Who sees what?' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Employer')).toHaveValue('Charité');
    expect(screen.getByLabelText('Household net income')).toHaveValue('over5000');
    expect(screen.getByRole('option', { name: 'over €5,000', selected: true })).toBeInTheDocument();
    const stored = screen.getByText('SCHUFA 2026').closest('li') as HTMLElement;
    expect(within(stored).getByText('Credit report (e.g. SCHUFA)')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Household net income'), '');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Request updated')).toBeInTheDocument();
    const body = api.to('PATCH /api/tenant/update/req-1')[0]!.body as FormData;
    expect(body.get('employer')).toBe('Charité');
    expect(body.get('incomeBand')).toBe('');
    expect(body.getAll('documentKinds')).toEqual([]);
  });
});
