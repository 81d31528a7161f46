import fc from 'fast-check';
import { bodyFor } from './bodies.ts';
import type { Operation, Param } from './operations.ts';
import { nastyString, validish, type Known } from './values.ts';

const WHO = ['anonymous', 'tenant', 'landlord', 'admin', 'badToken'] as const;
export type Who = (typeof WHO)[number];

export interface FuzzRequest {
  who: Who;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Which variant this is, for the failure list. */
  note: string;
  /** The operation's path template, to pick members for session-ending routes. */
  template: string;
}

/** Percent-encodes as a client would: a lone surrogate goes on the wire as U+FFFD. */
function encode(value: string): string {
  return encodeURIComponent(Buffer.from(value, 'utf8').toString('utf8'));
}

const BAD_PATH_SEGMENTS = [
  'not-a-uuid',
  '..',
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  'a%00b',
  '%',
  '%E0%A4%A',
  '%C0%AF',
  'x'.repeat(5000),
  '00000000-0000-0000-0000-000000000000',
  '-1',
  '0',
  '1e309',
  'null',
  '__proto__',
  'constructor',
  '%F0%9F%92%A5',
  '%20',
  'avatars',
  'property-images',
];

/** Admin actions on members only reach the run's throwaway members: the signed-in ones must stay usable. */
function idsFor(op: Operation, known: Known): string[] {
  return op.path.startsWith('/api/admin/toggle') || op.path.startsWith('/api/admin/warn') ? known.victimIds : known.ids;
}

function pathSegment(op: Operation, p: Param, known: Known): fc.Arbitrary<string> {
  const valid =
    p.name === 'kind'
      ? fc.constantFrom('avatars', 'property-images', 'documents')
      : p.name === 'id' || p.name.endsWith('Id')
        ? fc.oneof(fc.constantFrom(...idsFor(op, known)), fc.uuid())
        : validish(p.schema, known, p.name).map(String);
  return fc.oneof(
    { weight: 3, arbitrary: valid.map(encode) },
    { weight: 2, arbitrary: fc.constantFrom(...BAD_PATH_SEGMENTS) },
    { weight: 1, arbitrary: nastyString.map((s) => encode(s.slice(0, 3000))) },
  );
}

function queryValue(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((v) => String(v));
  if (value && typeof value === 'object') return [JSON.stringify(value)];
  return [String(value)];
}

const RAW_QUERIES = [
  '%',
  '%E0%A4%A',
  '&&&==&',
  'a=1&a=2&a=3',
  '__proto__[isAdmin]=true',
  'constructor[prototype][isAdmin]=true',
  '__proto__=x',
  'a[b][c]=d',
  '=',
  '?',
  ';;;',
  `${'k'.repeat(10)}=${'v'.repeat(200_000)}`,
  '%00=%00',
];

type Pair = [string, string[]];

/** Breaks one parameter at most, so that the others being right lets the broken one reach its check. */
function breakOne(pairs: Pair[], params: Param[]): fc.Arbitrary<Pair[]> {
  const names = params.map((p) => p.name);
  const intact = fc.constant(pairs);
  if (names.length === 0) return intact;
  const pick = fc.constantFrom(...names);
  const without = (name: string) => pairs.filter(([n]) => n !== name);
  return fc.oneof(
    { weight: 4, arbitrary: intact },
    {
      weight: 3,
      arbitrary: fc
        .tuple(pick, nastyString)
        .map(([name, bad]): Pair[] => [...without(name), [name, [bad.slice(0, 5000)]]]),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          pick,
          fc.array(
            nastyString.map((v) => v.slice(0, 500)),
            { minLength: 2, maxLength: 3 },
          ),
        )
        .map(([name, values]): Pair[] => [...without(name), [name, values]]),
    },
    { weight: 1, arbitrary: pick.map(without) },
  );
}

function queryString(op: Operation, known: Known): fc.Arbitrary<string> {
  const params = op.params.filter((p) => p.in === 'query');
  const one = (p: Param) => fc.option(validish(p.schema, known, p.name).map(queryValue), { freq: p.required ? 20 : 2 });
  const valid =
    params.length === 0
      ? fc.constant<Pair[]>([])
      : fc
          .tuple(...params.map(one))
          .map((values) => values.flatMap((v, i): Pair[] => (v === null ? [] : [[params[i]!.name, v]])));
  const pairs = valid.chain((ps) => breakOne(ps, params));
  return fc
    .tuple(
      pairs,
      fc.option(fc.constantFrom(...RAW_QUERIES), { freq: 6 }),
      fc.option(fc.tuple(nastyString, nastyString), { freq: 6 }),
    )
    .map(([ps, raw, extra]) => {
      const all = ps.flatMap(([name, vs]) =>
        // Lists go either comma-joined or as repeated keys; both are what clients send.
        vs.length > 1 && vs.every((v) => !v.includes(','))
          ? [`${name}=${encode(vs.join(','))}`]
          : vs.map((v) => `${name}=${encode(v)}`),
      );
      if (extra) all.push(`${encode(extra[0].slice(0, 100))}=${encode(extra[1].slice(0, 2000))}`);
      if (raw) all.push(raw);
      return all.length ? `?${all.join('&')}` : '';
    });
}

function urlFor(op: Operation, known: Known): fc.Arbitrary<string> {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const segments = pathParams.length
    ? fc.tuple(...pathParams.map((p) => pathSegment(op, p, known)))
    : fc.constant<string[]>([]);
  return fc.tuple(segments, queryString(op, known)).map(([values, query]) => {
    let path = op.path;
    pathParams.forEach((p, i) => {
      path = path.replace(`{${p.name}}`, values[i]!);
    });
    return `${path}${query}`;
  });
}

const LANGUAGES = ['de', 'en', 'de-DE,de;q=0.9', '*', 'xx', '', 'en;q=NaN', 'ü'.repeat(300)];

/** The role a route is meant for, by its path: half its requests come from that role, to get past the role check. */
function meantFor(path: string): Who | null {
  if (path.startsWith('/api/admin/')) return 'admin';
  if (/^\/api\/landlord\/(create|update|delete)|^\/api\/document-access\/request/.test(path)) return 'landlord';
  if (/^\/api\/tenant\/(create|update|delete)|^\/api\/document-access\/toggle/.test(path)) return 'tenant';
  return null;
}

/** One request against one operation of the document: who sends it, where, with which body. */
function requestFor(op: Operation, known: Known): fc.Arbitrary<FuzzRequest> {
  const role = meantFor(op.path);
  const who = role ? fc.oneof(fc.constant(role), fc.constantFrom(...WHO)) : fc.constantFrom(...WHO);
  return fc
    .tuple(who, urlFor(op, known), bodyFor(op.body, known), fc.constantFrom(...LANGUAGES))
    .map(([who, url, body, lang]) => ({
      who,
      method: op.method,
      url,
      headers: { ...body.headers, ...(lang ? { 'accept-language': lang } : {}) },
      ...(body.payload === undefined ? {} : { payload: body.payload }),
      note: body.note,
      template: op.path,
    }));
}

/** An address no route has, or a method a path does not take. */
function strayRequest(ops: Operation[], known: Known): fc.Arbitrary<FuzzRequest> {
  const template = fc.oneof(
    fc.constantFrom(...ops.map((op) => op.path)),
    nastyString.map((s) => `/api/${encode(s.slice(0, 200))}`),
  );
  const method = fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD');
  return fc
    .tuple(fc.constantFrom(...WHO), method, template, bodyFor({ kind: 'none' }, known))
    .map(([who, m, path, body]) => ({
      who,
      method: m,
      url: path.replaceAll(/\{[^}]+\}/g, () => known.ids[0]!),
      headers: body.headers,
      ...(body.payload === undefined ? {} : { payload: body.payload }),
      note: `stray:${body.note}`,
      template: path,
    }));
}

/** Every operation equally often, whatever its number of variants, and now and then a stray address. */
export function anyRequest(ops: Operation[], known: Known): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    { weight: 20, arbitrary: fc.oneof(...ops.map((op) => requestFor(op, known))) },
    { weight: 1, arbitrary: strayRequest(ops, known) },
  );
}
