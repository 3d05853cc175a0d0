// Seeded generators of hostile input for the fuzz suites, and the check that no answer leaks
// the server's internals (a query, its parameters, a stack).

/** A small seeded generator (mulberry32): the same seed gives the same run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Up to `count` items of `items`, in a seeded order. */
export function sample<T>(random: () => number, items: readonly T[], count: number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, count);
}

/** Ids no row can have, as they appear in a URL (already encoded). */
export const MALFORMED_ID_SEGMENTS = [
  '2147483648',
  '-1',
  '1e40',
  'abc',
  '%00',
  '0',
  '1.5',
  '9007199254740993',
  '99999999999999999999999',
  '%20',
] as const;

/** The ones every id must be tried with. */
export const REQUIRED_ID_SEGMENTS = ['2147483648', '-1', '1e40', 'abc', '%00'] as const;

/** Ids beyond the int4 columns, or no ids at all, as JSON values. */
const MALFORMED_ID_VALUES: unknown[] = [2147483648, -1, 1e40, 0, 1.5, '1', 'abc', null];

export const NUL_TEXT = 'Fuzz\u0000text with a NUL';

/** Strings a client may send where text is expected. */
export const HOSTILE_STRINGS = [
  NUL_TEXT,
  '\u0000',
  'Control \u0001\u0007\u001b[31m characters',
  'x'.repeat(100_000),
  'Lone surrogate \ud800 here',
  "Quote ' and backslash \\ and percent %",
  '\u202eright-to-left override',
  '   ',
] as const;

/** A string as a URL segment; a lone surrogate becomes the bytes of one (invalid UTF-8). */
export function urlSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
  }
}

/** Values of the wrong type for any field. */
export const WRONG_TYPES: unknown[] = [
  null,
  12345,
  2147483648,
  -1,
  1e40,
  true,
  [],
  {},
  ['a', 1],
  { $ne: 1 },
];

const INTERNAL_PATTERNS: RegExp[] = [
  /\bselect\b[\s\S]*\bfrom\b/i,
  /\binsert into\b/i,
  /\bupdate\s+"?\w+"?\s+set\b/i,
  /\bdelete from\b/i,
  /\bparams\b/i,
  /failed query/i,
  /\n\s+at /,
  /\bat [^\n]*:\d+:\d+/,
  /\w*Error:/,
  /node_modules/,
  /\.ts:\d+/,
  /\bpglite\b|\bpostgres(ql)?\b/i,
  /\bERR_[A-Z_]+\b|\bE(CONNREFUSED|CONNRESET|TIMEDOUT|PIPE|NOTFOUND)\b/,
];

/** The first internal fragment (SQL, parameters, a stack or an error class) found in a text. */
export function internalFragment(text: string): string | null {
  for (const pattern of INTERNAL_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return match[0].slice(0, 80);
  }
  return null;
}

/** A JSON schema as the OpenAPI document holds it (the parts the generators read). */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
}

const VALID_STRINGS: Record<string, string> = {
  email: 'fuzz@school.test',
  password: 'Secret123',
  newPassword: 'Secret456',
  currentPassword: 'Secret123',
  startDate: '2025-09-01',
  startTime: '2025-09-01T10:00:00.000Z',
  endTime: '2025-09-01T11:00:00.000Z',
  anonId: 'fuzz.student',
  shortName: 'FUZ',
};

/** A value the schema accepts (as far as a generator can tell), named after its field. */
export function validValue(schema: JsonSchema, name = ''): unknown {
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return validValue(variant, name);
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [
          key,
          validValue(value, key),
        ]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () =>
        validValue(schema.items ?? {}, name),
      );
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 1, 1));
    case 'boolean':
      return true;
    case 'string':
      return VALID_STRINGS[name] ?? 'Fuzzing text here';
    default:
      return schema.nullable ? null : 'Fuzzing text here';
  }
}

/** Values that must be refused for a field of this schema (or accepted without harm). */
export function hostileValues(schema: JsonSchema): unknown[] {
  const type = schema.type ?? schema.anyOf?.[0]?.type ?? schema.oneOf?.[0]?.type;
  const values: unknown[] = [...WRONG_TYPES];
  if (type === 'string') values.push(...HOSTILE_STRINGS);
  if (type === 'integer' || type === 'number') values.push(...MALFORMED_ID_VALUES);
  if (type === 'array') {
    values.push(
      [2147483648],
      [-1],
      [1e40],
      [NUL_TEXT],
      Array.from({ length: 5000 }, (_, index) => index + 1),
    );
  }
  return values;
}

/** The values every field must be tried with, whatever the sample. */
export function requiredHostileValues(schema: JsonSchema): unknown[] {
  const type = schema.type ?? schema.anyOf?.[0]?.type ?? schema.oneOf?.[0]?.type;
  if (type === 'string') return [NUL_TEXT, 'x'.repeat(100_000), 12345];
  if (type === 'integer' || type === 'number') return [2147483648, -1, 1e40, 'abc'];
  if (type === 'array') return [[2147483648], [NUL_TEXT], 'abc'];
  return [NUL_TEXT, 2147483648];
}
