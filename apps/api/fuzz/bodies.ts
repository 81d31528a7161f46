import fc from 'fast-check';
import type { Body, JsonSchema } from './operations.ts';
import { BIG, nastyString, nastyValue, protoObject, validish, type Known } from './values.ts';

export interface BodyVariant {
  headers: Record<string, string>;
  payload?: string | Buffer;
  note: string;
}

const RAW_JSON = [
  '{',
  '{"a":',
  '[1,2,',
  '{"a":1,}',
  "{'a':1}",
  'nul',
  'NaN',
  'Infinity',
  '{"a":NaN}',
  '{"a":1e99999}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '\uFEFF{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '"just a string"',
  '',
  ' ',
  '[]',
  'null',
  '0',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`,
];

const OTHER_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json;;;',
  'application/vnd.api+json',
  '*/*',
  'multipart/form-data; boundary=xx',
  'image/png',
];

function jsonText(value: unknown): string {
  return JSON.stringify(value) ?? 'null';
}

/** The schema's object with one thing wrong: a field of another type, a field missing, a field too many. */
function brokenObject(schema: JsonSchema, known: Known): fc.Arbitrary<{ value: unknown; note: string }> {
  const keys = Object.keys(schema.properties ?? {});
  const base = validish(schema, known) as fc.Arbitrary<Record<string, unknown>>;
  const asObject = base.map((v) => (v && typeof v === 'object' && !Array.isArray(v) ? v : {}));
  const arbs: fc.Arbitrary<{ value: unknown; note: string }>[] = [
    fc.record({ value: nastyValue, note: fc.constant('json:top-level-value') }),
    fc.tuple(asObject, nastyString, nastyValue).map(([v, key, extra]) => ({
      value: { ...v, [key.slice(0, 200)]: extra },
      note: 'json:extra-field',
    })),
    fc.tuple(asObject, fc.constantFrom('__proto__', 'constructor', 'prototype')).map(([v, key]) => ({
      value: Object.assign({ ...v }, protoObject(key)),
      note: `json:${key}-key`,
    })),
  ];
  if (keys.length) {
    arbs.push(
      fc.tuple(asObject, fc.constantFrom(...keys), nastyValue).map(([v, key, bad]) => ({
        value: { ...v, [key]: bad },
        note: `json:bad-${key}`,
      })),
      fc.tuple(asObject, fc.constantFrom(...keys)).map(([v, key]) => {
        const { [key]: _dropped, ...rest } = v;
        return { value: rest, note: `json:missing-${key}` };
      }),
      fc.tuple(asObject, fc.constantFrom(...keys)).map(([v, key]) => ({
        value: { ...v, [key]: [v[key], v[key]] },
        note: `json:array-for-${key}`,
      })),
      asObject.map((v) => ({ value: { ...v, [keys[0]!]: BIG }, note: 'json:1mb-field' })),
    );
  }
  return fc.oneof(...arbs);
}

function jsonBody(schema: JsonSchema, known: Known): fc.Arbitrary<BodyVariant> {
  const json = { 'content-type': 'application/json' };
  return fc.oneof(
    {
      weight: 3,
      arbitrary: validish(schema, known).map((v) => ({ headers: json, payload: jsonText(v), note: 'json:valid-ish' })),
    },
    {
      weight: 5,
      arbitrary: brokenObject(schema, known).map(({ value, note }) => ({
        headers: json,
        payload: jsonText(value),
        note,
      })),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...RAW_JSON).map((raw) => ({ headers: json, payload: raw, note: 'json:raw' })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...OTHER_TYPES), validish(schema, known))
        .map(([type, v]) => ({ headers: { 'content-type': type }, payload: jsonText(v), note: `type:${type}` })),
    },
    {
      weight: 1,
      arbitrary: validish(schema, known).map((v) => ({ headers: {}, payload: jsonText(v), note: 'type:none' })),
    },
    { weight: 1, arbitrary: fc.constant({ headers: json, note: 'json:no-body' }) },
    { weight: 1, arbitrary: fc.constant({ headers: {}, note: 'no-body' }) },
  );
}

type Part = { name: string; value: string | Buffer; filename?: string; type?: string };

function encodeParts(parts: Part[], boundary: string, eol = '\r\n', closing = true): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const file = p.filename === undefined ? '' : `; filename="${p.filename}"${eol}Content-Type: ${p.type}`;
    chunks.push(Buffer.from(`--${boundary}${eol}Content-Disposition: form-data; name="${p.name}"${file}${eol}${eol}`));
    chunks.push(Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value), Buffer.from(eol));
  }
  if (closing) chunks.push(Buffer.from(`--${boundary}--${eol}`));
  return Buffer.concat(chunks);
}

function formParts(body: Extract<Body, { kind: 'multipart' }>, known: Known): fc.Arbitrary<Part[]> {
  const textFields = body.fields.filter((f) => !body.fileFields.includes(f) && f in known.formValues);
  const complete: Part[] = textFields.map((name) => ({ name, value: known.formValues[name]! }));
  const files: Part[] = body.fileFields.map((name) => ({
    name,
    value: known.png,
    filename: 'a.png',
    type: 'image/png',
  }));
  const fileVariants: Part[] = [
    ...files,
    ...body.fileFields.map((name) => ({
      name,
      value: Buffer.from('not an image'),
      filename: 'a.png',
      type: 'image/png',
    })),
    ...body.fileFields.map((name) => ({
      name,
      value: Buffer.alloc(0),
      filename: '',
      type: 'application/octet-stream',
    })),
    { name: 'documents', value: Buffer.from('%PDF-1.4\n%%EOF\n'), filename: '../../x.pdf', type: 'application/pdf' },
  ];
  const names = [...body.fields, '__proto__', 'constructor', 'a\u0000b', ''];
  const without = (name: string) => complete.filter((p) => p.name !== name);
  // The complete form with at most one field broken, dropped or added, and its files or broken ones.
  const texts = fc.oneof(
    { weight: 3, arbitrary: fc.constant(complete) },
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom(...names), nastyString)
        .map(([name, bad]) => [...without(name), { name, value: bad.slice(0, 70_000) }]),
    },
    { weight: 1, arbitrary: fc.constantFrom(...textFields).map(without) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(nastyString, nastyString)
        .map(([name, value]) => [
          ...complete,
          { name: name.slice(0, 300).replaceAll('"', ''), value: value.slice(0, 1000) },
        ]),
    },
  );
  const extras = fc.oneof(
    { weight: 3, arbitrary: fc.constant(files) },
    { weight: 2, arbitrary: fc.array(fc.constantFrom(...fileVariants), { maxLength: 3 }) },
  );
  return fc.tuple(texts, extras).map(([t, e]) => [...t, ...e]);
}

/** A form, mostly well-formed, sometimes broken in its framing: the parser's errors are part of the surface. */
function multipartBody(body: Extract<Body, { kind: 'multipart' }>, known: Known): fc.Arbitrary<BodyVariant> {
  const boundary = 'fuzzBoundary7MA4YWxkTrZu0gW';
  const type = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  const parts = formParts(body, known);
  return fc.oneof(
    {
      weight: 6,
      arbitrary: parts.map((p) => ({ headers: type, payload: encodeParts(p, boundary), note: 'multipart:form' })),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(parts, fc.double({ min: 0, max: 1, noNaN: true })).map(([p, cut]) => {
        const full = encodeParts(p, boundary);
        return { headers: type, payload: full.subarray(0, Math.floor(full.length * cut)), note: 'multipart:cut-off' };
      }),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          parts,
          fc.constantFrom(
            'multipart/form-data',
            'multipart/form-data; boundary=',
            'multipart/form-data; boundary=other',
            `multipart/form-data; boundary=${'b'.repeat(300)}`,
            'multipart/form-data; boundary="unterminated',
            'multipart/mixed; boundary=fuzzBoundary7MA4YWxkTrZu0gW',
            'text/plain',
            'application/json',
          ),
        )
        .map(([p, header]) => ({
          headers: { 'content-type': header },
          payload: encodeParts(p, boundary),
          note: `multipart:type ${header.slice(0, 40)}`,
        })),
    },
    {
      weight: 1,
      arbitrary: parts.map((p) => ({
        headers: type,
        payload: encodeParts(p, boundary, '\n'),
        note: 'multipart:lf-only',
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          { count: 1100, size: 1, note: 'multipart:many-parts' },
          { count: 1, size: 100_000, note: 'multipart:huge-part-header' },
        )
        .map(({ count, size, note }) => {
          const header = `X-Filler: ${'h'.repeat(size)}\r\n`;
          const one = `--${boundary}\r\n${header}Content-Disposition: form-data; name="f"\r\n\r\nv\r\n`;
          return { headers: type, payload: `${one.repeat(count)}--${boundary}--\r\n`, note };
        }),
    },
    {
      weight: 1,
      arbitrary: fc.constant({
        headers: type,
        payload: Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="firstName"\r\n\r\n`),
          Buffer.from([0xff, 0xfe, 0xc3, 0x28]),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        note: 'multipart:invalid-utf8',
      }),
    },
    { weight: 1, arbitrary: jsonBody({ type: 'object', properties: {} }, known) },
  );
}

export function bodyFor(body: Body, known: Known): fc.Arbitrary<BodyVariant> {
  if (body.kind === 'json') return jsonBody(body.schema, known);
  if (body.kind === 'multipart') return multipartBody(body, known);
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant<BodyVariant>({ headers: {}, note: 'no-body' }) },
    { weight: 1, arbitrary: jsonBody({}, known) },
  );
}
