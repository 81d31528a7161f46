// The app a web-vitals run measures: a server of one checkout on a fresh data folder, and the data the
// results page shows, made through the API as people would (bench/web-vitals.mjs).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { log, root, startAndWait } from './lib.mjs';

const PASSWORD = 'bench-Passwort-1';

/** @typedef {{ label: string, origin: string, dataDir: string, stop: () => Promise<void> }} App */

/**
 * The shipped postal-code table unpacked into `dataDir`: a version from before it shipped compressed
 * reads plain CSV only.
 * @param {string} dataDir
 */
function plainPostalCodes(dataDir) {
  const file = path.join(dataDir, 'postal-codes.csv');
  writeFileSync(file, gunzipSync(readFileSync(path.join(root, 'apps/api/resources/postal-codes/zipcodes.de.csv.gz'))));
  return file;
}

/**
 * Starts `dir`'s server (its own build, built first when it is this checkout) on `port` and a fresh
 * PGlite data folder.
 * @param {{ label: string, dir: string, port: number }} options
 * @returns {Promise<App>}
 */
export async function startApp({ label, dir, port }) {
  if (dir === root) ensureWebBuild();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mietmatch-vitals-'));
  const origin = `http://localhost:${port}`;
  const server = await startAndWait(
    [path.join(dir, 'scripts/start.mjs')],
    {
      WEB_DIST_DIR: path.join(dir, 'apps/web/dist'),
      // Listings need real places: this checkout's table, as plain CSV, which every version reads.
      POSTAL_CODES_FILE: process.env.POSTAL_CODES_FILE ?? plainPostalCodes(dataDir),
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      DATABASE_URL: '',
      // Every run signs in once; the limits guard real logins, not this machine's own runs.
      LOGIN_LIMIT_PER_IP: '1000',
      LOGIN_LIMIT_PER_EMAIL: '1000',
    },
    `${origin}/api/health`,
    180_000,
  );
  const stop = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { label, origin, dataDir, stop };
}

/**
 * A landlord with 12 listings in Berlin, each with a photo, and a tenant on the free plan.
 * @param {App} app
 */
export async function seedApp(app) {
  log(`${app.label}: seeding a landlord with 12 listings in Berlin (photos), a tenant`);
  const landlord = await activeAccount(app, 'contractor');
  for (let i = 0; i < 12; i++) await createListing(app, landlord, i);
  return activeAccount(app, 'client');
}

/**
 * @param {App} app
 * @param {string} pathname
 * @param {{ method?: string, token?: string, json?: unknown, body?: Buffer, headers?: Record<string, string> }} options
 */
async function api(app, pathname, { method = 'GET', token, json, body, headers = {} } = {}) {
  const res = await fetch(`${app.origin}/api${pathname}`, {
    method,
    headers: {
      ...headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json ? { 'content-type': 'application/json' } : {}),
    },
    body: json ? JSON.stringify(json) : body && new Uint8Array(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {} };
}

/**
 * A new session of `email` (its refresh token is what a browser keeps as the cookie).
 * @param {App} app
 * @param {string} email
 */
export async function login(app, email) {
  const res = await api(app, '/auth/login', { method: 'POST', json: { email, password: PASSWORD } });
  return /** @type {{ status: number, body: any }} */ (res);
}

/**
 * Sign-up, the mailed verification link (read from the outbox folder), the free plan, a login.
 * @param {App} app
 * @param {'client' | 'contractor'} role
 */
async function activeAccount(app, role) {
  const email = `${role}-${Date.now().toString(36)}@bench.test`;
  const avatar = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#0f5e5b' } })
    .png()
    .toBuffer();
  const form = multipart(
    { firstName: 'Mara', lastName: 'Schneider', email, password: PASSWORD, role, language: 'de' },
    { avatar: { data: avatar, filename: 'avatar.png', type: 'image/png' } },
  );
  const registered = await api(app, '/auth/register', { method: 'POST', body: form.payload, headers: form.headers });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  const token = await verificationToken(app, email);
  const confirmed = await api(app, `/auth/confirm-email/${encodeURIComponent(token)}`);
  if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status}`);
  const gate = await login(app, email);
  if (gate.status === 403) {
    const activated = await api(app, '/auth/activate-free-plan', { method: 'POST', token: gate.body.checkout_token });
    if (activated.status !== 200) throw new Error(`free plan: ${activated.status}`);
  }
  const session = await login(app, email);
  if (session.status !== 200) throw new Error(`login: ${session.status} ${JSON.stringify(session.body)}`);
  return { email, token: /** @type {string} */ (session.body.access_token) };
}

/**
 * @param {App} app
 * @param {string} email
 */
async function verificationToken(app, email) {
  const outbox = path.join(app.dataDir, 'outbox');
  for (let waited = 0; waited < 15_000; waited += 100) {
    const files = existsSync(outbox) ? readdirSync(outbox) : [];
    for (const file of files) {
      // Quoted-printable folds long lines with `=` at the end and writes `=` as `=3D`.
      const text = readFileSync(path.join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      if (!text.includes(email)) continue;
      const match = /verify-email\?token=([\w.-]+)/.exec(text);
      if (match?.[1]) return match[1];
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no verification mail to ${email}`);
}

/**
 * A listing in Berlin with one photo of its own colour (sharp draws it).
 * @param {App} app
 * @param {{ token: string }} landlord
 * @param {number} i
 */
async function createListing(app, landlord, i) {
  const photo = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: (i * 37) % 256, g: 110, b: 160 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  const fields = {
    firstName: 'Jonas',
    lastName: 'Becker',
    email: 'jonas@bench.test',
    phoneNumber: '+49 30 1234',
    title: `Helle Wohnung ${i + 1} in Mitte`,
    description: 'Drei Zimmer, Dielen, Balkon.',
    address: `Invalidenstraße ${i + 1}`,
    postalCode: '10115',
    city: 'Berlin',
    propertyType: 'Apartment',
    numberOfRooms: String(2 + (i % 3)),
    squareMeters: String(60 + i * 3),
    rent: String(900 + i * 50),
    additionalCost: '200',
  };
  const form = multipart(fields, { images: { data: photo, filename: `photo-${i}.jpg`, type: 'image/jpeg' } });
  const res = await api(app, '/landlord/create', {
    method: 'POST',
    token: landlord.token,
    body: form.payload,
    headers: form.headers,
  });
  if (res.status !== 201) throw new Error(`listing: ${res.status} ${JSON.stringify(res.body)}`);
}

/**
 * @param {Record<string, string>} fields
 * @param {Record<string, { data: Buffer, filename: string, type: string }>} files
 */
function multipart(fields, files) {
  const boundary = `----bench${Date.now().toString(16)}`;
  /** @type {Buffer[]} */
  const chunks = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
