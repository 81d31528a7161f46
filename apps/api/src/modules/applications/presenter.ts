import type { Application, MyApplication } from '@mietmatch/contract';
import type { ApplicationRow } from '../../db/schema/index.ts';
import type { ImageStore } from '../../adapters/storage/image-store.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The application as both sides read it; `answer` is the landlord's own words (null: none given). */
export function presentApplication(row: ApplicationRow): Application {
  return {
    id: row.id,
    status: row.status,
    propertyId: row.propertyId,
    requestId: row.requestId,
    createdAt: row.createdAt.toISOString(),
    message: row.message,
    answeredAt: iso(row.answeredAt),
    statusChangedAt: row.statusChangedAt.toISOString(),
    answer: row.answer,
    expiresAt: iso(row.expiresAt),
    closedReason: row.closedReason,
    interestAt: iso(row.interestAt),
    offerAcceptedAt: iso(row.offerAcceptedAt),
  };
}

/** One row of the tenant's list: the application with its listing as it is now (or its title, once deleted). */
export interface MyApplicationRow {
  application: ApplicationRow;
  city: string | null;
  postalCode: string | null;
  rentCents: number | null;
  warmRentCents: number | null;
  imageKey: string | null;
}

const euros = (cents: number | null) => (cents === null ? null : cents / 100);

export function presentMyApplication(r: MyApplicationRow, images: Pick<ImageStore, 'urls'>): MyApplication {
  const listed = r.application.propertyId !== null;
  return {
    ...presentApplication(r.application),
    property: {
      id: r.application.propertyId,
      title: r.application.propertyTitle,
      city: listed ? r.city : null,
      postalCode: listed ? r.postalCode : null,
      rent: listed ? euros(r.rentCents) : null,
      warmRent: listed ? euros(r.warmRentCents) : null,
      imageUrl: r.imageKey ? images.urls(r.imageKey).thumbUrl : null,
    },
  };
}
