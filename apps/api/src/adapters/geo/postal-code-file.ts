/**
 * Reads German postal codes from either format users have: the CSV of the shared data folder
 * (header `country_code,zipcode,place,state,state_code,province,…,latitude,longitude`) or the
 * GeoNames tab-separated export (DE.txt, no header, 12 columns).
 */
export interface PostalCodeRecord {
  zipcode: string;
  place: string;
  state: string | null;
  stateCode: string | null;
  community: string | null;
  latitude: number | null;
  longitude: number | null;
}

export function parsePostalCodeFile(content: string): PostalCodeRecord[] {
  const lines = content
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '');
  if (lines.length === 0) return [];
  const first = lines[0]!;
  if (first.includes('\t')) return lines.map(parseGeoNamesLine).filter(isRecord);
  const header = splitCsvLine(first).map((h) => h.trim().toLowerCase());
  const col = (name: string) => header.indexOf(name);
  const idx = {
    zipcode: col('zipcode'),
    place: col('place'),
    state: col('state'),
    stateCode: col('state_code'),
    community: col('community'),
    latitude: col('latitude'),
    longitude: col('longitude'),
  };
  if (idx.zipcode < 0 || idx.place < 0) throw new Error('postal code CSV needs the columns zipcode and place');
  return lines
    .slice(1)
    .map((line) => {
      const f = splitCsvLine(line);
      return toRecord(
        f[idx.zipcode],
        f[idx.place],
        f[idx.state],
        f[idx.stateCode],
        f[idx.community],
        f[idx.latitude],
        f[idx.longitude],
      );
    })
    .filter(isRecord);
}

function parseGeoNamesLine(line: string): PostalCodeRecord | null {
  // country, postal code, place, admin1 name, admin1 code, admin2 name, admin2 code, admin3 name, admin3 code, lat, lng, accuracy
  const f = line.split('\t');
  return toRecord(f[1], f[2], f[3], f[4], f[7] || f[5], f[9], f[10]);
}

/**
 * The exports mix German and English state names ("Bayern" and "Bavaria", "Berlin" and
 * "Land Berlin"); one German name per state keeps a city from appearing twice.
 */
const STATE_NAMES: Record<string, string> = {
  bavaria: 'Bayern',
  'land berlin': 'Berlin',
  'lower saxony': 'Niedersachsen',
  saxony: 'Sachsen',
  'saxony-anhalt': 'Sachsen-Anhalt',
  thuringia: 'Thüringen',
  'mecklenburg-western pomerania': 'Mecklenburg-Vorpommern',
  'north rhine-westphalia': 'Nordrhein-Westfalen',
  'rhineland-palatinate': 'Rheinland-Pfalz',
  hesse: 'Hessen',
  'free hanseatic city of bremen': 'Bremen',
  'land bremen': 'Bremen',
  'land hamburg': 'Hamburg',
};

function normaliseState(name: string | undefined): string | null {
  const trimmed = name?.trim();
  if (!trimmed) return null;
  return STATE_NAMES[trimmed.toLowerCase()] ?? trimmed;
}

function toRecord(
  zipcode?: string,
  place?: string,
  state?: string,
  stateCode?: string,
  community?: string,
  lat?: string,
  lng?: string,
): PostalCodeRecord | null {
  const z = zipcode?.trim();
  const p = place?.trim();
  if (!z || !p || !/^\d{5}$/.test(z)) return null;
  return {
    zipcode: z,
    place: p,
    state: normaliseState(state),
    stateCode: stateCode?.trim() || null,
    community: community?.trim() || null,
    latitude: toNumber(lat),
    longitude: toNumber(lng),
  };
}

function toNumber(v?: string): number | null {
  if (v === undefined || v.trim() === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

function isRecord(r: PostalCodeRecord | null): r is PostalCodeRecord {
  return r !== null;
}

/** RFC 4180 fields on one line: quotes around fields, doubled quotes inside. */
export function splitCsvLine(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out;
}
