/*
 * Production's shape on one machine: nginx with deploy/nginx.conf in front of two app nodes started as
 * deploy/mietmatch@.service starts them, on PostgreSQL, Redis and s3rver (scripts/cluster.mjs). Every
 * request goes to nginx's one address; the X-Node header (NODE_NAME) says which node answered, and the
 * client chooses its own loopback address, so nginx and the nodes see different clients.
 * The tests run in order on one cluster: the last one stops node A.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, like, lt, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Socket } from 'socket.io-client';
import { missingServices, startCluster, type Cluster, type ClusterNode } from '../../scripts/cluster.mjs';
import { startSmtpSink } from '../../apps/api/test/smtp-sink.ts';
import { createUser, multipart, PASSWORD, propertyForm } from '../../apps/api/test/factories.ts';
import { openDatabase, type Database } from '../../apps/api/src/db/client.ts';
import { jobs, type UserRow } from '../../apps/api/src/db/schema/index.ts';
import { GAVE_UP_AT } from '../../apps/api/src/modules/jobs/runner.ts';
import {
  addressesByNode,
  call,
  connected,
  messagesOf,
  openSocket,
  someClientAddress,
  type Answer,
} from './cluster-client.ts';
import { steadyTraffic } from '../../scripts/cluster-traffic.mjs';

const missing = await missingServices();
if (missing.length > 0) console.warn(`cluster tests skipped, missing: ${missing.join(', ')}`);

/** How often each node looks for due jobs here: a second pass by either node comes quickly. */
const JOB_POLL_MS = 200;

interface Member {
  user: UserRow;
  token: string;
}

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let cluster: Cluster;
let database: Database;
let a: ClusterNode;
let b: ClusterNode;
let landlord: Member;
let tenant: Member;
const sockets: Socket[] = [];

const get = (path: string, o: Parameters<typeof call>[3] = {}) => call(cluster.url, 'GET', path, o);
const post = (path: string, o: Parameters<typeof call>[3] = {}) => call(cluster.url, 'POST', path, o);

async function member(role: 'client' | 'contractor'): Promise<Member> {
  const user = await createUser(database.db, { role });
  // From an address of its own: the login limit per address outlives a run (its window is in Redis).
  const login = await post('/api/auth/login', {
    from: someClientAddress(),
    json: { email: user.email, password: PASSWORD },
  });
  expect(login.status, login.body.toString()).toBe(200);
  return { user, token: login.json<{ access_token: string }>().access_token };
}

/** A real photo, different each time (the stolen-photo check compares photos across landlords). */
async function photo(seed: number, width = 1200, height = 900) {
  const data = await sharp({
    create: { width, height, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: 120 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { data, filename: `photo-${seed}.jpg`, type: 'image/jpeg' };
}

/** The form of a listing with one photo. */
async function listingForm(fields: Record<string, string>, seed: number, size: [number, number] = [1200, 900]) {
  return multipart(propertyForm(fields), { images: [await photo(seed, ...size)] });
}

/** A listing with one photo, published by the landlord through nginx. */
async function publish(form: ReturnType<typeof multipart> | Promise<ReturnType<typeof multipart>>) {
  return post('/api/landlord/create', { token: landlord.token, multipart: await form });
}

const cologne = { city: 'Köln', postalCode: '50674', address: 'Domkloster 4' };

/**
 * The jobs that could still send a listing's alert to a saved search's owner: the listing's fan-out,
 * the search's alert mails and the mails queued to the owner (given-up ones aside). Each job adds the
 * next one before it is deleted, so once none is left every node has finished that work.
 */
async function alertWorkLeft(listingId: string, savedSearchId: string, email: string): Promise<number> {
  const [row] = await database.db
    .select({ n: count() })
    .from(jobs)
    .where(
      and(
        lt(jobs.runAt, GAVE_UP_AT),
        or(
          and(eq(jobs.kind, 'propertyVisible'), eq(jobs.key, listingId)),
          and(eq(jobs.kind, 'alertMail'), like(jobs.key, `savedSearch:${savedSearchId}@%`)),
          and(eq(jobs.kind, 'mail'), sql`${jobs.payload}->>'to' = ${email}`),
        ),
      ),
    );
  return row?.n ?? 0;
}

/** Resolves once the database holds none of that work any more; fails after `timeoutMs`. */
async function alertWorkDone(listingId: string, savedSearchId: string, email: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const left = await alertWorkLeft(listingId, savedSearchId, email);
    if (left === 0) return;
    if (Date.now() > deadline) throw new Error(`${left} alert jobs still pending after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS / 4));
  }
}

beforeAll(async () => {
  if (missing.length > 0) return;
  smtp = await startSmtpSink();
  cluster = await startCluster({ smtpUrl: smtp.url, env: { JOB_POLL_MS: String(JOB_POLL_MS) } });
  [a, b] = cluster.nodes as [ClusterNode, ClusterNode];
  database = await openDatabase({ databaseUrl: cluster.databaseUrl });
  landlord = await member('contractor');
  tenant = await member('client');
});

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await database?.close();
  await cluster?.close();
  await smtp?.close();
});

describe.skipIf(missing.length > 0)('two app nodes behind nginx', () => {
  it('a photo uploaded through one node is served through the other', async () => {
    const created = await publish(listingForm(cologne, 1));
    expect(created.status, created.body.toString()).toBe(201);
    const uploadedBy = created.node;
    const url = created.json<{ images: { url: string }[] }>().images[0]!.url;
    const answers: Answer[] = [];
    // Round robin: the next request or the one after goes to the other node.
    for (let i = 0; i < 4 && !answers.some((r) => r.node !== uploadedBy); i++) answers.push(await get(url));
    const elsewhere = answers.find((r) => r.node !== uploadedBy)!;
    expect(elsewhere, 'no request reached the other node').toBeDefined();
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.headers['content-type']).toBe('image/webp');
    const there = answers.find((r) => r.node === uploadedBy) ?? (await get(url));
    expect(elsewhere.body.equals(there.body)).toBe(true);
  });

  it('a message sent through node A reaches the recipient’s socket on node B live', async () => {
    const byNode = await addressesByNode(cluster.url, [a.name, b.name]);
    const socket = openSocket(cluster.url, tenant.token, byNode.get(b.name)!);
    sockets.push(socket);
    const received = messagesOf(socket);
    await connected(socket);

    const inbox = await post('/api/inquiry/create-inbox', {
      token: landlord.token,
      json: { recipientId: tenant.user.id, subjectType: 'profile', subjectId: tenant.user.id, message: 'Guten Tag' },
    });
    expect(inbox.status, inbox.body.toString()).toBe(200);
    const inboxId = inbox.json<{ inbox: { id: string } }>().inbox.id;
    const sentThrough = new Set<string | undefined>();
    for (let i = 0; i < 4 && !sentThrough.has(a.name); i++) {
      const text = `Über Knoten ${i}`;
      const sent = await post('/api/inquiry/send', { token: landlord.token, json: { inboxId, message: text } });
      expect(sent.status, sent.body.toString()).toBe(200);
      sentThrough.add(sent.node);
      await received.waitFor(text, 5000);
    }
    expect(sentThrough.has(a.name)).toBe(true);
  });

  it('rate limits count across both nodes, per client address as nginx saw it', async () => {
    const client = someClientAddress();
    // A new email each time, in this run and the next (Redis keeps counting between runs): the limit
    // per email (10) stays out of the way.
    const run = randomUUID().slice(0, 8);
    const attempt = (from: string, i: number, headers: Record<string, string> = {}) =>
      post('/api/auth/login', {
        from,
        headers,
        json: { email: `nobody-${run}-${i}@example.test`, password: 'falsch' },
      });
    // LOGIN_LIMIT_PER_IP: 30 a quarter hour; one node alone would allow 30 more.
    const answers: Answer[] = [];
    for (let i = 0; i < 30; i++) answers.push(await attempt(client, i));
    expect(answers.map((r) => r.status)).toEqual(Array(30).fill(401));
    expect(new Set(answers.map((r) => r.node))).toEqual(new Set([a.name, b.name]));
    const limited = await attempt(client, 30);
    expect(limited.status).toBe(429);
    // Whole seconds until the quarter hour of the first attempt ends.
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // Another client is not limited, not even when it claims to be the first one: nginx appends the
    // address it saw, and the nodes believe nginx only.
    const other = someClientAddress();
    expect((await attempt(other, 31)).status).toBe(401);
    expect((await attempt(other, 32, { 'x-forwarded-for': client })).status).toBe(401);
  });

  it('with both nodes running jobs, an alert mail goes out once', async () => {
    const saved = await post('/api/saved-searches', {
      token: tenant.token,
      json: { kind: 'property', name: 'Hamburg', filters: { city: 'Hamburg' }, alert: 'instant' },
    });
    expect(saved.status, saved.body.toString()).toBe(201);
    const listing = await publish(listingForm({ city: 'Hamburg', postalCode: '20095', address: 'Jungfernstieg 1' }, 2));
    expect(listing.status, listing.body.toString()).toBe(201);

    const isAlert = (m: { subject: string }) => m.subject.includes('Hamburg');
    await smtp.waitFor(tenant.user.email, isAlert, 15_000);
    // The fan-out, the alert mail job and every mail it queued are done on both nodes: a second copy
    // would have reached the mail server by now.
    await alertWorkDone(listing.json<{ id: string }>().id, saved.json<{ id: string }>().id, tenant.user.email);
    const alerts = smtp.mails.filter((m) => m.to.includes(tenant.user.email.toLowerCase()) && isAlert(m));
    expect(alerts).toHaveLength(1);
    const bell = await get('/api/notifications', { token: tenant.token });
    expect(bell.status).toBe(200);
    const items = bell.json<{ items: { type: string }[] }>().items.filter((n) => n.type === 'match');
    expect(items).toHaveLength(1);
  });

  it('SIGTERM to node A under steady traffic: no request lost, its sockets reconnect to B and fetch what they missed', async () => {
    const byNode = await addressesByNode(cluster.url, [a.name, b.name]);
    // Two seconds before it knocks again (the web app waits 0.5–1.5 s): time enough to send it a message it misses.
    const onA = openSocket(cluster.url, tenant.token, byNode.get(a.name)!, {
      reconnectionDelay: 2000,
      randomizationFactor: 0,
    });
    const onB = openSocket(cluster.url, tenant.token, byNode.get(b.name)!);
    sockets.push(onA, onB);
    const [liveA, liveB] = [messagesOf(onA), messagesOf(onB)];
    await Promise.all([connected(onA), connected(onB)]);
    const inbox = await post('/api/inquiry/create-inbox', {
      token: landlord.token,
      json: { recipientId: tenant.user.id, subjectType: 'profile', subjectId: tenant.user.id, message: 'Hallo' },
    });
    const inboxId = inbox.json<{ inbox: { id: string } }>().inbox.id;
    const send = (text: string) =>
      post('/api/inquiry/send', { token: landlord.token, json: { inboxId, message: text } });
    expect((await send('Vorher')).status).toBe(200);
    await Promise.all([liveA.waitFor('Vorher'), liveB.waitFor('Vorher')]);

    // The client as the web app behaves: after a reconnect it asks the API for the thread.
    const reconnected = new Promise<string[]>((resolve) => {
      onA.io.once('reconnect', async () => {
        const thread = await get(`/api/inquiry/thread/${inboxId}`, { token: tenant.token });
        resolve(thread.json<{ messages: { message: string }[] }>().messages.map((m) => m.message));
      });
    });
    // While A's socket is away, a message it cannot hear live.
    const missedSent = new Promise<Answer>((resolve) => onA.once('disconnect', () => resolve(send('Verpasst'))));

    // Members reading: searches, their own account, the thread list, a listing's photo.
    const photoUrl = (await publish(listingForm(cologne, 3))).json<{
      images: { url: string }[];
    }>().images[0]!.url;
    const traffic = steadyTraffic(cluster.url, {
      rate: 40,
      requests: [
        { path: '/api/landlord/filter?city=K%C3%B6ln', token: tenant.token },
        { path: '/api/auth/current-user', token: tenant.token },
        { path: '/api/inquiry/inboxes', token: tenant.token },
        { path: '/api/inquiry/unread-count', token: tenant.token },
        // Five kinds: with two nodes taking turns, each kind reaches both.
        { path: photoUrl },
      ],
    });
    await traffic.runFor(1000);
    // Uploads in flight on both nodes when A is told to stop: they must finish.
    const forms = await Promise.all([4, 5, 6, 7].map((seed) => listingForm(cologne, seed, [2400, 1800])));
    const uploads = forms.map((form) => publish(form));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopSent = performance.now();
    const stopped = a.stop('SIGTERM');
    expect((await missedSent).status).toBe(200);
    const exit = await stopped;
    const exitAt = performance.now();
    const uploaded = await Promise.all(uploads);
    const thread = await reconnected;
    await traffic.runFor(3000);
    const result = await traffic.stop();

    expect(exit.code, `node A exited with ${JSON.stringify(exit)}`).toBe(0);
    expect(uploaded.map((u) => u.status)).toEqual([201, 201, 201, 201]);
    const finishedOnA = uploaded.filter((u) => u.node === a.name && u.at > stopSent);
    expect(finishedOnA.length, 'no upload was in flight on A when it was told to stop').toBeGreaterThan(0);
    expect(result.failed, JSON.stringify(result.failures)).toBe(0);
    const late = traffic.outcomes.filter((r) => r.started > exitAt);
    expect(late.length).toBeGreaterThan(50);
    expect(late.every((r) => r.node === b.name)).toBe(true);
    // nginx's own account: requests it tried on A after A stopped listening, and answered from B.
    const retried = readFileSync(cluster.nginx.accessLog, 'utf8')
      .split('\n')
      .filter(
        (line) => line.includes(`upstream=127.0.0.1:${a.port}, 127.0.0.1:${b.port} `) && / 200 upstream=/.test(line),
      );
    expect(retried.length).toBeGreaterThan(0);

    // A's socket missed the message live and got it from the API; B's socket heard it live.
    expect(liveA.texts).not.toContain('Verpasst');
    expect(thread).toContain('Verpasst');
    await liveB.waitFor('Verpasst');
    // Back on B, A's socket hears what comes next live.
    expect((await send('Danach')).status).toBe(200);
    await Promise.all([liveA.waitFor('Danach'), liveB.waitFor('Danach')]);
  });
});
