import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { AREA_FIXTURE } from '../../../../test/fixtures/area';
import { makeProperty } from '../../../../test/fixtures/property';

const landlord = makeUser({ id: 'landlord-1', role: 'contractor', firstName: 'Viktor', lastName: 'Vermieter' });
const refusal =
  'Listings must not exclude anyone because of origin, nationality, religion, disability, age, sex or sexual identity (AGG). Found: “Keine Ausländer”.';

describe('a listing refused under the AGG', () => {
  beforeEach(() => storeSession('landlord-1'));
  afterEach(() => vi.restoreAllMocks());

  it('shows the server’s text, phrase included, under the description', async () => {
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, landlord),
      'GET /api/geo/areas': () => json(200, AREA_FIXTURE),
      'GET /api/landlord/prop-9': () => json(200, makeProperty({ id: 'prop-9', listedBy: 'landlord-1' })),
      'PATCH /api/landlord/update/prop-9': () =>
        json(400, {
          code: 'ValidationFailed',
          message: 'Please fill out all required fields.',
          fields: { description: refusal },
          agg: { field: 'description', phrase: 'Keine Ausländer' },
        }),
    });
    const { user } = await renderApp('/edit-property/prop-9', 'en');
    await screen.findByRole('textbox', { name: 'Title' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Save property' }));
    await waitFor(() => expect(api.to('PATCH /api/landlord/update/prop-9')).toHaveLength(1));
    expect(await screen.findByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(refusal);
  }, 20_000);
});
