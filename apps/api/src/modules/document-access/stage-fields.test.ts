import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_KIND_STAGE,
  FIELD_STAGE,
  NEVER_TO_LANDLORDS,
  reaches,
  type RequestStage,
  type StagedField,
} from '@mietmatch/contract';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import {
  createLoggedInUser,
  multipart,
  pdfDocument,
  pngImage,
  requestForm,
  seedPostalCodes,
  type LoggedIn,
} from '../../../test/factories.ts';
import { fullListing, listProperty, matchPlace, wishAll } from '../../../test/match-factories.ts';
import { applied, moveTo, pipeline } from '../../../test/application-factories.ts';

/**
 * Every request field × every stage × every answer that carries a request: what a landlord gets
 * of a tenant is cut to the stage they reached (contract request-stages.ts).
 */
let t: TestContext;
let landlord: LoggedIn;
let propertyId: string;
let place: { city: string; postalCode: string };
const tenants = {} as Record<RequestStage, { tenant: LoggedIn; requestId: string; lastName: string }>;

const BROWSE_FIELDS = ['firstName', 'avatar', 'numberOfResidents', 'numberOfChildren', 'animalsInfo', 'maxPrice'];

const get = (who: LoggedIn, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
const post = (who: LoggedIn, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });

async function tenantAt(stage: RequestStage, n: number) {
  const lastName = `Stufe${n}`;
  const tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client', firstName: 'Mia', lastName });
  const form = multipart(
    requestForm({
      ...wishAll(place),
      lastName,
      email: `mia.${n}@example.test`,
      nationality: 'italienisch',
      relationshipStatus: 'Married',
      profession: 'Ärztin',
      employer: 'Charité',
      incomeBand: '3500to5000',
      currentPostalCode: '10115',
      currentAddress: 'Altweg 3',
      animalsInfo: 'Eine Katze',
      notes: `stage ${stage}`,
    }),
    {
      images: { data: await pngImage(), filename: 'bild.png', type: 'image/png' },
      documents: [
        { data: pdfDocument('Gehalt'), filename: 'gehalt.pdf', type: 'application/pdf' },
        { data: pdfDocument('Ausweis'), filename: 'ausweis.pdf', type: 'application/pdf' },
      ],
    },
    { documentTitles: ['Gehalt', 'Ausweis'], documentKinds: ['income', 'identity'] },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tenant/create-tenant-request',
    payload: form.payload,
    headers: { ...tenant.headers, ...form.headers },
  });
  expect(res.statusCode, res.body).toBe(201);
  const requestId = res.json().id as string;
  if (stage !== 'browse') {
    const id = await applied(t, tenant, propertyId, requestId);
    if (stage === 'interest') expect((await post(tenant, `/api/applications/${id}/interest`)).statusCode).toBe(200);
    if (stage === 'contract') {
      expect((await moveTo(t, landlord, id, 'offered')).statusCode).toBe(200);
      expect((await post(tenant, `/api/applications/${id}/accept`)).statusCode).toBe(200);
    }
  }
  tenants[stage] = { tenant, requestId, lastName };
}

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  place = await matchPlace(t, 'Stufenfeld', '24911');
  landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
  propertyId = await listProperty(t, landlord, fullListing(place));
  const stages: RequestStage[] = ['browse', 'contact', 'interest', 'contract'];
  for (const [i, stage] of stages.entries()) await tenantAt(stage, i);
  // The landlord writes first to the browsing tenant: writing alone releases nothing.
  const started = await post(landlord, '/api/inquiry/create-inbox', {
    recipientId: tenants.browse.tenant.user.id,
    subjectType: 'request',
    subjectId: tenants.browse.requestId,
    message: 'Guten Tag, meine Wohnung könnte passen.',
  });
  expect(started.statusCode, started.body).toBe(200);
  for (const { requestId } of Object.values(tenants)) {
    expect((await post(landlord, `/api/favorites/request/${requestId}`)).statusCode).toBe(200);
  }
}, 60_000);
afterAll(() => t.close());

type Answer = Record<string, unknown> & { id: string };

/** Each answer that carries a request, as the landlord gets it, by request id. */
const answers: Record<string, () => Promise<Map<string, Answer>>> = {
  details: async () => {
    const all = await Promise.all(
      Object.values(tenants).map(async ({ requestId }) => (await get(landlord, `/api/tenant/${requestId}`)).json()),
    );
    return new Map(all.map((a) => [a.id, a]));
  },
  search: async () => {
    const res = await get(landlord, `/api/tenant/filter?city=${place.city}&pageSize=50`);
    return new Map(res.json().items.map((a: Answer) => [a.id, a]));
  },
  favourites: async () => {
    const res = await get(landlord, '/api/favorites/requests?pageSize=50');
    return new Map(res.json().items.map((a: Answer) => [a.id, a]));
  },
  matches: async () => {
    const res = await get(landlord, `/api/matches/properties/${propertyId}?pageSize=50`);
    expect(res.statusCode, res.body).toBe(200);
    return new Map(res.json().items.map((m: { request: Answer }) => [m.request.id, m.request]));
  },
  applications: async () => {
    const res = await pipeline(t, landlord, propertyId, '?pageSize=50');
    return new Map(res.json().items.map((a: { request: Answer }) => [a.request.id, a.request]));
  },
};

describe('a landlord sees a tenant’s request in stages', () => {
  for (const [answer, read] of Object.entries(answers)) {
    for (const stage of ['browse', 'contact', 'interest', 'contract'] as RequestStage[]) {
      // The pipeline holds only applicants: a browsing tenant never applied.
      if (answer === 'applications' && stage === 'browse') continue;
      it(`${answer} at the ${stage} stage`, async () => {
        const { requestId, lastName } = tenants[stage];
        const seen = (await read()).get(requestId);
        expect(seen, `${answer} lists the request`).toBeDefined();
        expect(seen!.stage).toBe(stage);
        for (const field of BROWSE_FIELDS) expect(seen, field).toHaveProperty(field);
        for (const field of NEVER_TO_LANDLORDS) expect(seen, field).not.toHaveProperty(field);
        for (const [field, needed] of Object.entries(FIELD_STAGE) as [StagedField, RequestStage][]) {
          if (field === 'lastName') {
            expect(seen!.lastName).toBe(reaches(stage, needed) ? lastName : 'S.');
          } else if (reaches(stage, needed)) {
            expect(seen![field], `${field} from ${needed}`).not.toBeUndefined();
          } else {
            expect(seen, `${field} below ${needed}`).not.toHaveProperty(field);
          }
        }
        const documents = (seen!.documents as { title: string; kind: keyof typeof DOCUMENT_KIND_STAGE }[]).map(
          (d) => d.title,
        );
        expect(documents).toEqual(
          [
            ['Gehalt', 'income'],
            ['Ausweis', 'identity'],
          ]
            .filter(([, kind]) => reaches(stage, DOCUMENT_KIND_STAGE[kind as 'income']))
            .map(([title]) => title),
        );
        expect((seen!.images as unknown[]).length).toBe(reaches(stage, 'contact') ? 1 : 0);
      });
    }
  }

  it('the files follow the stage at the moment of the request', async () => {
    const [{ documents }, owned] = [
      (await get(tenants.contract.tenant, `/api/tenant/${tenants.contract.requestId}`)).json(),
      (await get(tenants.interest.tenant, `/api/tenant/${tenants.interest.requestId}`)).json(),
    ];
    const [income, identity] = documents as { url: string }[];
    expect((await get(landlord, income!.url)).statusCode).toBe(200);
    expect((await get(landlord, identity!.url)).statusCode).toBe(200);
    const [interestIncome, interestIdentity] = owned.documents as { url: string }[];
    expect((await get(landlord, interestIncome!.url)).statusCode).toBe(200);
    expect((await get(landlord, interestIdentity!.url)).statusCode).toBe(404);
    const browse = (await get(tenants.browse.tenant, `/api/tenant/${tenants.browse.requestId}`)).json();
    expect((await get(landlord, browse.images[0].url)).statusCode).toBe(404);
    expect((await get(landlord, browse.documents[0].url)).statusCode).toBe(404);
  });

  it('the owner sees the whole request, nationality and relationship status included', async () => {
    const own = (await get(tenants.browse.tenant, `/api/tenant/${tenants.browse.requestId}`)).json();
    expect(own).toMatchObject({
      stage: 'contract',
      nationality: 'italienisch',
      relationshipStatus: 'Married',
      employer: 'Charité',
      incomeBand: '3500to5000',
    });
    expect(own.documents.map((d: { kind: string }) => d.kind)).toEqual(['income', 'identity']);
  });

  it('the thread and the landlord’s export name a browsing tenant “Mia S.”, a tenant who applied in full', async () => {
    const inboxes = (await get(landlord, '/api/inquiry/inboxes?filter=all')).json();
    const list = (inboxes.items ?? inboxes.inboxes) as { otherMember: { id: string; lastName: string } }[];
    const thread = list.find((i) => i.otherMember.id === tenants.browse.tenant.user.id);
    expect(thread?.otherMember.lastName).toBe('S.');

    const res = await get(landlord, '/api/account/export');
    expect(res.statusCode).toBe(200);
    const json = strFromU8(unzipSync(new Uint8Array(res.rawPayload))['account.json']!);
    expect(json).toContain('"Mia S."');
    expect(json).not.toContain(tenants.browse.lastName);
    expect(json).not.toContain('italienisch');
  });

  it('a declined application takes the interest stage back at once', async () => {
    const { tenant, requestId } = tenants.interest;
    const page = (await pipeline(t, landlord, propertyId, '?pageSize=50')).json();
    const mine = page.items.find((a: { request: { id: string } }) => a.request.id === requestId);
    expect((await moveTo(t, landlord, mine.id, 'declined')).statusCode).toBe(200);
    const seen = (await get(landlord, `/api/tenant/${requestId}`)).json();
    expect(seen).toMatchObject({ stage: 'contact', documents: [] });
    expect(seen).not.toHaveProperty('incomeBand');
    expect((await get(tenant, '/api/document-access')).json().items).toEqual([
      expect.objectContaining({ landlordId: landlord.user.id, status: 'removed' }),
    ]);
  });
});
