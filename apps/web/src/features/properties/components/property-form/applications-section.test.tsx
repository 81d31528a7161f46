import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Property } from '@mietmatch/contract';
import { fakeApi, json, makeUser, storeSession } from '../../../../../test/fake-api';
import { renderApp } from '../../../../../test/render-app';
import { AREA_FIXTURE } from '../../../../../test/fixtures/area';
import { makeProperty } from '../../../../../test/fixtures/property';

const landlord = makeUser({
  id: 'landlord-1',
  role: 'contractor',
  firstName: 'Viktor',
  lastName: 'Vermieter',
  telephone: '+49 30 1234',
});

const applicationsSwitch = () => screen.getByRole('switch', { name: 'Nimmt Bewerbungen an' });
const limitField = () => screen.getByRole('spinbutton', { name: 'Höchstens so viele offene Bewerbungen' });
const limitText = 'Gib eine ganze Zahl von 1 bis 1.000 ein oder lass das Feld für keine Grenze leer.';

/** The listing `prop-9` as its owner gets it; saving answers with `saved`. */
function editRoutes(overrides: Partial<Property>, saved: () => Response = () => json(200, existing(overrides))) {
  return fakeApi({
    'GET /api/auth/current-user': () => json(200, landlord),
    'GET /api/geo/areas': () => json(200, AREA_FIXTURE),
    'GET /api/landlord/prop-9': () => json(200, existing(overrides)),
    'PATCH /api/landlord/update/prop-9': saved,
  });
}
const existing = (overrides: Partial<Property>) => makeProperty({ id: 'prop-9', listedBy: 'landlord-1', ...overrides });

async function saveEdit(user: UserEvent, api: ReturnType<typeof fakeApi>) {
  await user.click(screen.getByRole('button', { name: 'Immobilie speichern' }));
  await waitFor(() => expect(api.to('PATCH /api/landlord/update/prop-9')).toHaveLength(1));
  return api.to('PATCH /api/landlord/update/prop-9')[0]!.body as FormData;
}

describe('the property form’s applications', () => {
  beforeEach(() => storeSession('landlord-1'));
  afterEach(() => vi.restoreAllMocks());

  it('sends a new listing’s switch and limit as the form holds them', async () => {
    const created = makeProperty({ id: 'new-1', listedBy: 'landlord-1' });
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, landlord),
      'GET /api/geo/areas': () => json(200, AREA_FIXTURE),
      'POST /api/landlord/create': () => json(201, created),
      'GET /api/landlord/new-1': () => json(200, created),
    });
    const { user } = await renderApp('/add-property', 'de');
    await user.type(await screen.findByRole('textbox', { name: 'Titel' }, { timeout: 5000 }), 'Altbau am Park');
    await user.click(screen.getByRole('combobox', { name: 'PLZ und Ort' }));
    await user.keyboard('10117{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Straße und Hausnummer' }), 'Parkweg 3');
    await user.type(screen.getByRole('spinbutton', { name: 'Kaltmiete (€)' }), '1200');
    expect(applicationsSwitch()).toBeChecked();
    expect(limitField()).toHaveValue(null);
    await user.click(applicationsSwitch());
    expect(applicationsSwitch()).not.toBeChecked();
    await user.type(limitField(), '12');

    await user.click(screen.getByRole('button', { name: 'Immobilie inserieren' }));
    await waitFor(() => expect(api.to('POST /api/landlord/create')).toHaveLength(1));
    const body = api.to('POST /api/landlord/create')[0]!.body as FormData;
    expect(body.getAll('applicationsOpen')).toEqual(['false']);
    expect(body.getAll('applicationLimit')).toEqual(['12']);
  }, 20_000);

  it('leaves an untouched switch out of an edit, so a full listing does not switch itself off', async () => {
    const api = editRoutes({ applicationsOpen: false, applicationsEnabled: true, applicationLimit: 3 });
    const { user } = await renderApp('/edit-property/prop-9', 'de');
    await waitFor(() => expect(limitField()).toHaveValue(3), { timeout: 5000 });
    // The owner's own switch, not "takes applications now" (false: the limit is reached).
    expect(applicationsSwitch()).toBeChecked();
    const body = await saveEdit(user, api);
    expect(body.has('applicationsOpen')).toBe(false);
    expect(body.getAll('applicationLimit')).toEqual(['3']);
  }, 20_000);

  it('sends the switch of an edit once the landlord turns it', async () => {
    const api = editRoutes({ applicationsOpen: false, applicationsEnabled: true, applicationLimit: 3 });
    const { user } = await renderApp('/edit-property/prop-9', 'de');
    await waitFor(() => expect(limitField()).toHaveValue(3), { timeout: 5000 });
    await user.click(applicationsSwitch());
    expect(applicationsSwitch()).not.toBeChecked();
    const body = await saveEdit(user, api);
    expect(body.getAll('applicationsOpen')).toEqual(['false']);
  }, 20_000);

  it('opens with the switch off when the owner turned it off', async () => {
    const api = editRoutes({ applicationsOpen: false, applicationsEnabled: false, applicationLimit: null });
    const { user } = await renderApp('/edit-property/prop-9', 'de');
    await screen.findByRole('textbox', { name: 'Titel' }, { timeout: 5000 });
    await waitFor(() => expect(applicationsSwitch()).not.toBeChecked());
    await user.click(applicationsSwitch());
    const body = await saveEdit(user, api);
    expect(body.getAll('applicationsOpen')).toEqual(['true']);
  }, 20_000);

  it('says why an older answer’s switch may be off: the limit may be reached', async () => {
    editRoutes({ applicationsOpen: false, applicationLimit: 3 });
    await renderApp('/edit-property/prop-9', 'de');
    await waitFor(() => expect(limitField()).toHaveValue(3), { timeout: 5000 });
    expect(applicationsSwitch()).not.toBeChecked();
    expect(applicationsSwitch()).toHaveAccessibleDescription(/Höchstzahl offener Bewerbungen ist erreicht/);
  }, 20_000);

  it('sends an emptied limit as empty, so the server drops it', async () => {
    const api = editRoutes({ applicationsOpen: true, applicationsEnabled: true, applicationLimit: 5 });
    const { user } = await renderApp('/edit-property/prop-9', 'de');
    await waitFor(() => expect(limitField()).toHaveValue(5), { timeout: 5000 });
    await user.clear(limitField());
    const body = await saveEdit(user, api);
    expect(body.getAll('applicationLimit')).toEqual(['']);
  }, 20_000);

  it('shows the server’s limit error under the limit field', async () => {
    const api = editRoutes({ applicationsOpen: true, applicationsEnabled: true, applicationLimit: 5 }, () =>
      json(400, {
        code: 'ValidationFailed',
        message: 'Bitte fülle alle Pflichtfelder aus.',
        fields: { applicationLimit: limitText },
      }),
    );
    const { user } = await renderApp('/edit-property/prop-9', 'de');
    await waitFor(() => expect(limitField()).toHaveValue(5), { timeout: 5000 });
    expect(limitField()).not.toHaveAccessibleDescription(expect.stringContaining(limitText));
    await saveEdit(user, api);
    await waitFor(() => expect(limitField()).toHaveAccessibleDescription(expect.stringContaining(limitText)));
    expect(limitField()).toHaveAttribute('aria-invalid', 'true');
  }, 20_000);
});
