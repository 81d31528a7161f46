import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { createElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Viewing, ViewingInvitation, ViewingSlot } from '@mietmatch/contract';
import i18n from '../../lib/i18n';
import { AppRoot } from '../../app/app-root';
import { createQueryClient } from '../../app/query-client';

const HOUR = 3600 * 1000;
/** A time `hours` from now, whole minutes, for slots that must lie in the future or past. */
export const fromNow = (hours: number) => new Date(Math.floor((Date.now() + hours * HOUR) / 60_000) * 60_000);

const person = (id: string, firstName: string, lastName: string) => ({
  id,
  firstName,
  lastName,
  avatarUrl: null,
});
export const tenantPerson = person('tenant-1', 'Tina', 'Mieterin');
const landlordPerson = person('landlord-1', 'Viktor', 'Vermieter');

export const place = (overrides: Partial<ViewingInvitation['property']> = {}): ViewingInvitation['property'] => ({
  id: 'prop-1',
  title: 'Helle 3-Zimmer-Wohnung',
  address: 'Musterstraße 1',
  postalCode: '10115',
  city: 'Berlin',
  district: 'Mitte',
  addressHidden: false,
  ...overrides,
});

export function makeSlot(overrides: Partial<ViewingSlot> = {}): ViewingSlot {
  return {
    id: 'slot-1',
    propertyId: 'prop-1',
    startsAt: '2026-12-01T16:00:00.000Z',
    endsAt: '2026-12-01T16:30:00.000Z',
    capacity: 1,
    booked: 0,
    note: null,
    ...overrides,
  };
}

export function makeViewing(overrides: Partial<Viewing> = {}): Viewing {
  return {
    id: 'booking-1',
    slotId: 'slot-1',
    propertyId: 'prop-1',
    status: 'booked',
    startsAt: '2026-12-01T16:00:00.000Z',
    endsAt: '2026-12-01T16:30:00.000Z',
    note: null,
    sequence: 0,
    property: place(),
    tenant: tenantPerson,
    landlord: landlordPerson,
    cancelReason: null,
    cancelledBy: null,
    bookedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function makeInvitation(overrides: Partial<ViewingInvitation> = {}): ViewingInvitation {
  return {
    id: 'inv-1',
    propertyId: 'prop-1',
    tenantId: 'tenant-1',
    landlordId: 'landlord-1',
    message: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    property: place({ addressHidden: true, address: '' }),
    landlord: landlordPerson,
    bookingId: null,
    openSlots: 2,
    ...overrides,
  };
}

/** One component inside the app's providers (query client, router, toaster), in German unless told. */
export async function renderInApp(ui: ReactNode, language: 'de' | 'en' = 'de') {
  await i18n.changeLanguage(language);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/thread'] });
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(createElement(AppRoot, { router, queryClient }));
  return { ...view, router, queryClient, user };
}
