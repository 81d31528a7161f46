import fc from 'fast-check';
import type { JsonSchema } from './operations.ts';

/** What the run knows about its own data, so that some generated requests reach real rows. */
export interface Known {
  /** Ids of rows that exist: properties, requests, inboxes, messages, members. */
  ids: string[];
  /** Members the admin may block or delete without ending a session the run relies on. */
  victimIds: string[];
  emails: string[];
  /** Valid-ish multipart text values by field name. */
  formValues: Record<string, string>;
  png: Buffer;
}

// Shared, not copied: every 1 MB string in a run is one of these two.
export const BIG = 'a'.repeat(1024 * 1024);
const BIG_UNICODE = '€😀\u202E\u0301'.repeat((1024 * 1024) / 5);

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\u202Eevil\u202C',
  '\u200B\u200C\u200D\uFEFF',
  'e\u0301\u0301\u0301\u0301\u0308\u0327',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '𝕳𝖊𝖑𝖑𝖔',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1',
  '-0',
  '0x1F',
  '99999999999999999999999999',
  '-99999999999999999999999999',
  '1.7976931348623157e+309',
  '2147483648',
  '9223372036854775808',
  'true',
  'null',
  'undefined',
  '[object Object]',
  '__proto__',
  'constructor',
  'prototype',
  "' OR 1=1 --",
  '%00',
  '%',
  '../../../etc/passwd',
  '..\\..\\windows',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as plain text
  '${7*7}{{7*7}}',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '2024-13-45T25:61:00Z',
  '\r\n\r\n',
  '"\'\\',
  'ß'.repeat(5000),
  '1'.repeat(10_000),
  '\u0085\u2028\u2029\u007F',
];

/** Single UTF-16 units, lone surrogates included, as well as whole code points. */
const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: anyUnit, maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom(BIG, BIG_UNICODE) },
);

const NASTY_NUMBERS = [0, -0, -1, 1.5, 2 ** 31, -(2 ** 31), 2 ** 53 + 2, 1e308, -1e308, 5e-324, 1e21];

/** A value of any JSON type, mostly of a type a field does not expect. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: nastyString },
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...NASTY_NUMBERS, true, false, null) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>([], {}, [[[]]], ['a', 1, null]) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(protoObject('__proto__'), protoObject('constructor')) },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 3 }) },
);

/** An object with an own key such as `__proto__` (a literal would set the prototype instead). */
export function protoObject(key: string): Record<string, unknown> {
  return Object.defineProperty({}, key, { value: { polluted: true, isAdmin: true }, enumerable: true });
}

function stringFor(schema: JsonSchema, known: Known, name: string): fc.Arbitrary<string> {
  if (schema.format === 'uuid' || /id$/i.test(name)) {
    return fc.oneof(fc.constantFrom(...known.ids), fc.uuid());
  }
  if (schema.format === 'email' || /email/i.test(name))
    return fc.oneof(fc.constantFrom(...known.emails), fc.emailAddress());
  if (name in known.formValues) return fc.constant(known.formValues[name]!);
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).map((s) => s.slice(0, schema.maxLength ?? 200));
    } catch {
      // A pattern fast-check cannot generate from falls through to plain text.
    }
  }
  const minLength = Math.min(schema.minLength ?? 0, 30);
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 30, 30)) });
}

/** A value the schema accepts, or close to it: the path for requests that get past validation. */
export function validish(schema: JsonSchema, known: Known, name = '', depth = 0): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => validish(v, known, name, depth + 1)));
  if (schema.allOf?.length) return validish(schema.allOf[0]!, known, name, depth + 1);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const value = ((): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return stringFor(schema, known, name);
      case 'integer':
        return fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 100, 1e6) });
      case 'number':
        return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 5000, noNaN: true });
      case 'boolean':
        return fc.boolean();
      case 'array':
        return depth > 3
          ? fc.constant([])
          : fc.array(validish(schema.items ?? {}, known, name, depth + 1), {
              maxLength: Math.min(schema.maxItems ?? 4, 4),
            });
      case 'object':
        return depth > 3 ? fc.constant({}) : objectFor(schema, known, depth);
      default:
        return name ? stringFor(schema, known, name) : fc.constant({});
    }
  })();
  return schema.nullable ? fc.option(value, { nil: null, freq: 8 }) : value;
}

function objectFor(schema: JsonSchema, known: Known, depth: number): fc.Arbitrary<unknown> {
  const props = schema.properties ?? {};
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, sub] of Object.entries(props)) record[key] = validish(sub, known, key, depth + 1);
  return fc.record(record, { requiredKeys: (schema.required ?? []).filter((k) => k in props) });
}
