import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { asLandlordSees, makeRequest } from '../../../../test/fixtures/request';

// Pages load lazily; on a busy machine the first render can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const landlord = makeUser({ id: 'landlord-1', role: 'contractor', firstName: 'Volker', lastName: 'Vermieter' });
const ownRequest = makeRequest({
  id: 'req-7',
  userId: 'tenant-9',
  nationality: 'Italienisch',
  relationshipStatus: 'Married',
  fileAccess: 'none',
  targetCity: 'Neustadt',
  targetState: 'Rheinland-Pfalz',
});
/** What a landlord the tenant applied to or wrote to receives. */
const tenantRequest = asLandlordSees(ownRequest, 'contact');

describe('request details', () => {
  afterEach(() => vi.restoreAllMocks());

  it("words a landlord's view from their side: the tenant by name, only stated facts, pets without a contradiction", async () => {
    storeSession('landlord-1');
    fakeApi({
      'GET /api/auth/current-user': () => json(200, landlord),
      'GET /api/tenant/req-7': () =>
        json(200, {
          ...asLandlordSees(ownRequest, 'interest'),
          firstName: 'Mia',
          lastName: 'Sommer',
          employer: 'Stadtwerke',
          animalsInfo: 'eine Katze',
          isPetFriendly: false,
          kitchenFitted: true,
        }),
      'GET /api/favorites/requests': () => json(200, { items: [], total: 0, page: 1, pageSize: 50 }),
    });
    const { user } = await renderApp('/tenant-request-details/req-7');
    expect(await screen.findByRole('heading', { level: 2, name: 'Mia Sommer' })).toBeInTheDocument();
    for (const title of ['Über Mia', 'Mias Haushalt', 'Mias Wünsche', 'Mias Zielgebiet']) {
      expect(screen.getByRole('heading', { name: title })).toBeVisible();
    }
    expect(screen.queryByText(/^(Deine|Dein|Über dich)/)).not.toBeInTheDocument();
    expect(screen.getByText('Mia hat die Bilder und Dokumente für dich nicht freigegeben.')).toBeInTheDocument();

    // What the tenant has, and what they need: no "Pet-friendly: No" beside "Pets: a cat".
    expect(screen.getByText('Haustiere', { selector: 'dt' }).nextElementSibling).toHaveTextContent('eine Katze');
    expect(screen.getByText('Benötigt', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/^Einbauküche$/);
    expect(screen.queryByText('Haustierfreundliche Wohnung')).not.toBeInTheDocument();
    expect(screen.queryByText('Nein')).not.toBeInTheDocument();

    // Empty facts are not rows of their own: their labels wait folded under "not stated".
    expect(screen.queryByText('Beruf', { selector: 'dt' })).not.toBeInTheDocument();
    const person = screen.getByText('Über Mia').closest('div.rounded-xl') as HTMLElement;
    expect(within(person).getByText('Arbeitgeber', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Stadtwerke',
    );
    const folded = within(person).getByText('Nicht angegeben (2)');
    expect(within(person).getByText('Beruf · Haushaltsnettoeinkommen')).not.toBeVisible();
    await user.click(folded);
    expect(within(person).getByText('Beruf · Haushaltsnettoeinkommen')).toBeVisible();
    // What never reaches a landlord is no unstated fact either.
    expect(within(person).queryByText(/Staatsangehörigkeit|Familienstand/)).not.toBeInTheDocument();
  });

  it('says "you" to the owner and names the need for a pet-friendly home', async () => {
    const owner = makeUser({ id: 'tenant-9', role: 'client', firstName: 'Jonas', lastName: 'Kraus' });
    storeSession('tenant-9');
    fakeApi({
      'GET /api/auth/current-user': () => json(200, owner),
      'GET /api/tenant/req-7': () =>
        json(200, {
          ...ownRequest,
          firstName: 'Jonas',
          fileAccess: 'owner',
          incomeBand: '2500to3500',
          animalsInfo: 'ein Hund',
          isPetFriendly: true,
        }),
    });
    await renderApp('/tenant-request-details/req-7');
    expect(await screen.findByRole('heading', { name: 'Deine Wünsche' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Über dich' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Dein Haushalt' })).toBeVisible();
    expect(screen.queryByText(/Jonas’/)).not.toBeInTheDocument();
    expect(screen.getByText('Benötigt', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Haustierfreundliche Wohnung',
    );
    expect(screen.getByText('Haustiere', { selector: 'dt' }).nextElementSibling).toHaveTextContent('ein Hund');
    // Only the owner's own view carries what landlords never see; no stage badge for the owner.
    expect(screen.getByText('Staatsangehörigkeit', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Italienisch',
    );
    expect(screen.getByText('Verheiratet')).toBeInTheDocument();
    expect(screen.getByText('Haushaltsnettoeinkommen', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '2.500–3.500 €',
    );
    expect(screen.queryByText(/^Stufe:/)).not.toBeInTheDocument();
  });

  it('names the tenant with an English possessive', async () => {
    storeSession('landlord-1');
    fakeApi({
      'GET /api/auth/current-user': () => json(200, landlord),
      'GET /api/tenant/req-7': () => json(200, { ...tenantRequest, firstName: 'Mia' }),
      'GET /api/favorites/requests': () => json(200, { items: [], total: 0, page: 1, pageSize: 50 }),
    });
    await renderApp('/tenant-request-details/req-7', 'en');
    expect(await screen.findByRole('heading', { name: 'Mia’s wishes' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'About Mia' })).toBeVisible();
    expect(screen.getByText('Needs', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Nothing in particular');
  });

  it('shows a landlord at the contact stage the contact but never nationality or relationship status, and asks for access when the files are not released', async () => {
    storeSession('landlord-1');
    let access: 'none' | 'pending' = 'none';
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, landlord),
      'GET /api/tenant/req-7': () => json(200, { ...tenantRequest, fileAccess: access }),
      'GET /api/favorites/requests': () => json(200, { items: [], total: 0, page: 1, pageSize: 50 }),
      'POST /api/document-access/request': () => {
        access = 'pending';
        return json(200, { status: 'pending' });
      },
    });
    const { user } = await renderApp('/tenant-request-details/req-7');
    expect(await screen.findByRole('heading', { level: 2, name: 'Anna Berg' })).toBeInTheDocument();
    expect(screen.getByText('Stufe: Kontakt')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'anna@example.com' })).toHaveAttribute('href', 'mailto:anna@example.com');
    expect(screen.queryByText('Italienisch')).not.toBeInTheDocument();
    expect(screen.queryByText(/Staatsangehörigkeit|Familienstand|Verheiratet/)).not.toBeInTheDocument();
    expect(screen.queryByText('Kontaktdaten nach Bewerbung oder Nachricht')).not.toBeInTheDocument();
    expect(
      screen.getByText('Beruf, Arbeitgeber und Einkommen, sobald Anna eine deiner Wohnungen mieten möchte'),
    ).toBeInTheDocument();
    // The target town's state, since several towns share a name.
    expect(screen.getByText('Bundesland').nextElementSibling).toHaveTextContent('Rheinland-Pfalz');
    expect(screen.getByRole('link', { name: 'Profil ansehen' })).toHaveAttribute('href', '/user-profile/tenant-9');
    expect(screen.getByText('Bilder und Dokumente sind privat')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /herunterladen/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Zugriff anfragen' }));
    expect(await screen.findByText('Zugriff angefragt', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    expect(api.to('POST /api/document-access/request')[0]!.url.searchParams.get('tenantId')).toBe('tenant-9');
    expect(await screen.findByText('Warte darauf, dass Anna deine Anfrage freigibt.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zugriff anfragen' })).not.toBeInTheDocument();
  });

  it('a landlord granted the contact stage sees the photos and asks for the documents, the next stage', async () => {
    storeSession('landlord-1');
    let access: 'granted' | 'pending' = 'granted';
    const image = {
      id: 'img-1',
      url: '/api/tenant/req-7/files/img-1',
      thumbUrl: '/api/tenant/req-7/files/img-1?size=thumb',
    };
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, landlord),
      'GET /api/tenant/req-7': () => json(200, { ...tenantRequest, fileAccess: access, images: [image] }),
      'GET /api/favorites/requests': () => json(200, { items: [], total: 0, page: 1, pageSize: 50 }),
      'POST /api/document-access/request': () => {
        access = 'pending';
        return json(200, { status: 'pending' });
      },
    });
    const { user } = await renderApp('/tenant-request-details/req-7');
    expect(await screen.findByText('Nachweise noch nicht freigegeben')).toBeInTheDocument();
    expect(screen.getByText('Bilder', { selector: 'h3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nachweise anfragen' }));
    expect(api.to('POST /api/document-access/request')[0]!.url.searchParams.get('tenantId')).toBe('tenant-9');
    expect(await screen.findByText('Warte darauf, dass Anna deine Anfrage freigibt.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nachweise anfragen' })).not.toBeInTheDocument();
  });

  it('loads a released document as a blob with the access token and saves it under its title', async () => {
    storeSession('landlord-1', 'access-landlord');
    const granted = {
      ...asLandlordSees(ownRequest, 'interest'),
      fileAccess: 'granted' as const,
      documents: [
        {
          id: 'doc-1',
          url: '/api/tenant/req-7/files/doc-1',
          title: 'Einkommensnachweis',
          contentType: 'application/pdf',
          kind: 'income' as const,
        },
      ],
    };
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, landlord),
      'GET /api/tenant/req-7': () => json(200, granted),
      'GET /api/favorites/requests': () => json(200, { items: [], total: 0, page: 1, pageSize: 50 }),
      'GET /api/tenant/req-7/files/doc-1': () =>
        new Response(new TextEncoder().encode('%PDF-1.4'), {
          status: 200,
          headers: { 'Content-Type': 'application/pdf' },
        }),
    });
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:doc-1';
    });
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });

    const { user } = await renderApp('/tenant-request-details/req-7');
    const files = (await screen.findByRole('heading', { name: 'Bilder und Dokumente' })).closest(
      'div.rounded-xl',
    ) as HTMLElement;
    expect(within(files).getByText('Zugriff erteilt')).toBeInTheDocument();
    await user.click(within(files).getByRole('button', { name: 'Einkommensnachweis herunterladen' }));

    await vi.waitFor(() => expect(clicks).toHaveLength(1));
    const download = api.to('GET /api/tenant/req-7/files/doc-1')[0]!;
    expect(download.headers.Authorization).toBe('Bearer access-landlord');
    expect(clicks[0]!.download).toBe('Einkommensnachweis.pdf');
    expect(clicks[0]!.href).toBe('blob:doc-1');
    expect(created[0]!.type).toBe('application/pdf');
    expect(await created[0]!.text()).toBe('%PDF-1.4');
  });

  it('shows the gallery from thumbnails and loads the full image only when one is opened', async () => {
    storeSession('landlord-1', 'access-landlord');
    const url = '/api/tenant/req-7/files/img-1';
    const granted = {
      ...tenantRequest,
      fileAccess: 'granted' as const,
      images: [{ id: 'img-1', url, thumbUrl: `${url}?size=thumb` }],
    };
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, landlord),
      'GET /api/tenant/req-7': () => json(200, granted),
      'GET /api/favorites/requests': () => json(200, { items: [], total: 0, page: 1, pageSize: 50 }),
      'GET /api/tenant/req-7/files/img-1': () =>
        new Response(new Uint8Array([82, 73, 70, 70]), { status: 200, headers: { 'Content-Type': 'image/webp' } }),
    });
    const sizes = () => api.to(`GET ${url}`).map((r) => r.url.searchParams.get('size'));

    const { user } = await renderApp('/tenant-request-details/req-7');
    const open = await screen.findByRole('button', { name: 'Bild 1 von 1 öffnen' });
    await vi.waitFor(() => expect(sizes()).toEqual(['thumb']));
    expect(api.to(`GET ${url}`)[0]!.headers.Authorization).toBe('Bearer access-landlord');

    await user.click(open);
    expect(await screen.findByRole('dialog', { name: 'Bild 1 von 1 – Anna Berg' })).toBeInTheDocument();
    await vi.waitFor(() => expect(sizes()).toEqual(['thumb', null]));
  });

  it('shows a browsing landlord no contact field and no "undefined", but when the contact details come', async () => {
    storeSession('landlord-1');
    const browsing = asLandlordSees(
      makeRequest({
        id: 'req-7',
        userId: 'tenant-9',
        firstName: 'Mia',
        lastName: 'Sommer',
        nationality: 'Italienisch',
        profession: 'Ärztin',
        currentPostalCode: '10115',
        currentAddress: 'Parkstraße 1',
        fileAccess: 'public',
        allowedFileView: true,
      }),
      'browse',
    );
    expect(browsing.email).toBeUndefined();
    fakeApi({
      'GET /api/auth/current-user': () => json(200, landlord),
      'GET /api/tenant/req-7': () => json(200, browsing),
      'GET /api/favorites/requests': () => json(200, { items: [], total: 0, page: 1, pageSize: 50 }),
    });
    await renderApp('/tenant-request-details/req-7');
    expect(await screen.findByRole('heading', { level: 2, name: 'Mia S.' })).toBeInTheDocument();
    expect(screen.getByText('Stufe: Stöbern')).toBeInTheDocument();
    const person = screen.getByRole('heading', { name: 'Über Mia' }).closest('div.rounded-xl') as HTMLElement;
    expect(within(person).getByText('Kontaktdaten nach Bewerbung oder Nachricht')).toBeInTheDocument();
    // Neither a row nor a "not stated" label for what the stage withholds.
    expect(within(person).queryByText(/E-Mail|Telefon|Beruf ·|Staatsangehörigkeit|Nicht angegeben/)).toBeNull();
    expect(screen.queryByRole('link', { name: /mailto|@/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Aktuelle Adresse|Parkstraße/)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/undefined|null/);
    expect(screen.getByText('Nachweise, sobald Mia eine deiner Wohnungen mieten möchte.')).toBeInTheDocument();
  });

  it('says in English when a browsing landlord gets the contact details', async () => {
    storeSession('landlord-1');
    fakeApi({
      'GET /api/auth/current-user': () => json(200, landlord),
      'GET /api/tenant/req-7': () => json(200, asLandlordSees({ ...ownRequest, firstName: 'Mia' }, 'browse')),
      'GET /api/favorites/requests': () => json(200, { items: [], total: 0, page: 1, pageSize: 50 }),
    });
    await renderApp('/tenant-request-details/req-7', 'en');
    expect(await screen.findByText('Contact details after an application or message')).toBeInTheDocument();
    expect(screen.getByText('Stage: Browsing')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('undefined');
  });
});
