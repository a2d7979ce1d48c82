/**
 * What a careless or hostile client sends in place of a field: wrong types, huge and tiny numbers, long
 * decimals, exponents, control characters, bidi marks, emoji, lone surrogates, oversized strings and arrays.
 */
import fc from 'fast-check';

/** JSON text written as is: number literals JSON.stringify cannot make (1e400 parses to Infinity). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a value that may hold RawJson parts. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const LONG_DIGITS = '12345678901234567890123456789012';

export const HOSTILE_TEXTS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31mred',
  '\r\nX-Injected: 1',
  '\u202eevil\u202c',
  '\u200f\u200e',
  '\ufeff1',
  '😀',
  '👩‍👩‍👧‍👦',
  '\ud800',
  'a\udfffb',
  LONG_DIGITS,
  `0.${'0'.repeat(31)}1`,
  `${LONG_DIGITS}.${LONG_DIGITS}`,
  '100000000000',
  '100000000000.000001',
  '100000000001',
  '99999999999999999999',
  '9999999999999999',
  '9999999999999999e80',
  '1e20',
  '1E-7',
  '1e-100',
  '-1',
  '-0',
  '-0.000001',
  '+1',
  ' 1',
  '1 ',
  '0x10',
  '1_000',
  '1,5',
  'NaN',
  'Infinity',
  '-Infinity',
  '0.0000001',
  '0.000001',
  '__proto__',
  'constructor',
  'toString',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  'rrrrrrrrrrrrrrrrrrrrrhoLvTp',
  'XRP:rrrrrrrrrrrrrrrrrrrrrhoLvTp',
  'USD:rrrrrrrrrrrrrrrrrrrrrhoLvTp',
  '0000000000000000000000000000000000000000:rrrrrrrrrrrrrrrrrrrrrhoLvTp',
  `${'F'.repeat(40)}:rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh`,
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '9999-12-31T23:59:59.999Z',
  '0000-01-01T00:00:00Z',
  '2026-02-30T00:00:00Z',
  'data:image/png;base64,AAAA',
  'javascript:alert(1)',
  'http://127.0.0.1:1/',
  'x'.repeat(300),
  '9'.repeat(5000),
];

const HOSTILE_NUMBER_LITERALS: readonly string[] = [
  '1e400',
  '-1e400',
  '1e-400',
  LONG_DIGITS,
  `-${LONG_DIGITS}`,
  `0.${'0'.repeat(40)}1`,
  '123456789012345678901234567890.5',
  '4294967296',
  '9007199254740993',
  '-0',
  '0.1',
  '1.005',
];

const HOSTILE_PLAIN: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  0.001,
  5e-324,
  1.7976931348623157e308,
  -1.7976931348623157e308,
  2 ** 53 + 2,
  4294967295,
  [],
  {},
  [null],
  [''],
  { value: '1' },
  { currency: 'XRP', issuer: null },
];

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom('a'.repeat(100_000), 'é'.repeat(60_000)) },
);

/** Amounts each schema may accept, at the edges: the largest and smallest a field can hold. */
export const EXTREME_AMOUNTS: readonly string[] = [
  '9999999999999999',
  '1000000000000000',
  '100000000000',
  '99999999999.999999',
  '0.000001',
  '0.000000000000001',
  '0.0000000000000000000000000000000000000000000000000000000000000000000000000000001',
  `0.${'0'.repeat(79)}1`,
  '9999999999999999000000000000000000000000000000000000000000000000000000000000000',
  '9999999999999999000',
  '9223372036854775807',
  '18446744073709551616',
];

/** Headers a client may add: forged or foreign cookies, cross-site origins, a header too large to parse. */
export const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc.constantFrom<Record<string, string>>(
  {},
  { cookie: 'horizon_session=forged.value' },
  { cookie: `horizon_session=${'a'.repeat(4000)}` },
  { cookie: `x=${'b'.repeat(20_000)}` },
  { origin: 'null' },
  { origin: 'https://evil.example' },
  { 'sec-fetch-site': 'cross-site' },
  { 'x-forwarded-for': '::1, 300.1.1.1' },
  { 'accept-encoding': 'br;q=0, gzip;q=0, *;q=0' },
  { 'content-length': '0' },
);

/** Even-length hex that is no transaction the server issued: a truncated, random or forged blob. */
const hostileHex: fc.Arbitrary<string> = fc.oneof(
  fc
    .array(fc.constantFrom(...'0123456789ABCDEF'), { minLength: 1, maxLength: 200 })
    .map((digits) => (digits.length % 2 === 0 ? digits : [...digits, '0']).join('')),
  fc.constantFrom('12', '1200', '120000', '1200002280000000', `1200${'FF'.repeat(300)}`, '00'.repeat(8192)),
);

/** Any JSON-ish value a field might receive instead of the right one. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: hostileHex },
  { weight: 3, arbitrary: fc.constantFrom(...EXTREME_AMOUNTS) },
  { weight: 5, arbitrary: hostileText },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_PLAIN) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBER_LITERALS).map((text) => new RawJson(text)) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer({ min: -(2 ** 31), max: 2 ** 32 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      Array.from({ length: 5000 }, () => '1'),
      Array.from({ length: 500 }, () => ({ a: 'b' })),
    ),
  },
  { weight: 1, arbitrary: fc.array(hostileTextOrNumber(), { maxLength: 5 }) },
);

function hostileTextOrNumber(): fc.Arbitrary<unknown> {
  return fc.oneof(hostileText, fc.double(), fc.constantFrom(...HOSTILE_PLAIN));
}

/** Whole bodies that are not the JSON object a route expects. */
export const hostileBodyText: fc.Arbitrary<string> = fc.constantFrom(
  '',
  '{',
  '{"a":',
  'null',
  '"text"',
  '[]',
  '1e400',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '\u0000',
  '{"a":"\\ud800"}',
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  `{"a":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`,
  'x'.repeat(300_000),
  '{"a":1,"a":2}',
  '\ufeff{}',
);

/** A path segment as it goes on the wire: raw percent-encodings, odd or broken on purpose. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '%',
    '%zz',
    '%0',
    '%00',
    '%2F',
    '%2f..%2f',
    '..',
    '%2e%2e',
    '%C0%AF',
    '%E2%80%AE',
    '%F0%9F%98%80',
    '%ED%A0%80',
    '%FF',
    '%25',
    '%20',
    'a;b',
    '\'"',
    '~',
    'a'.repeat(101),
    'a'.repeat(5000),
    'USD:rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh:x',
    encodeURIComponent('\u0000'),
  ),
  hostileText.map((text) => encodeURIComponent(toWellFormed(text)).slice(0, 8000)),
);

/** encodeURIComponent throws on a lone surrogate; the wire form of one is %ED%A0%80 (covered above). */
function toWellFormed(text: string): string {
  return text.replace(/[\ud800-\udfff]/g, (c, i: number) => {
    const pairOk =
      (c >= '\ud800' && c <= '\udbff' && /[\udc00-\udfff]/.test(text[i + 1] ?? '')) ||
      (c >= '\udc00' && /[\ud800-\udbff]/.test(text[i - 1] ?? ''));
    return pairOk ? c : '\ufffd';
  });
}

/** A query value on the wire: either a hostile text encoded, or a raw broken encoding. */
export const hostileQueryValue: fc.Arbitrary<string> = fc.oneof(
  hostileText.map((text) => encodeURIComponent(toWellFormed(text)).slice(0, 8000)),
  fc.constantFrom(...HOSTILE_NUMBER_LITERALS),
  fc.constantFrom('%', '%zz', '%00', '%ED%A0%80', '%FF', '+', '&', '=', 'a=b=c', '[]'),
);

export const hostileContentType: fc.Arbitrary<string | undefined> = fc.constantFrom(
  undefined,
  'text/plain',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  'application/jsonx',
  '',
);
