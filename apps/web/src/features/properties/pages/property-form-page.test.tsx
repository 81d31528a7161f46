import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { AREA_FIXTURE } from '../../../../test/fixtures/area';
import { makeProperty } from '../../../../test/fixtures/property';

const landlord = makeUser({
  id: 'landlord-1',
  role: 'contractor',
  firstName: 'Viktor',
  lastName: 'Vermieter',
  email: 'viktor@example.com',
  telephone: null,
});

describe('property form', () => {
  beforeEach(() => {
    storeSession('landlord-1');
    let n = 0;
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => `blob:preview-${++n}`), revokeObjectURL: vi.fn() }),
    );
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the specification texts under the fields and sends nothing while invalid', async () => {
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, landlord),
      'GET /api/geo/areas': () => json(200, AREA_FIXTURE),
    });
    const { user } = await renderApp('/add-property', 'en');
    const email = await screen.findByRole('textbox', { name: 'Email' }, { timeout: 5000 });
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Viktor');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.type(screen.getByRole('spinbutton', { name: 'Living space (m²)' }), '-5');
    await user.click(screen.getByRole('button', { name: 'List property' }));

    expect(await screen.findByText('Valid email reqiured')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
      'Phone number is required.',
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'Add a property title to get better responses.',
    );
    expect(screen.getByRole('combobox', { name: 'Postal code and place' })).toHaveAccessibleDescription(
      'Please select a valid address first.',
    );
    expect(screen.getByRole('spinbutton', { name: 'Rent (€)' })).toHaveAccessibleDescription('Add an estimated rent');
    expect(screen.getByRole('spinbutton', { name: 'Living space (m²)' })).toHaveAccessibleDescription(
      'Only positive numbers are valid.',
    );
    expect(await screen.findByText('Please fill out all required fields.')).toBeInTheDocument();
    expect(api.to('POST /api/landlord/create')).toHaveLength(0);
  }, 20_000);

  it('sends every field and the images as multipart, confirms and opens the details page', async () => {
    const created = makeProperty({ id: 'new-1', listedBy: 'landlord-1', title: 'Altbau am Park' });
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, landlord),
      'GET /api/geo/areas': () => json(200, AREA_FIXTURE),
      'POST /api/landlord/create': () => json(201, created),
      'GET /api/landlord/new-1': () => json(200, created),
    });
    const { user, router, container } = await renderApp('/add-property', 'de');
    await user.type(await screen.findByRole('textbox', { name: 'Telefonnummer' }, { timeout: 5000 }), '+49 30 1234');
    await user.type(screen.getByRole('textbox', { name: 'Titel' }), 'Altbau am Park');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Art der Immobilie' }), 'House');
    await user.click(screen.getByRole('combobox', { name: 'PLZ und Ort' }));
    await user.keyboard('10117{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Straße und Hausnummer' }), 'Parkweg 3');
    const hide = screen.getByRole('checkbox', { name: 'Genaue Adresse erst nach gebuchter Besichtigung zeigen' });
    expect(hide).not.toBeChecked();
    expect(hide).toHaveAccessibleDescription('Mietinteressenten sehen bis dahin nur Postleitzahl, Ort und Stadtteil.');
    await user.click(hide);
    await user.clear(screen.getByRole('spinbutton', { name: 'Zimmer' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Zimmer' }), '4');
    await user.click(screen.getByRole('switch', { name: 'Haustiere erlaubt' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Kaltmiete (€)' }), '1200');
    await user.type(screen.getByRole('spinbutton', { name: 'Nebenkosten, geschätzt (€)' }), '250');
    expect(screen.getByRole('spinbutton', { name: 'Warmmiete gesamt (€)' })).toHaveValue(1450);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Energieeffizienzklasse' }), 'B');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Art des Ausweises' }), 'demand');
    await user.type(screen.getByRole('spinbutton', { name: 'Baujahr' }), '1910');

    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    const photo = new File(['png'], 'wohnzimmer.png', { type: 'image/png' });
    await user.upload(input, [photo, new File(['jpg'], 'kueche.jpg', { type: 'image/jpeg' })]);
    const previews = screen.getAllByRole('button', { name: /^Bild \d entfernen$/ });
    expect(previews).toHaveLength(2);
    await user.click(previews[1]!);
    expect(screen.getByText('1 von 20 Bildern')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Immobilie inserieren' }));
    await waitFor(() => expect(api.to('POST /api/landlord/create')).toHaveLength(1));
    const body = api.to('POST /api/landlord/create')[0]!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...body.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      // A new listing takes applications, without a limit, unless the landlord says otherwise.
      applicationsOpen: 'true',
      applicationLimit: '',
      // Fair selection stays off unless the landlord switches it on.
      fairSelection: 'false',
      firstName: 'Viktor',
      lastName: 'Vermieter',
      email: 'viktor@example.com',
      phoneNumber: '+49 30 1234',
      title: 'Altbau am Park',
      address: 'Parkweg 3',
      postalCode: '10117',
      hideExactAddress: 'true',
      city: 'Berlin',
      state: 'Berlin',
      propertyType: 'House',
      numberOfRooms: '4',
      numberOfBathrooms: '1',
      isFurnished: 'false',
      isPetFriendly: 'true',
      haveGarage: 'false',
      smokingAllowed: 'false',
      haveTerrace: 'false',
      kitchenFitted: 'false',
      status: 'available',
      rent: '1200',
      additionalCost: '250',
      warmRent: '1450',
      energyCertificateType: 'demand',
      energyEfficiencyClass: 'B',
      yearOfConstruction: '1910',
    });
    expect(body.getAll('images')).toEqual([photo]);

    expect(await screen.findByText('Immobilie hinzugefügt')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/property-details/new-1'), { timeout: 5000 });
    expect(await screen.findByRole('heading', { name: 'Altbau am Park' }, { timeout: 5000 })).toBeInTheDocument();
  }, 20_000);

  it('edits a listing: only removed images are named, new ones added, and the server’s field errors land under the field', async () => {
    const existing = makeProperty({
      id: 'prop-9',
      listedBy: 'landlord-1',
      hideExactAddress: true,
      images: [
        { id: 'img-a', url: '/files/a.webp', thumbUrl: '/files/a-thumb.webp' },
        { id: 'img-b', url: '/files/b.webp', thumbUrl: '/files/b-thumb.webp' },
      ],
    });
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, landlord),
      'GET /api/geo/areas': () => json(200, AREA_FIXTURE),
      'GET /api/landlord/prop-9': () => json(200, existing),
      'PATCH /api/landlord/update/prop-9': () =>
        json(400, {
          code: 'ValidationFailed',
          message: 'Please fill out all required fields.',
          fields: { postalCode: 'Please select a valid address first.' },
        }),
    });
    const { user } = await renderApp('/edit-property/prop-9', 'en');
    expect(await screen.findByRole('textbox', { name: 'Title' }, { timeout: 5000 })).toHaveValue(
      'Helle 3-Zimmer-Wohnung',
    );
    expect(await screen.findByRole('combobox', { name: 'Postal code and place' }, { timeout: 5000 })).toHaveValue(
      '10115 Berlin',
    );
    expect(screen.getByRole('checkbox', { name: 'Show the street only after a booked viewing' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    await user.click(screen.getByRole('button', { name: 'Save property' }));
    await waitFor(() => expect(api.to('PATCH /api/landlord/update/prop-9')).toHaveLength(1));
    const body = api.to('PATCH /api/landlord/update/prop-9')[0]!.body as FormData;
    expect(body.get('removeImageIds')).toBe('img-a');
    expect(body.get('hideExactAddress')).toBe('true');
    expect(body.getAll('images')).toEqual([]);
    expect(await screen.findByRole('combobox', { name: 'Postal code and place' })).toHaveAccessibleDescription(
      'Please select a valid address first.',
    );
    // The server's message once, as a toast.
    expect(
      screen.getByText('Please fill out all required fields.', { selector: '[data-sonner-toast] *' }),
    ).toBeInTheDocument();
  }, 20_000);

  it('asks before leaving with unsaved changes', async () => {
    fakeApi({
      'GET /api/auth/current-user': () => json(200, landlord),
      'GET /api/geo/areas': () => json(200, AREA_FIXTURE),
      'GET /api/landlord/filter': () => json(200, { items: [], total: 0, page: 1, pageSize: 10, fallback: null }),
    });
    const { user, router } = await renderApp('/add-property', 'en');
    await user.type(await screen.findByRole('textbox', { name: 'Title' }, { timeout: 5000 }), 'Loft');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/add-property');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Loft');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', {
        name: 'Discard and leave',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties-list'));
  }, 20_000);
});
