import fc from 'fast-check';

/**
 * What a field holds, so a generated value can be sure to be wrong for it: free `text` is
 * wrong only by type or by length (any other string is a valid prompt), the others for any
 * string a random generator can make too.
 */
export type FieldKind = 'id' | 'text' | 'email' | 'enum' | 'number' | 'boolean' | 'object';

/** Unicode of every plane (lone surrogates, NUL, right-to-left marks included). */
export const unicode = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', '\u202eevil', '💥'.repeat(20), 'é\u0301', '\uffff'),
);

/** Just under the 1 MB body limit once in JSON (multi-byte and escaped characters counted). */
export const huge = fc
  .constantFrom<[string, number]>(['a', 900_000], ['é', 400_000], ['💥', 200_000], ['\u0000', 140_000])
  .map(([unit, count]) => unit.repeat(count));

/** MongoDB query operators where a value belongs. */
export const operatorInjection = fc.constantFrom<Record<string, unknown>>(
  { $gt: '' },
  { $ne: null },
  { $regex: '.*' },
  { $where: 'sleep(1000)' },
  { $in: ['', null] },
);

/** Objects that carry prototype keys as own properties (as JSON.parse makes them). */
export const prototypeKeys = fc.constantFrom<Record<string, unknown>>(
  JSON.parse('{"__proto__": {"isAdmin": true, "ownerId": "someone"}}'),
  { constructor: { prototype: { polluted: true } } },
  JSON.parse('{"__proto__": null, "prototype": {}}'),
);

/** Nested arrays or objects, up to thousands of levels. */
export const deepNesting = fc
  .tuple(fc.integer({ min: 50, max: 4000 }), fc.boolean())
  .map(([depth, objects]) => (objects ? '{"a":'.repeat(depth) + '1' + '}'.repeat(depth) : '['.repeat(depth) + ']'.repeat(depth)));

/** Any JSON value, small: what a field that is not the wrong one may hold. */
const anyValue = fc.oneof(
  unicode,
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  operatorInjection,
  prototypeKeys,
);

const STRING_SHAPED = [fc.integer(), fc.double({ noNaN: true }), fc.boolean(), fc.array(anyValue, { maxLength: 3 })];

/** A value certainly wrong for a field of this kind. */
export function badValue(kind: FieldKind): fc.Arbitrary<unknown> {
  const objects = [operatorInjection, prototypeKeys];
  switch (kind) {
    case 'text':
      return fc.oneof(huge, ...STRING_SHAPED, ...objects);
    case 'id':
    case 'email':
    case 'enum':
      return fc.oneof(
        unicode,
        huge,
        fc.constantFrom('__proto__', 'constructor', '{"$gt":""}', '../../etc/passwd'),
        ...STRING_SHAPED,
        ...objects,
      );
    case 'number':
      return fc.oneof(unicode, fc.boolean(), fc.array(anyValue, { maxLength: 3 }), ...objects);
    case 'boolean':
      return fc.oneof(unicode, fc.integer(), fc.array(anyValue, { maxLength: 3 }), ...objects);
    case 'object':
      return fc.oneof(unicode, fc.integer(), fc.boolean(), fc.array(anyValue, { maxLength: 3 }), operatorInjection);
  }
}

/** JSON text that does not parse. */
export const malformedJson = fc.oneof(
  fc.constantFrom('{', '{"a":', '[1,2', '{"a":1,}', "{'a':1}", 'undefined', 'NaN', '{"a":"\\x"}', '\u0000', '{"a":1}{"b":2}'),
  unicode.map((text) => `{${text}`),
);

/**
 * An object of the route's fields where one field (at least) is certainly wrong, the others
 * anything, and sometimes prototype or operator keys beside them: written as raw JSON so
 * `__proto__` stays an own key.
 */
export function objectWithBadField(fields: Record<string, FieldKind>): fc.Arbitrary<string> {
  const names = Object.keys(fields);
  if (names.length === 0) return fc.oneof(operatorInjection, prototypeKeys).map((value) => JSON.stringify(value));
  return fc
    .record({
      bad: fc.constantFrom(...names).chain((name) => badValue(fields[name]!).map((value) => [name, value] as const)),
      others: fc.array(fc.tuple(fc.constantFrom(...names), anyValue), { maxLength: names.length }),
      extra: fc
        .subarray(['__proto__', 'constructor', '$where', 'ownerId'])
        .chain((keys) => fc.tuple(...keys.map((key) => fc.tuple(fc.constant(key), anyValue)))),
    })
    .map(({ bad, others, extra }) => {
      const entries = new Map<string, unknown>([...others, ...extra]);
      entries.set(bad[0], bad[1]); // last, so no other entry overwrites it
      return `{${[...entries].map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`;
    });
}

/** A request body: malformed, not an object, deeply nested, or an object with a wrong field. */
export function badBody(fields: Record<string, FieldKind>): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: objectWithBadField(fields), weight: 6 },
    { arbitrary: malformedJson, weight: 2 },
    { arbitrary: deepNesting, weight: 1 },
    { arbitrary: fc.oneof(fc.integer(), fc.constant(null), unicode).map((value) => JSON.stringify(value)), weight: 1 },
  );
}

/** The headers a body goes with: mostly JSON, sometimes a charset, encoding or type no route reads. */
export const bodyHeaders = fc.oneof(
  { arbitrary: fc.constant<Record<string, string>>({ 'content-type': 'application/json' }), weight: 8 },
  {
    arbitrary: fc.constantFrom<Record<string, string>>(
      { 'content-type': 'application/json; charset=utf-7' },
      { 'content-type': 'application/json', 'content-encoding': 'br-nope' },
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      { 'content-type': 'multipart/form-data; boundary=x' },
      { 'content-type': 'multipart/form-data' },
      { 'content-type': 'text/plain' },
    ),
    weight: 2,
  },
);

/** Every UTF-8 byte as %XX (encodeURIComponent throws on lone surrogates; these become U+FFFD). */
const percentEncoded = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/** A path segment where an id or name belongs, encoded (or, sometimes, with a malformed `%`). */
export const badSegment = fc.oneof(
  {
    // Not a dot segment: URL parsing removes those before the request leaves, so no route would see it.
    arbitrary: fc
      .oneof(unicode, fc.constantFrom('__proto__', 'constructor', '{"$gt":""}', '.hidden'))
      .filter((text) => text !== '.' && text !== '..')
      .map(percentEncoded),
    weight: 8,
  },
  { arbitrary: fc.constantFrom('%E0%A4%A', '%', '%zz', 'a'.repeat(5000)), weight: 2 },
);
