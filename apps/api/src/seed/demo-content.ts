import { availableParallelism } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../db/client.ts';
import type { FileStorage } from '../adapters/storage/file-storage.ts';
import { AVATAR_IMAGES, createImageStore, type ImageStore, PROPERTY_IMAGES } from '../adapters/storage/image-store.ts';
import { hashPassword } from '../lib/password.ts';
import { countPostalCodes } from '../modules/geo/index.ts';
import { findUserByEmail } from '../modules/users/index.ts';
import { seedAccess, seedThreads } from './demo-conversations.ts';
import { seedApplications } from './demo-applications.ts';
import { demoListings } from './demo-listings.ts';
import { demoMembers, seedMembers } from './demo-members.ts';
import { DEMO_LANDLORDS, DEMO_TENANT_EMAIL, DEMO_TENANTS, type DemoMember } from './demo-people.ts';
import { drawAvatar, drawDocument, drawPhoto } from './demo-photos.ts';
import { backdateListing, backdateRequest, dropDemoAlertJobs } from './demo-queries.ts';
import { seededRandom } from './demo-random.ts';
import { demoRequests } from './demo-requests.ts';
import { createSeedServices, SeedClock } from './demo-services.ts';

/** The one seed of the demo's random draws: change it and the whole demo changes. */
const DEMO_SEED = 20_160_004;
export const DEMO_PASSWORD = 'demo1234';
const HOUR = 3_600_000;
/**
 * Sharp encodes on libuv's threads (four by default): one picture per core beside the main thread,
 * which meanwhile imports the postal codes and writes the rows; at least two.
 */
const PICTURE_CONCURRENCY = Math.min(4, Math.max(2, availableParallelism() - 1));

/** Lena Hoffmann exists exactly when the living demo was written (in one transaction): the marker. */
async function livingDemoSeeded(db: Executor): Promise<boolean> {
  return (await findUserByEmail(db, DEMO_LANDLORDS[0]!.email)) !== null;
}

export interface DemoCounts {
  listings: number;
  requests: number;
  threads: number;
  applications: number;
  members: number;
}

/**
 * Runs `work` over the items, `limit` at a time, in order; answers one promise per item at once,
 * so a consumer can take each result as soon as it is there.
 */
function inOrder<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R>[] {
  const settle: { resolve: (r: R) => void; reject: (e: unknown) => void }[] = [];
  const promises = items.map(
    (_, i) =>
      new Promise<R>((resolve, reject) => {
        settle[i] = { resolve, reject };
      }),
  );
  // A failure surfaces where the result is awaited; until then it must not count as unhandled.
  for (const p of promises) p.catch(() => {});
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await work(items[i]!).then(settle[i]!.resolve, settle[i]!.reject);
    }
  };
  for (let k = 0; k < limit; k++) void worker();
  return promises;
}

/**
 * Draws the demo (deterministic) and starts drawing and storing its pictures at once: sharp works
 * off the main thread, so at a first start this overlaps the postal-code import. `write()` then
 * writes every row in one transaction, through the API's services. Null when the demo exists.
 */
export async function prepareLivingDemo(d: { db: Db; storage: FileStorage; log: FastifyBaseLogger; now?: Date }) {
  if (await livingDemoSeeded(d.db)) return null;
  const now = d.now ?? new Date();
  const random = seededRandom(DEMO_SEED);
  const people = demoMembers();
  const landlords = new Map<string, DemoMember>(
    people.filter((p) => p.role === 'contractor').map((p) => [p.member.email, p.member]),
  );
  const listings = demoListings(landlords, random, now);
  const requests = demoRequests(DEMO_TENANTS, random, now);
  const images = createImageStore(d.storage, PROPERTY_IMAGES);
  const avatars = createImageStore(d.storage, AVATAR_IMAGES);

  // Each photo as a landlord's upload (a JPEG), stored the way an upload is: the property service
  // below gets the same buffers and finds them stored already. Avatars first (the members come
  // first), then the photos in the order the listings are written, each listing as soon as its own are.
  const stored = new Map<Buffer, string>();
  const avatarKeys = inOrder([...people.entries()], PICTURE_CONCURRENCY, async ([i, p]) => {
    return [p.member.email, await avatars.save(await drawAvatar(DEMO_SEED + i))] as const;
  });
  const specs = listings.flatMap((l, listing) => l.photos.map((spec) => ({ spec, listing })));
  const shots = inOrder(specs, PICTURE_CONCURRENCY, async ({ spec }) => {
    const jpeg = await drawPhoto(spec);
    stored.set(jpeg, await images.save(jpeg));
    return jpeg;
  });
  const photosOf = (listing: number) => Promise.all(shots.filter((_, i) => specs[i]!.listing === listing));
  const discard = async () => {
    await Promise.allSettled([...avatarKeys, ...shots]);
    await Promise.all([...stored.values()].map((key) => images.remove(key)));
    for (const a of await Promise.allSettled(avatarKeys))
      if (a.status === 'fulfilled') await avatars.remove(a.value[1]);
  };

  return {
    async write(): Promise<DemoCounts | null> {
      if ((await countPostalCodes(d.db)) === 0) {
        d.log.warn('the demo marketplace needs the postal-code table (POSTAL_CODES_FILE): not seeded');
        await discard();
        return null;
      }
      const prepared: ImageStore = { ...images, save: async (data) => stored.get(data) ?? images.save(data) };
      const documents = [
        { title: 'Gehaltsnachweis (Beispiel)', kind: 'income' as const, data: await drawDocument(DEMO_SEED + 1) },
        {
          title: 'Mietschuldenfreiheitsbescheinigung (Beispiel)',
          kind: 'previousLandlord' as const,
          data: await drawDocument(DEMO_SEED + 2),
        },
      ];
      const passwordHash = await hashPassword(DEMO_PASSWORD);
      try {
        return await d.db.transaction(async (tx) => {
          // The services take the database; a transaction is one (their own transactions become savepoints).
          const db = tx as unknown as Db;
          if (await livingDemoSeeded(db)) return null;
          const clock = new SeedClock(now);
          const s = createSeedServices({ db, clock, images: prepared, storage: d.storage, log: d.log });
          const members = await seedMembers(db, passwordHash, new Map(await Promise.all(avatarKeys)), now);
          const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
          const listingIds: { id: string; owner: string; city: string }[] = [];
          for (const [i, l] of listings.entries()) {
            clock.set(ago(l.ageHours));
            const { row } = await s.properties.create(members.get(l.ownerEmail)!, l.fields, await photosOf(i));
            await backdateListing(db, row.id, ago(l.ageHours));
            listingIds.push({ id: row.id, owner: l.ownerEmail, city: l.fields.city! });
          }
          const requestIds: { id: string; owner: string; city: string }[] = [];
          for (const r of requests) {
            clock.set(ago(r.ageHours));
            // The demo tenant's first request keeps its documents private: landlords ask for access.
            const first = r.ownerEmail === DEMO_TENANT_EMAIL && requestIds.every((x) => x.owner !== DEMO_TENANT_EMAIL);
            const fields = first ? { ...r.fields, allowedFileView: false } : r.fields;
            const { row } = await s.requests.create(members.get(r.ownerEmail)!, fields, [], first ? documents : []);
            await backdateRequest(db, row.id, ago(r.ageHours));
            requestIds.push({ id: row.id, owner: r.ownerEmail, city: r.fields.targetCity! });
          }
          const find = (list: typeof listingIds) => (owner: string, city: string) =>
            list.find((x) => x.owner === owner && x.city === city)!.id;
          await seedAccess(s, clock, members, now);
          const threads = await seedThreads(
            s,
            clock,
            members,
            { requestOf: find(requestIds), listingOf: find(listingIds) },
            now,
          );
          const applications = await seedApplications(
            s,
            clock,
            members,
            { requestOf: find(requestIds), listingOf: find(listingIds) },
            now,
          );
          await dropDemoAlertJobs(
            db,
            listingIds.map((x) => x.id),
            requestIds.map((x) => x.id),
          );
          return {
            listings: listingIds.length,
            requests: requestIds.length,
            threads,
            applications,
            members: members.size,
          };
        });
      } catch (err) {
        await discard().catch(() => {});
        throw err;
      }
    },
  };
}
