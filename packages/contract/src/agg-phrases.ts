/**
 * The one list of listing phrases that exclude people on a ground of the General Equal Treatment Act
 * (AGG §§ 1, 19): ethnic origin or nationality, religion, disability, age, sexual identity. The API refuses
 * such a title, description or notes; the web form may use the same function to warn while typing.
 *
 * A phrase is an exclusion word ("nur", "keine", "nicht an", "only", "no" …) followed by a protected group,
 * or a group followed by a verdict ("unerwünscht", "only"), plus a few fixed phrases. Deliberately lawful
 * and therefore absent: sex alone ("nur Frauen", a WG's wish — shared living, AGG § 19 (5)), housing for
 * seniors ("nur für Senioren", a positive measure, § 5), occupation, income, smoking, pets, children,
 * language skills. Terms are written in ASCII spelling ("ae", "ss"): `spelled` accepts "ä", "ß" as well.
 */

/** A protected group: nouns stand alone; `weak` words (adjectives, "Deutsche") need a person or a clause end after. */
interface Group {
  nouns: string[];
  weak: string[];
  /** Which exclusion words count: seniors may be wished for ("nur Senioren"), not shut out ("keine Senioren"). */
  leads: 'all' | 'negative' | 'positive';
}

// " " between words accepts any run of spaces or hyphens ("Nicht-EU-Bürger", "keine  Ausländer").
const SEP = '[\\s\\-\u2010\u2011]+';
const END = '(?![\\p{L}\\p{N}])';
const START = '(?<![\\p{L}\\p{N}])';

const POSITIVE = [
  '(?<!nicht )(?<!not )(?:nur|ausschliesslich|bevorzugt)(?: (?:an|fuer|von))?',
  '(?<!not )(?<!not just )(?:only|exclusively|strictly)(?: (?:to|for|by))?',
];
const NEGATIVE = [
  'kein(?:e|en|er)?(?: (?:vermietung|anfragen|bewerbungen|besichtigungen|zusagen)(?: (?:an|von|fuer))?)?',
  'nicht (?:an|fuer|von)',
  'no(?: (?:renting|letting) to)?',
  'not (?:to|for)',
  "(?:won't|will not|do not|don't) rent to",
];

/** People a weak word may describe: "deutsche Mieter", "foreign nationals". */
const PERSONS = [
  'mieter(?:n|in|innen)?',
  'nachmieter(?:n|in|innen)?',
  'mitbewohner(?:n|in|innen)?',
  'bewerber(?:n|in|innen)?',
  'interessent(?:en|in|innen)?',
  'staatsbuerger(?:n|in|innen)?',
  'staatsangehoerige[nr]?',
  'menschen',
  'personen',
  'leute[n]?',
  'familie[n]?',
  'paare[n]?',
  'tenants?',
  'people',
  'persons',
  'citizens',
  'nationals',
  'applicants',
  'famil(?:y|ies)',
  'couples',
  'renters',
  '(?:flat|room)mates',
];

/** A weak word ends a clause, or goes on with a verb of letting ("nur an Deutsche vermietet"). */
const WEAK_TAIL = `(?=[\\s"“”'»«]*(?:$|[.,;:!?)/])|${SEP}(?:und|oder|sowie|mit|ohne|vermiete\\w*|vergebe\\w*|gesucht|erwuenscht|and|or|with)${END})`;

const GROUPS: Group[] = [
  {
    // ethnic origin and nationality
    leads: 'all',
    nouns: [
      'auslaender(?:innen|in|n)?',
      'nicht~deutsche[nr]?',
      'nicht~eu~(?:buerger(?:n|innen)?|auslaender(?:n)?)',
      'eu~auslaender(?:n)?',
      'fluechtling(?:e|en)?',
      'gefluechtete[nr]?',
      'asylbewerber(?:n|in|innen)?',
      'asylanten?',
      '(?:im)?migrant(?:en|in|innen)?',
      'zuwanderer(?:n)?',
      'tuerke[n]?',
      'tuerkin(?:nen)?',
      'araber(?:n|in|innen)?',
      '(?:schwarz)?afrikaner(?:n|in|innen)?',
      'osteuropaeer(?:n|in|innen)?',
      'russen',
      'rumaenen',
      'bulgaren',
      'syrer(?:n|innen)?',
      'roma',
      'sinti',
      'zigeuner(?:n)?',
      '(?:menschen |personen |mieter(?:n)? )?mit migrationshintergrund',
      'foreigners',
      'immigrants',
      'migrants',
      'refugees',
      'asylum seekers',
      'non~germans',
      'germans',
      'turks',
      'arabs',
      'africans',
      'asians',
      'blacks',
      'whites',
      'gypsies',
      'eastern europeans',
      'people of colou?r',
    ],
    weak: [
      'deutsche[nrs]?',
      'deutschstaemmige[nr]?',
      'auslaendische[nr]?',
      'tuerkische[nr]?',
      'arabische[nr]?',
      'afrikanische[nr]?',
      'schwarze[nr]?',
      'weisse[nr]?',
      'farbige[nr]?',
      'dunkelhaeutige[nr]?',
      'german',
      'foreign',
      'non~eu',
      'turkish',
      'arab(?:ic)?',
      'african',
      'black',
      'white',
      'asian',
    ],
  },
  {
    // religion or belief
    leads: 'all',
    nouns: [
      'muslim(?:e|en|a|as|in|innen|s)?',
      'moslem(?:s)?',
      'juden',
      'juedin(?:nen)?',
      'christen',
      'hindus',
      'atheisten',
      'kopftuchtraegerin(?:nen)?',
      'jews',
      'christians',
      'atheists',
    ],
    weak: [
      'muslimische[nr]?',
      'islamische[nr]?',
      'juedische[nr]?',
      'christliche[nr]?',
      'muslim',
      'jewish',
      'christian',
    ],
  },
  {
    // disability
    leads: 'all',
    nouns: [
      'rollstuhlfahrer(?:n|in|innen)?',
      '(?:menschen |personen |mieter(?:n)? )?mit (?:einer )?behinderung(?:en)?',
      'wheelchair users',
      '(?:people|persons|tenants) with disabilities',
      'the disabled',
    ],
    weak: [
      '(?:schwer)?behinderte[nr]?',
      'psychisch kranke[nr]?',
      'blinde[nr]?',
      'gehoerlose[nr]?',
      'disabled',
      'handicapped',
      'blind',
      'deaf',
    ],
  },
  {
    // sexual identity
    leads: 'all',
    nouns: [
      'lesben',
      'homosexuelle[nr]?',
      'trans~(?:menschen|personen|people)',
      'transsexuelle[nr]?',
      'gays',
      'lesbians',
      'homosexuals',
      'lgbt\\w*',
      'transgender(?: people)?',
    ],
    weak: [
      'schwule[nr]?',
      'lesbische[nr]?',
      'queere[nr]?',
      'gleichgeschlechtliche[nr]?',
      'gay',
      'lesbian',
      'queer',
      'same~sex',
    ],
  },
  {
    // age: shutting out the old (a wish for them is senior housing, lawful)
    leads: 'negative',
    nouns: [
      'rentner(?:n|in|innen)?',
      'senior(?:en|innen)',
      'alte (?:leute|menschen)',
      'pensioners',
      'retirees',
      'seniors',
      'the elderly',
      'elderly(?: people)?',
      'old people',
    ],
    weak: ['aeltere[nr]?', 'older'],
  },
  {
    // age: wishing only the young
    leads: 'positive',
    nouns: ['junge (?:leute|menschen|mieter(?:innen)?|paare)', 'young (?:people|tenants|couples|professionals)'],
    weak: [],
  },
];

/** Fixed phrases that exclude however they are framed. */
const FIXED = [
  'ohne migrationshintergrund',
  'without (?:a )?migration background',
  'auslaenderfrei',
  '(?:nur|ausschliesslich) (?:an |fuer )?(?:mieter(?:innen)? |personen |bewerber )?(?:unter|bis) \\d{2}(?: jahre[n]?)?',
  '(?:keine|kein|nicht an|nicht fuer) (?:mieter(?:innen)? |personen |bewerber )?(?:ueber|ab) \\d{2}(?: jahre[n]?)?',
  '(?:only|exclusively) (?:for |to )?(?:tenants |people |applicants )?(?:under|below) \\d{2}',
  '(?:no one|nobody|no tenants|no applicants) (?:over|above) \\d{2}',
];

/** Group words followed by a verdict: "Ausländer unerwünscht", "Germans only". */
const VERDICTS = [
  'unerwuenscht',
  'nicht erwuenscht',
  'nicht willkommen',
  'ausgeschlossen',
  'bevorzugt',
  'only',
  'not welcome',
  'need not apply',
  'preferred',
];

/** A fact about the flat, not about people: "nicht für Rollstuhlfahrer geeignet". */
const FACT_TAIL = `(?!${SEP}(?:geeignet|zugaenglich|suitable|accessible))`;

/** ASCII spelling to a pattern that also accepts the umlaut or ß; "~" is an optional hyphen or space. */
function spelled(source: string): string {
  return source
    .replace(/ae|oe|ue|ss/g, (pair) => `(?:${pair}|${{ ae: 'ä', oe: 'ö', ue: 'ü', ss: 'ß' }[pair]})`)
    .replace(/~/g, '[\\s\\-\u2010\u2011]?')
    .replace(/ /g, SEP);
}

const any = (parts: string[]) => `(?:${parts.join('|')})`;

function groupPatterns(group: Group): string[] {
  const leads =
    group.leads === 'positive' ? POSITIVE : group.leads === 'negative' ? NEGATIVE : [...POSITIVE, ...NEGATIVE];
  const weakTerm = group.weak.length ? `${any(group.weak)}(?:${SEP}${any(PERSONS)}${END}|${WEAK_TAIL})` : null;
  const term = any([`${any(group.nouns)}${END}`, ...(weakTerm ? [weakTerm] : [])]);
  // One optional word between, e.g. "nur an nette deutsche Mieter"; never punctuation.
  const lead = `${START}${any(leads)}${SEP}(?:[\\p{L}]+${SEP})?`;
  const patterns = [`${lead}${term}${FACT_TAIL}`];
  if (group.leads === 'all') {
    const subject = any([...group.nouns, ...group.weak.map((w) => `${w}(?:${SEP}${any(PERSONS)})?`)]);
    patterns.push(`${START}${subject}${SEP}(?:(?:sind|are)${SEP})?${any(VERDICTS)}${END}`);
  }
  return patterns;
}

const PATTERNS: RegExp[] = [...GROUPS.flatMap(groupPatterns), ...FIXED.map((f) => `${START}${f}${END}`)].map(
  (source) => new RegExp(spelled(source), 'iu'),
);

/** The first phrase in `text` that excludes people on an AGG ground, as written, or null. */
export function findExclusion(text: string): { phrase: string } | null {
  let first: RegExpExecArray | null = null;
  for (const pattern of PATTERNS) {
    const match = pattern.exec(text);
    if (match && (!first || match.index < first.index)) first = match;
  }
  return first ? { phrase: first[0].trim() } : null;
}
