import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REQUEST_DOCUMENTS, MAX_REQUEST_IMAGES, tenantRequestFieldsSchema } from '@mietmatch/contract';
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

let t: TestContext;
let tenant: LoggedIn;
let image: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
  image = await pngImage();
});
afterAll(() => t.close());

/** Every field of the form filled, as the web app sends it. */
const everyField = () => ({
  ...requestForm(),
  targetState: 'Berlin',
  relationshipStatus: 'Married',
  animalsInfo: 'Eine Katze',
  numberOfChildren: '1',
  childrenInfo: 'Ein Kind, 4 Jahre',
  numberOfVehicles: '1',
  additionalCost: '200',
  garageRequired: 'true',
  smokingAllowed: 'false',
  needTerrace: 'true',
  kitchenFitted: 'true',
  isFurnished: 'false',
  isPetFriendly: 'true',
  allowedFileView: 'false',
  alertsEnabled: 'true',
  propertyType: 'Apartment',
  requiredRooms: '3',
  currentPostalCode: '14467',
  currentAddress: 'Am Kanal 1',
  residentialPreferences: 'Ruhig, nah an der S-Bahn',
  numberOfBathrooms: '1',
  squareMeters: '80',
  radius: '5',
  lat: '52.53',
  lng: '13.38',
  status: 'available',
  notes: 'Einzug ab Juni',
  employer: 'Stadtwerke Potsdam',
  incomeBand: '2500to3500',
});

function send(images: number, documents: number, extraFields: Record<string, string> = {}) {
  const body = multipart(
    { ...everyField(), ...extraFields },
    {
      images: Array.from({ length: images }, (_, i) => ({ data: image, filename: `bild-${i}.png`, type: 'image/png' })),
      documents: Array.from({ length: documents }, (_, i) => ({
        data: pdfDocument(`Dokument ${i}`),
        filename: `dok-${i}.pdf`,
        type: 'application/pdf',
      })),
    },
    { documentTitles: Array.from({ length: documents }, (_, i) => `Nachweis ${i + 1}`) },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/tenant/create-tenant-request',
    payload: body.payload,
    headers: { ...tenant.headers, ...body.headers, 'accept-language': 'en' },
  });
}

describe('a request at the upload limits', () => {
  it('every field, 10 images and 20 titled documents are published', async () => {
    expect(Object.keys(everyField()).length).toBe(Object.keys(tenantRequestFieldsSchema.shape).length);
    const res = await send(MAX_REQUEST_IMAGES, MAX_REQUEST_DOCUMENTS);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      targetCity: 'Berlin',
      targetState: 'Berlin',
      targetPostalCode: ['10115', '10117'],
    });
    expect(created.images).toHaveLength(10);
    expect(created.documents).toHaveLength(20);
    expect(created.documents.map((d: { title: string }) => d.title)).toContain('Nachweis 20');
  });

  it('one file more than the form allows is named as too many files, not as a file too large', async () => {
    const res = await send(MAX_REQUEST_IMAGES + 1, MAX_REQUEST_DOCUMENTS);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'TooManyFiles' });
    expect(res.json().message).not.toContain('10 MB');
    expect(res.json().message).toContain('10 images and 20 documents');
  });

  it('too many fields are named as such', async () => {
    const junk = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`extra${i}`, 'x']));
    const res = await send(0, 0, junk);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'TooManyFields', message: 'The form has too many fields.' });
  });
});
