import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import type { BusinessDetails, User } from '@mietmatch/contract';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';

configure({ asyncUtilTimeout: 5000 });

const privateDetails: BusinessDetails = {
  isBusiness: false,
  name: null,
  address: null,
  phone: null,
  email: null,
  tradeRegister: null,
  noTradeRegister: false,
  certifiedAt: null,
  checkedAt: null,
};
const landlord = (businessDetails: BusinessDetails = privateDetails): User =>
  makeUser({ id: 'landlord-1', role: 'contractor', businessDetails });

async function providerSection() {
  const { user } = await renderApp('/profile-view');
  const section = (await screen.findByRole('heading', { name: 'Anbieter' })).closest('form') as HTMLElement;
  return { user, section };
}

/** "Anbieter" on a landlord's profile: privately or as a business (DSA Art. 30). */
describe('the provider section', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('saves a business with every detail and the self-certification, which must be ticked', async () => {
    storeSession('landlord-1');
    let saved = landlord();
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, saved),
      'PATCH /api/auth/update-profile': (request) => {
        const { businessDetails } = request.body as { businessDetails: Record<string, unknown> };
        saved = landlord({
          ...privateDetails,
          ...(businessDetails as Partial<BusinessDetails>),
          tradeRegister: null,
          certifiedAt: '2026-11-28T10:00:00.000Z',
        });
        return json(200, saved);
      },
    });
    const { user, section } = await providerSection();
    expect(within(section).getByRole('radio', { name: 'Privat' })).toBeChecked();
    expect(within(section).queryByLabelText('Name des Unternehmens')).not.toBeInTheDocument();

    await user.click(within(section).getByRole('radio', { name: 'Gewerblich' }));
    await user.type(within(section).getByLabelText('Name des Unternehmens'), 'Wohnbau Nord GmbH');
    await user.type(within(section).getByLabelText('Geschäftsanschrift'), 'Hafenstraße 1, 20095 Hamburg');
    await user.type(within(section).getByLabelText('Telefon'), '+49 40 123456');
    await user.type(within(section).getByLabelText('E-Mail'), 'info@wohnbau-nord.example');
    await user.click(within(section).getByRole('button', { name: 'Anbieterangaben speichern' }));

    // Nothing goes out while a detail or the certification is missing; each field says what it needs.
    expect(
      await within(section).findByText('Gib den Handelsregistereintrag an oder bestätige, dass es keinen gibt.'),
    ).toBeInTheDocument();
    expect(
      within(section).getByText(
        'Bitte bestätige, dass du nur Angebote einstellst, die geltendem EU-Recht entsprechen.',
      ),
    ).toBeInTheDocument();
    expect(api.to('PATCH /api/auth/update-profile')).toHaveLength(0);

    await user.click(within(section).getByRole('checkbox', { name: 'Nicht im Handelsregister eingetragen' }));
    expect(within(section).getByLabelText('Handelsregistereintrag')).toBeDisabled();
    await user.click(
      within(section).getByRole('checkbox', {
        name: /Ich bestätige, dass ich nur Angebote einstelle, die geltendem EU-Recht entsprechen\./,
      }),
    );
    await user.click(within(section).getByRole('button', { name: 'Anbieterangaben speichern' }));

    expect(await screen.findByText('Anbieterangaben gespeichert')).toBeInTheDocument();
    const [sent] = api.to('PATCH /api/auth/update-profile');
    expect(sent!.body).toEqual({
      businessDetails: {
        isBusiness: true,
        name: 'Wohnbau Nord GmbH',
        address: 'Hafenstraße 1, 20095 Hamburg',
        phone: '+49 40 123456',
        email: 'info@wohnbau-nord.example',
        tradeRegister: '',
        noTradeRegister: true,
        selfCertified: true,
      },
    });
    expect(within(section).getByText('Noch nicht geprüft')).toBeInTheDocument();
    // Saved: the certification is asked for again with the next change.
    expect(within(section).getByRole('checkbox', { name: /geltendem EU-Recht/ })).not.toBeChecked();
  });

  it('shows a checked business with its details and the date of the check', async () => {
    storeSession('landlord-1');
    fakeApi({
      'GET /api/auth/current-user': () =>
        json(
          200,
          landlord({
            isBusiness: true,
            name: 'Wohnbau Nord GmbH',
            address: 'Hafenstraße 1, 20095 Hamburg',
            phone: '+49 40 123456',
            email: 'info@wohnbau-nord.example',
            tradeRegister: 'HRB 12345',
            noTradeRegister: false,
            certifiedAt: '2026-11-20T10:00:00.000Z',
            checkedAt: '2026-11-21T10:00:00.000Z',
          }),
        ),
    });
    const { section } = await providerSection();
    expect(within(section).getByRole('radio', { name: 'Gewerblich' })).toBeChecked();
    expect(within(section).getByLabelText('Handelsregistereintrag')).toHaveValue('HRB 12345');
    expect(within(section).getByText('Geprüft am 21.11.2026')).toBeInTheDocument();
  });

  it('puts the server’s field messages under the fields', async () => {
    storeSession('landlord-1');
    fakeApi({
      'GET /api/auth/current-user': () => json(200, landlord()),
      'PATCH /api/auth/update-profile': () =>
        json(400, {
          code: 'ValidationFailed',
          message: 'Bitte fülle alle Pflichtfelder aus.',
          fields: { 'businessDetails.email': 'Diese Adresse nimmt der Server nicht.' },
        }),
    });
    const { user, section } = await providerSection();
    await user.click(within(section).getByRole('radio', { name: 'Gewerblich' }));
    await user.type(within(section).getByLabelText('Name des Unternehmens'), 'Wohnbau Nord GmbH');
    await user.type(within(section).getByLabelText('Geschäftsanschrift'), 'Hafenstraße 1, 20095 Hamburg');
    await user.type(within(section).getByLabelText('Telefon'), '+49 40 123456');
    await user.type(within(section).getByLabelText('E-Mail'), 'info@wohnbau-nord.example');
    await user.type(within(section).getByLabelText('Handelsregistereintrag'), 'HRB 12345');
    await user.click(within(section).getByRole('checkbox', { name: /geltendem EU-Recht/ }));
    await user.click(within(section).getByRole('button', { name: 'Anbieterangaben speichern' }));
    expect(await within(section).findByText('Diese Adresse nimmt der Server nicht.')).toBeInTheDocument();
  });

  it('is not there for tenants', async () => {
    storeSession('tenant-1');
    fakeApi({ 'GET /api/auth/current-user': () => json(200, makeUser({ id: 'tenant-1', role: 'client' })) });
    await renderApp('/profile-view');
    expect(await screen.findByRole('heading', { name: 'Persönliche Angaben' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Anbieter' })).not.toBeInTheDocument();
  });
});
