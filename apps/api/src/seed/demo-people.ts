import type { RelationshipStatus } from '@mietmatch/contract';

/** The demo's members beside the two demo accounts; all sign in with the demo password. */
export interface DemoMember {
  firstName: string;
  lastName: string;
  email: string;
  language: 'de' | 'en';
}

export interface DemoTenant extends DemoMember {
  profession: string;
  nationality: string;
  relationshipStatus: RelationshipStatus;
  /** Cities of the member's requests, in order; the first is where they move to first. */
  cities: string[];
}

export const DEMO_EMAIL_DOMAIN = 'demo.mietmatch.local';
const DEMO_DOMAIN = DEMO_EMAIL_DOMAIN;
export const DEMO_TENANT_EMAIL = `mieter@${DEMO_DOMAIN}`;
export const DEMO_LANDLORD_EMAIL = `vermieter@${DEMO_DOMAIN}`;
export const DEMO_ADMIN_EMAIL = `admin@${DEMO_DOMAIN}`;

const ascii = (s: string) =>
  s
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/[^a-z]/g, '');
const email = (first: string, last: string) => `${ascii(first)}.${ascii(last)}@${DEMO_DOMAIN}`;

const landlord = (firstName: string, lastName: string, language: 'de' | 'en' = 'de'): DemoMember => ({
  firstName,
  lastName,
  email: email(firstName, lastName),
  language,
});

/** Landlords beside the demo landlord (Volker Vermieter), who lists in Berlin and Hamburg. */
export const DEMO_LANDLORDS: DemoMember[] = [
  landlord('Lena', 'Hoffmann'),
  landlord('Jan', 'Krüger'),
  landlord('Sophie', 'Wagner'),
  landlord('Deniz', 'Yıldız'),
  landlord('Markus', 'Braun'),
  landlord('Katharina', 'Schäfer'),
];

/**
 * Who lists in which city, in turn. The first landlord of the content seed's list (Lena Hoffmann)
 * exists exactly when the living demo was seeded (one transaction): she is its marker.
 */
export const LANDLORDS_BY_CITY: Record<string, string[]> = {
  Berlin: [DEMO_LANDLORD_EMAIL, email('Jan', 'Krüger')],
  Hamburg: [email('Lena', 'Hoffmann'), DEMO_LANDLORD_EMAIL],
  München: [email('Sophie', 'Wagner')],
  Köln: [email('Deniz', 'Yıldız'), DEMO_LANDLORD_EMAIL],
  'Frankfurt am Main': [email('Markus', 'Braun'), email('Sophie', 'Wagner')],
  Stuttgart: [email('Katharina', 'Schäfer')],
};

const tenant = (
  firstName: string,
  lastName: string,
  profession: string,
  nationality: string,
  relationshipStatus: RelationshipStatus,
  cities: string[],
  language: 'de' | 'en' = 'de',
): DemoTenant => ({
  firstName,
  lastName,
  email: email(firstName, lastName),
  profession,
  nationality,
  relationshipStatus,
  cities,
  language,
});

/** The demo tenant (Mia Mieterin) first: her requests, threads and access request fill her pages. */
export const DEMO_TENANTS: DemoTenant[] = [
  {
    ...tenant('Mia', 'Mieterin', 'Grafikdesignerin', 'deutsch', 'Single', ['Berlin', 'Hamburg']),
    email: DEMO_TENANT_EMAIL,
  },
  tenant('Jonas', 'Weber', 'Softwareentwickler', 'deutsch', 'Single', ['Berlin', 'München']),
  tenant('Lea', 'Fischer', 'Gesundheits- und Krankenpflegerin', 'deutsch', 'Married', ['Hamburg', 'Berlin']),
  tenant('Aylin', 'Kaya', 'Architektin', 'deutsch-türkisch', 'Single', ['Köln', 'Frankfurt am Main']),
  tenant('Priya', 'Sharma', 'Data scientist', 'Indian', 'Married', ['München', 'Berlin'], 'en'),
  tenant('James', "O'Connor", 'University lecturer', 'Irish', 'Single', ['Berlin', 'Hamburg'], 'en'),
  tenant('Lukas', 'Schmitt', 'Maschinenbauingenieur', 'deutsch', 'Married', ['Stuttgart', 'München']),
  tenant('Hannah', 'Neumann', 'Grundschullehrerin', 'deutsch', 'Single', ['Hamburg', 'Köln']),
  tenant('Emre', 'Demir', 'Koch', 'türkisch', 'Married', ['Köln', 'Berlin']),
  tenant('Sofia', 'Rossi', 'PhD student', 'Italian', 'Single', ['Berlin', 'Frankfurt am Main'], 'en'),
  tenant('Felix', 'Zimmermann', 'Student der Informatik', 'deutsch', 'Single', ['München', 'Stuttgart']),
  tenant('Marie', 'Hartmann', 'Ärztin', 'deutsch', 'Married', ['Frankfurt am Main', 'Hamburg']),
  tenant('Tobias', 'Krause', 'Elektriker', 'deutsch', 'Divorced', ['Berlin', 'Köln']),
  tenant('Laura', 'Meyer', 'Steuerberaterin', 'deutsch', 'Single', ['Stuttgart', 'Frankfurt am Main']),
  tenant('Daniel', 'Nowak', 'Logistikleiter', 'polnisch', 'Married', ['Hamburg']),
  tenant('Anna', 'Lehmann', 'Erzieherin', 'deutsch', 'Single', ['Berlin']),
  tenant('Lucas', 'Martin', 'UX designer', 'French', 'Single', ['München'], 'en'),
  tenant('Nina', 'Koch', 'Physiotherapeutin', 'deutsch', 'Single', ['Köln']),
  tenant('Paul', 'Schröder', 'Rentner', 'deutsch', 'Widowed', ['Hamburg']),
  tenant('Elif', 'Aydın', 'Apothekerin', 'deutsch', 'Married', ['Frankfurt am Main']),
  tenant('Ben', 'Richter', 'Journalist', 'deutsch', 'Single', ['Berlin']),
  tenant('Clara', 'Becker', 'Juristin', 'deutsch', 'Married', ['München']),
  tenant('Mateo', 'García', 'Software engineer', 'Spanish', 'Single', ['Stuttgart'], 'en'),
  tenant('Julia', 'Wolf', 'Studentin der Medizin', 'deutsch', 'Single', ['Köln']),
  tenant('Omar', 'Haddad', 'Bauingenieur', 'syrisch', 'Married', ['Stuttgart']),
  tenant('Sarah', 'Klein', 'Marketing-Managerin', 'deutsch', 'Single', ['München']),
];
