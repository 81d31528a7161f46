import type { SubjectType } from '@mietmatch/contract';
import type { UserRow } from '../db/schema/index.ts';
import { DEMO_LANDLORD_EMAIL, DEMO_TENANT_EMAIL } from './demo-people.ts';
import { backdateInbox, backdateMessage } from './demo-queries.ts';
import type { SeedClock, SeedServices } from './demo-services.ts';

const HOUR = 3_600_000;
const lena = 'lena.hoffmann@demo.mietmatch.local';
const jan = 'jan.krueger@demo.mietmatch.local';
const jonas = 'jonas.weber@demo.mietmatch.local';
const james = 'james.oconnor@demo.mietmatch.local';

interface Script {
  starter: string;
  recipient: string;
  about: SubjectType;
  /** The city of the recipient's request or listing the thread is about. */
  city?: string;
  startedHoursAgo: number;
  /** Who writes (0 starter, 1 recipient), how many hours after the previous message, what. */
  messages: [0 | 1, number, string][];
  /** The last message waits unread, so the recipient's inbox shows a badge. */
  lastUnread?: boolean;
}

const SCRIPTS: Script[] = [
  {
    starter: DEMO_LANDLORD_EMAIL,
    recipient: DEMO_TENANT_EMAIL,
    about: 'request',
    city: 'Berlin',
    startedHoursAgo: 52,
    messages: [
      [
        0,
        0,
        'Hallo Mia, Ihr Gesuch passt gut zu meiner Wohnung in Prenzlauer Berg. Hätten Sie Interesse an einer Besichtigung?',
      ],
      [1, 3, 'Hallo Herr Vermieter, das klingt sehr gut! Ab wann wäre die Wohnung frei?'],
      [0, 2, 'Ab dem Ersten des übernächsten Monats. Passt Ihnen Donnerstag um 18 Uhr?'],
      [1, 1, 'Donnerstag um 18 Uhr passt perfekt. Soll ich meine Unterlagen mitbringen?'],
      [0, 20, 'Gern, die Gehaltsnachweise habe ich schon gesehen – danke fürs Freigeben. Bis Donnerstag!'],
    ],
    lastUnread: true,
  },
  {
    starter: DEMO_TENANT_EMAIL,
    recipient: lena,
    about: 'property',
    city: 'Hamburg',
    startedHoursAgo: 120,
    messages: [
      [0, 0, 'Guten Tag Frau Hoffmann, ist die Wohnung noch frei? Ich ziehe im Frühjahr beruflich nach Hamburg.'],
      [1, 5, 'Hallo Mia, ja, sie ist noch frei. Ich habe gerade Zugriff auf Ihre Unterlagen angefragt.'],
      [0, 2, 'Danke! Ich schaue es mir heute Abend an.'],
    ],
  },
  {
    starter: jan,
    recipient: DEMO_TENANT_EMAIL,
    about: 'request',
    city: 'Berlin',
    startedHoursAgo: 6,
    messages: [
      [
        0,
        0,
        'Hallo Mia, ich vermiete ab nächstem Monat eine helle 2-Zimmer-Wohnung in Moabit. Darf ich Ihnen ein Exposé schicken?',
      ],
    ],
    lastUnread: true,
  },
  {
    starter: DEMO_LANDLORD_EMAIL,
    recipient: james,
    about: 'request',
    city: 'Berlin',
    startedHoursAgo: 75,
    messages: [
      [0, 0, 'Hello James, my flat in Mitte might suit you – it is furnished and close to the university. Interested?'],
      [1, 4, 'Hi Volker, thanks for reaching out! Yes, very much. Is a viewing possible next week?'],
      [0, 6, 'Sure – Tuesday or Wednesday evening both work for me.'],
    ],
  },
  {
    starter: DEMO_LANDLORD_EMAIL,
    recipient: jonas,
    about: 'request',
    city: 'Berlin',
    startedHoursAgo: 30,
    messages: [[0, 0, 'Hallo Jonas, meine Wohnung in Charlottenburg wird frei. Passt das zu Ihrem Gesuch?']],
    lastUnread: true,
  },
];

export interface ThreadSubjects {
  requestOf(ownerEmail: string, city: string): string;
  listingOf(ownerEmail: string, city: string): string;
}

/** The demo's conversations, written through the inquiry service at the moments their story says. */
export async function seedThreads(
  s: SeedServices,
  clock: SeedClock,
  members: Map<string, UserRow>,
  subjects: ThreadSubjects,
  now: Date,
): Promise<number> {
  for (const script of SCRIPTS) {
    const people = [members.get(script.starter)!, members.get(script.recipient)!] as const;
    const subjectId =
      script.about === 'request'
        ? subjects.requestOf(script.recipient, script.city!)
        : script.about === 'property'
          ? subjects.listingOf(script.recipient, script.city!)
          : people[1].id;
    let at = new Date(now.getTime() - script.startedHoursAgo * HOUR);
    const started = at;
    const [[, , first], ...rest] = script.messages as [Script['messages'][number], ...Script['messages']];
    clock.set(at);
    const { inbox, message } = await s.inquiries.createInbox(people[0], {
      recipientId: people[1].id,
      subjectType: script.about,
      subjectId,
      message: first,
    });
    await backdateMessage(s.db, message.id, at);
    for (const [from, afterHours, text] of rest) {
      at = new Date(at.getTime() + afterHours * HOUR);
      // Whoever answers has read what came before.
      clock.set(new Date(at.getTime() - 10 * 60_000));
      await s.inquiries.markAsRead(people[from], inbox.id);
      clock.set(at);
      const sent = await s.inquiries.send(people[from], inbox.id, text);
      await backdateMessage(s.db, sent.message.id, at);
    }
    if (!script.lastUnread) {
      const lastFrom = script.messages.at(-1)![0];
      clock.set(new Date(at.getTime() + HOUR));
      await s.inquiries.markAsRead(people[lastFrom === 0 ? 1 : 0], inbox.id);
    }
    await backdateInbox(s.db, inbox.id, started, at);
  }
  return SCRIPTS.length;
}

/**
 * Access to the demo tenant's documents: granted to the demo landlord, pending for Lena Hoffmann
 * (so the demo tenant has a request to answer); the demo landlord waits for Jonas Weber's answer.
 */
export async function seedAccess(s: SeedServices, clock: SeedClock, members: Map<string, UserRow>, now: Date) {
  const m = (email: string) => members.get(email)!;
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  clock.set(ago(60));
  await s.access.request(m(DEMO_LANDLORD_EMAIL), m(DEMO_TENANT_EMAIL).id);
  clock.set(ago(58));
  await s.access.decide(m(DEMO_TENANT_EMAIL), m(DEMO_LANDLORD_EMAIL).id, 'granted');
  clock.set(ago(114));
  await s.access.request(m(lena), m(DEMO_TENANT_EMAIL).id);
  clock.set(ago(29));
  await s.access.request(m(DEMO_LANDLORD_EMAIL), m(jonas).id);
}
