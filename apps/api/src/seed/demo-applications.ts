import type { UserRow } from '../db/schema/index.ts';
import { DEMO_EMAIL_DOMAIN, DEMO_LANDLORD_EMAIL, DEMO_TENANT_EMAIL } from './demo-people.ts';
import type { SeedClock, SeedServices } from './demo-services.ts';

const HOUR = 3_600_000;
const at = (name: string) => `${name}@${DEMO_EMAIL_DOMAIN}`;

interface Script {
  tenant: string;
  hoursAgo: number;
  message?: string;
  /** The landlord's answer, some hours later. */
  answer?: { status: 'shortlisted' | 'declined'; hoursLater: number };
}

/** Applicants to the demo landlord's first Berlin flat: his pipeline has something in every early column. */
const TO_DEMO_LANDLORD: Script[] = [
  {
    tenant: at('jonas.weber'),
    hoursAgo: 70,
    message: 'Guten Tag, ich arbeite in Mitte und suche langfristig. Unterlagen sind vollständig.',
    answer: { status: 'shortlisted', hoursLater: 5 },
  },
  { tenant: at('lea.fischer'), hoursAgo: 50, message: 'Wir sind ein ruhiges Paar ohne Haustiere.' },
  { tenant: at('priya.sharma'), hoursAgo: 30, message: 'Hello! I start a new position in Berlin next month.' },
  { tenant: at('james.oconnor'), hoursAgo: 20 },
  { tenant: at('emre.demir'), hoursAgo: 90, answer: { status: 'declined', hoursLater: 20 } },
  { tenant: at('sofia.rossi'), hoursAgo: 6, message: 'Would a viewing this week be possible?' },
];

/**
 * Applications through the app's own services: applicants to the demo landlord's Berlin flat, and the
 * demo tenant's own applications (one shortlisted), so both sides' pages show them at once.
 */
export async function seedApplications(
  s: SeedServices,
  clock: SeedClock,
  members: Map<string, UserRow>,
  find: { requestOf: (owner: string, city: string) => string; listingOf: (owner: string, city: string) => string },
  now: Date,
): Promise<number> {
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  let made = 0;
  async function apply(tenantEmail: string, listing: string, city: string, script: Omit<Script, 'tenant'>) {
    const tenant = members.get(tenantEmail);
    if (!tenant) return;
    clock.set(ago(script.hoursAgo));
    const requestId = find.requestOf(tenantEmail, city);
    const application = await s.applications.apply.apply(tenant, {
      propertyId: listing,
      requestId,
      message: script.message,
    });
    made += 1;
    if (!script.answer) return;
    clock.set(ago(script.hoursAgo - script.answer.hoursLater));
    const landlord = members.get(listingOwner(listing))!;
    await s.applications.pipeline.setStatus(landlord, application.id, { status: script.answer.status });
  }
  const owners = new Map<string, string>();
  const listingOwner = (listing: string) => owners.get(listing)!;
  const demoFlat = find.listingOf(DEMO_LANDLORD_EMAIL, 'Berlin');
  owners.set(demoFlat, DEMO_LANDLORD_EMAIL);
  for (const script of TO_DEMO_LANDLORD) await apply(script.tenant, demoFlat, 'Berlin', script);

  const janFlat = find.listingOf(at('jan.krueger'), 'Berlin');
  owners.set(janFlat, at('jan.krueger'));
  await apply(DEMO_TENANT_EMAIL, janFlat, 'Berlin', {
    hoursAgo: 40,
    message: 'Hallo Herr Krüger, die Wohnung gefällt mir sehr. Ich arbeite als Grafikdesignerin in Kreuzberg.',
    answer: { status: 'shortlisted', hoursLater: 8 },
  });
  const lenaFlat = find.listingOf(at('lena.hoffmann'), 'Hamburg');
  owners.set(lenaFlat, at('lena.hoffmann'));
  await apply(DEMO_TENANT_EMAIL, lenaFlat, 'Hamburg', { hoursAgo: 10, message: 'Ich ziehe im Frühjahr nach Hamburg.' });
  return made;
}
