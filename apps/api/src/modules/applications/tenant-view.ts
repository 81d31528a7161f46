import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { ApplicationStatus, MyApplication } from '@mietmatch/contract';
import type { Executor } from '../../db/client.ts';
import { applications, properties, propertyImages } from '../../db/schema/index.ts';
import type { ImageStore } from '../../adapters/storage/image-store.ts';
import { isUuid } from '../../lib/uuid.ts';
import { presentMyApplication } from './presenter.ts';

/** The tenant's view of applications by id, in the order asked (the live event carries it). */
export type MyApplicationLoader = (ids: string[]) => Promise<MyApplication[]>;

const firstImage = sql<string | null>`(select ${propertyImages.storageKey} from ${propertyImages}
  where ${propertyImages.propertyId} = ${applications.propertyId} order by ${propertyImages.position} limit 1)`;

/** Applications with their listing's summary and first image, as the tenant's list shows them. */
function rowsWhere(db: Executor, where: SQL | undefined) {
  return db
    .select({
      application: applications,
      city: properties.city,
      postalCode: properties.postalCode,
      rentCents: properties.rentCents,
      warmRentCents: properties.warmRentCents,
      imageKey: firstImage,
    })
    .from(applications)
    .leftJoin(properties, eq(properties.id, applications.propertyId))
    .where(where);
}

/** The tenant's applications, newest first. */
export async function tenantPage(
  db: Executor,
  images: Pick<ImageStore, 'urls'>,
  tenantId: string,
  f: { status?: ApplicationStatus; page: number; pageSize: number },
) {
  const where = and(eq(applications.tenantId, tenantId), f.status ? eq(applications.status, f.status) : undefined);
  const [rows, [total]] = await Promise.all([
    rowsWhere(db, where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db.select({ n: count() }).from(applications).where(where),
  ]);
  return { items: rows.map((r) => presentMyApplication(r, images)), total: total?.n ?? 0 };
}

export function myApplicationLoader(db: Executor, images: Pick<ImageStore, 'urls'>): MyApplicationLoader {
  return async (ids) => {
    const wanted = ids.filter(isUuid);
    if (wanted.length === 0) return [];
    const rows = await rowsWhere(db, inArray(applications.id, wanted));
    const byId = new Map(rows.map((r) => [r.application.id, presentMyApplication(r, images)]));
    return wanted.flatMap((id) => byId.get(id) ?? []);
  };
}
