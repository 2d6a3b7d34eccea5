/** Texts with a NUL character, which PostgreSQL text cannot store. */
export const NUL_STRINGS: readonly string[] = ['\u0000', 'Elvin\u0000Məmmədov', 'player@demo.az\u0000'];

/** Texts with half a UTF-16 surrogate pair, which is not Unicode at all. */
export const LONE_SURROGATE_STRINGS: readonly string[] = ['\ud800', 'x\udfffy', 'Elvin\ud83d'];

/** Strings a text field should survive: bidi overrides, other scripts, emoji, combining marks, control characters. */
export const HOSTILE_UNICODE: readonly string[] = [
  '\u202eRTL override\u202c',
  'مرحبا بالعالم',
  '⚽👍🏽👨‍👩‍👧‍👦',
  'e\u0301\u0302\u0303\u0304\u0305\u0306',
  '\u200b\ufeff\u2028\u2029',
  '\u001b[31m\r\n\t',
];

/** Texts far past any sensible length limit. */
export const HOSTILE_LONG_STRINGS: readonly string[] = [
  'x'.repeat(10_000),
  '⚽'.repeat(5_000),
  ' '.repeat(10_000),
];

/** Numbers at and past the edges of Postgres integer and JavaScript number types. */
export const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -1,
  -0,
  0.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 1,
  1e308,
  -1e308,
  5e-324,
];

/** Number-looking strings (query strings and typed JSON fields). */
export const HOSTILE_NUMERIC_STRINGS: readonly string[] = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '0x10',
  ' 1 ',
  '',
  '-0',
  '2147483648',
  '99999999999999999999999',
];

/** Instants and dates outside the range a booking product expects (275760 is the JS Date limit). */
export const HOSTILE_DATES: readonly string[] = [
  '9999-12-31T23:59:59Z',
  '9999-12-31T23:59:59.999+14:00',
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '275760-09-13T00:00:00Z',
  '1969-12-31T23:59:59Z',
  '9999-12-31',
  '0000-01-01',
  '2024-02-30',
];

/** Path segments that are not the id of anything: injections, traversal, control characters. */
export const HOSTILE_PATH_SEGMENTS: readonly string[] = [
  "1' or '1'='1",
  '../../etc/passwd',
  'null',
  'undefined',
  '-1',
  '0',
  '2147483648',
  '1.5',
  '00000000-0000-0000-0000-000000000000',
  '{id}',
  'me',
];

/** Raw (already encoded) percent sequences that do not decode to valid UTF-8, or decode to NUL. */
export const BAD_PERCENT_ENCODINGS: readonly string[] = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%ED%A0%80',
  '%FF%FE',
  '%00',
  'a%2Fb',
];

/** Values of the wrong JSON type for any field. */
export const WRONG_TYPE_VALUES: readonly unknown[] = [
  null,
  true,
  1,
  'text',
  [],
  {},
  [1, 'a'],
  { nested: { deep: [] } },
];

/** Keys nobody declared, including prototype-polluting ones. */
export const EXTRA_KEYS: readonly string[] = [
  'extra_field',
  '__proto__',
  'constructor',
  'role',
  'is_admin',
  'id',
];

/** How long a "huge" array is. */
export const HUGE_ARRAY_LENGTH = 5_000;

/** A 300-character path segment. */
export const LONG_PATH_SEGMENT = 'a'.repeat(300);

/**
 * The order an operation's hostile kinds are tried in: the kinds most likely to find a crash first,
 * so a small budget spends itself there. Kinds not listed come last.
 */
export const KIND_PRIORITY: readonly string[] = [
  'nul',
  'lone-surrogate',
  'far-date',
  'huge-array',
  'boundary-number',
  'other-id',
  'random-uuid',
  'bad-percent',
  'missing-required',
  'wrong-type',
  'unicode',
  'long-string',
  'numeric-string',
  'garbage',
  'long',
  'extra-field',
  'broken-json',
];
