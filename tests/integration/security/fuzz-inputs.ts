import fc from "fast-check";
import { wellFormed } from "./route-handlers";

/**
 * Generators of hostile requests for the handler fuzz: values shaped by a handler's own schema (so
 * that most reach its logic) with hostile leaves, mutated example bodies, wrong types, malformed
 * JSON, wrong content types, hostile query strings and path values.
 */

/** A JSON Schema as zod's toJSONSchema writes it (the parts the generators read). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

export interface FuzzRequest {
  params: Record<string, string>;
  /** The query string, without "?". */
  query: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

const HUGE = "x".repeat(1_000_001);

/** Strings that have broken parsers, databases and renderers before. */
const hostileStrings = fc.constantFrom(
  "",
  " ",
  "\u0000",
  "null",
  "undefined",
  "NaN",
  "-1",
  "0",
  "1e309",
  "9".repeat(400),
  "-9223372036854775809",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "'; drop table teams; --",
  "../../etc/passwd",
  "%00",
  "%",
  "\\",
  '"',
  "\u202e\u202d",
  "\ud800",
  "\udfff\ud800",
  "Ａｌｐｈａ",
  "İıß",
  "👩‍👩‍👧‍👦".repeat(300),
  "http://127.0.0.1:1/",
  "file:///etc/passwd",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "2026-02-30 25:61:61",
  "0000-00-00T00:00:00Z",
);

/** Huge strings: rare (they cost time), but every handler meets them a few dozen times per run. */
const hugeStrings = fc.constantFrom("a".repeat(100_000), "😀".repeat(5000), HUGE);

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: hostileStrings, weight: 15 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 60 }), weight: 10 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 60 }), weight: 10 },
  { arbitrary: fc.string({ maxLength: 20 }), weight: 5 },
  { arbitrary: hugeStrings, weight: 1 },
);

const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 1, 0.5, -0.5, 2 ** 31, 2 ** 31 - 1, -(2 ** 31), 2 ** 53, 2 ** 53 + 2, -(2 ** 53) - 2, 2 ** 63, 1e21, 1e308, -1e308, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const nastyLeaf: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyString, weight: 4 },
  { arbitrary: nastyNumber, weight: 3 },
  { arbitrary: fc.constantFrom(true, false, null), weight: 2 },
);

/** Any JSON value, leaning to hostile strings and numbers, with nesting. */
export const nastyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    { arbitrary: nastyLeaf, weight: 6 },
    { arbitrary: fc.array(tie("value"), { maxLength: 4 }), weight: 1 },
    { arbitrary: fc.dictionary(fc.oneof(nastyString, fc.string({ maxLength: 8 })), tie("value"), { maxKeys: 4 }), weight: 1 },
  ),
})).value;

/** Deeply nested JSON, which recursive validators and serialisers may not survive (as text: too deep to build as a value). */
const deepJson = fc.integer({ min: 100, max: 20_000 }).map((depth) => ({
  rawBody: `{"a":${'[{"a":'.repeat(depth)}1${"}]".repeat(depth)}}`,
  headers: { "content-type": "application/json" },
}));

/** What shapes a value: the schema's definitions, and real values for fields named like the fixture's objects. */
export interface Shaping {
  defs: Record<string, JsonSchema>;
  /** Field name -> values that name the caller's own team, audiences, accounts... */
  hints: Record<string, unknown[]>;
}

function resolve(schema: JsonSchema, defs: Record<string, JsonSchema>): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split("/").pop()!;
  return defs[name] ?? {};
}

/**
 * Values of the schema's shape: mostly valid, but every leaf is hostile now and then, required fields
 * go missing and unknown fields appear, so both the validation and what lies behind it are exercised.
 */
export function nearValid(schema: JsonSchema, shaping: Shaping, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema, shaping.defs);
  const valid = strictlyShaped(s, shaping, depth);
  return fc.oneof({ arbitrary: valid, weight: 7 }, { arbitrary: nastyValue, weight: 1 });
}

function strictlyShaped(s: JsonSchema, shaping: Shaping, depth: number): fc.Arbitrary<unknown> {
  if (depth > 6) return nastyValue;
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => nearValid(a, shaping, depth + 1)));
  if (s.allOf?.length) return nearValid(s.allOf[0], shaping, depth + 1);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => strictlyShaped({ ...s, type }, shaping, depth)));
  switch (types[0]) {
    case "string":
      return shapedString(s);
    case "integer":
      return fc.oneof(
        fc.integer({ min: Math.max(lowerBound(s), -(2 ** 31)), max: Math.min(s.maximum ?? 2 ** 31, 2 ** 31) }),
        // Just outside the bounds, and around the database's integer limit.
        fc.constantFrom(lowerBound(s) - 1, (s.maximum ?? 2 ** 53) + 1, 2 ** 31 - 1, 2 ** 31),
      );
    case "number":
      return fc.oneof(fc.double({ min: lowerBound(s), max: s.maximum ?? 1e12, noNaN: true }), fc.constantFrom((s.maximum ?? 1e12) * 10));
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(s.items ? nearValid(s.items, shaping, depth + 1) : nastyValue, {
        minLength: Math.min(s.minItems ?? 0, 8),
        maxLength: Math.min(Math.max(s.maxItems ?? 5, s.minItems ?? 0, 1), 8),
      });
    case "object":
      return shapedObject(s, shaping, depth);
    default:
      return nastyValue;
  }
}

function lowerBound(s: JsonSchema): number {
  if (s.exclusiveMinimum !== undefined) return s.exclusiveMinimum + (s.type === "integer" ? 1 : Number.EPSILON);
  return s.minimum ?? -1e6;
}

function shapedString(s: JsonSchema): fc.Arbitrary<string> {
  const max = Math.min(s.maxLength ?? 40, 200);
  const min = Math.min(s.minLength ?? 0, max);
  const options: fc.Arbitrary<string>[] = [fc.string({ minLength: min, maxLength: max, unit: "grapheme" })];
  if (s.format === "uuid") options.push(fc.uuid());
  if (s.format === "email") options.push(fc.emailAddress());
  if (s.format === "date-time") options.push(fc.date({ min: new Date(0), max: new Date(4_102_444_800_000), noInvalidDate: true }).map((d) => d.toISOString()));
  if (s.pattern) {
    try {
      options.push(fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= (s.maxLength ?? Infinity)));
    } catch {
      // A pattern fast-check cannot generate from: the other shapes still apply.
    }
  }
  // Just over the limit: the boundary validators get wrong most often.
  if (s.maxLength !== undefined && s.maxLength < 100_000) options.push(fc.constant("y".repeat(s.maxLength + 1)));
  return fc.oneof(...options);
}

function shapedObject(s: JsonSchema, shaping: Shaping, depth: number): fc.Arbitrary<unknown> {
  const props = s.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, prop] of Object.entries(props)) {
    const shaped = nearValid(prop, shaping, depth + 1);
    const known = shaping.hints[key];
    model[key] = known?.length ? fc.oneof(fc.constantFrom(...known), shaped) : shaped;
  }
  const required = (s.required ?? []).filter((k) => k in props);
  const record = fc.record(model, { requiredKeys: required });
  return fc.tuple(record, fc.dictionary(fc.oneof(nastyString, fc.constantFrom("__proto__", "constructor", "id", "team", "user_id")), nastyValue, { maxKeys: 3 }), fc.nat({ max: 9 })).map(([value, extra, dice]) => {
    const out: Record<string, unknown> = { ...value };
    if (dice === 0 && required.length) delete out[required[dice % required.length]];
    if (dice === 1) Object.assign(out, extra);
    return out;
  });
}

/** An example body with fields replaced by hostile values, dropped, or joined by unknown ones. */
export function mutated(example: unknown): fc.Arbitrary<unknown> {
  if (!example || typeof example !== "object" || Array.isArray(example)) return nastyValue;
  const keys = Object.keys(example);
  return fc
    .tuple(fc.subarray(keys), fc.subarray(keys, { maxLength: Math.min(1, keys.length) }), fc.array(nastyValue, { minLength: keys.length, maxLength: keys.length }), fc.dictionary(nastyString, nastyValue, { maxKeys: 2 }))
    .map(([replaced, dropped, values, extra]) => {
      const out: Record<string, unknown> = { ...(example as Record<string, unknown>), ...extra };
      replaced.forEach((k) => (out[k] = values[keys.indexOf(k)]));
      dropped.forEach((k) => delete out[k]);
      return out;
    });
}

/** A value as a query string would carry it (objects, which have no query form, as JSON). */
const asText = (v: unknown) => (typeof v === "object" && v !== null ? JSON.stringify(v) : String(v));

const MALFORMED_JSON = ["{", "}", "[", '{"a":', "{'a': 1}", "{a:1}", '{"a":1,}', "\ufeff{}", "NaN", "undefined", "{\"a\":\"\\u12\"}", '{"a":1}{"b":2}', "\u0000", "[".repeat(10_000)];

/** How the body travels: JSON (usually), malformed JSON, or the wrong content type. */
function encodings(value: unknown): fc.Arbitrary<Pick<FuzzRequest, "body" | "rawBody" | "headers">> {
  const text = JSON.stringify(value) ?? "null";
  return fc.oneof(
    { arbitrary: fc.constant({ body: value }), weight: 12 },
    { arbitrary: fc.constantFrom(...MALFORMED_JSON).map((rawBody) => ({ rawBody, headers: { "content-type": "application/json" } })), weight: 1 },
    {
      // A valid body cut short, or with a number no double can hold.
      arbitrary: fc.nat({ max: text.length }).map((cut) => ({ rawBody: cut % 2 ? text.slice(0, cut) : text.replace(/\d+(\.\d+)?/, "1e999"), headers: { "content-type": "application/json" } })),
      weight: 1,
    },
    {
      arbitrary: fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/octet-stream", "application/json; charset=utf-16", "").map((type) => ({
        rawBody: type.startsWith("application/x-www") && value && typeof value === "object" ? new URLSearchParams(Object.entries(value).map(([k, v]) => [k, asText(v)])).toString() : text,
        headers: (type ? { "content-type": type } : {}) as Record<string, string>,
      })),
      weight: 2,
    },
  );
}

function queryText(value: unknown): string {
  if (!value || typeof value !== "object" || Array.isArray(value)) return new URLSearchParams({ q: asText(value) }).toString();
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(value)) {
    for (const one of Array.isArray(v) ? v : [v]) search.append(k, asText(one));
  }
  return search.toString();
}

const RAW_QUERIES = ["%", "%zz", "a=%E0%A4%A", "=&&=", "team[]=a&team[]=b", "__proto__[x]=1", `q=${"%F0%9F%98%80".repeat(2000)}`, "a".repeat(20_000)];

const PATH_VALUES = fc.oneof(
  fc.constantFrom("0", "-1", "1.5", "1e3", "0x10", "99999999999999999999", "１２", " 1", "1 ", "../", "..%2f", "twitter", "NaN", "null", "00000000-0000-4000-8000-000000000000", "a".repeat(10_000)),
  nastyString.filter((s) => s.length < 200_000),
).map(wellFormed);

export interface RequestShape {
  paramNames: string[];
  /** Path values that name the fixture's own objects (so some requests get past the lookups). */
  validParams: Record<string, string>;
  bodySchema?: JsonSchema;
  bodyExample?: unknown;
  /** False for handlers that read no body: their requests carry none. */
  takesBody: boolean;
  querySchema?: JsonSchema;
  queryExample?: Record<string, string>;
  hints: Record<string, unknown[]>;
}

/** Whole requests for one handler: path values, query string, body and its encoding. */
export function requests(shape: RequestShape): fc.Arbitrary<FuzzRequest> {
  const params = fc.record(
    Object.fromEntries(
      shape.paramNames.map((name) => [name, shape.validParams[name] ? fc.oneof({ arbitrary: fc.constant(shape.validParams[name]), weight: 2 }, { arbitrary: PATH_VALUES, weight: 3 }) : PATH_VALUES]),
    ),
  );
  const queryValues: fc.Arbitrary<unknown>[] = [mutated(shape.queryExample ?? {})];
  const shaping = (schema: JsonSchema): Shaping => ({ defs: schema.$defs ?? {}, hints: shape.hints });
  if (shape.querySchema) queryValues.push(nearValid(shape.querySchema, shaping(shape.querySchema)), nearValid(shape.querySchema, shaping(shape.querySchema)));
  const query = fc.oneof({ arbitrary: fc.oneof(...queryValues).map(queryText), weight: 9 }, { arbitrary: fc.constantFrom(...RAW_QUERIES), weight: 1 });
  const bodyValues: fc.WeightedArbitrary<unknown>[] = [{ arbitrary: nastyValue, weight: 2 }];
  if (shape.bodyExample !== undefined) bodyValues.push({ arbitrary: mutated(shape.bodyExample), weight: 3 });
  if (shape.bodySchema) bodyValues.push({ arbitrary: nearValid(shape.bodySchema, shaping(shape.bodySchema)), weight: 6 });
  const body = shape.takesBody ? fc.oneof({ arbitrary: fc.oneof(...bodyValues).chain(encodings), weight: 30 }, { arbitrary: deepJson, weight: 1 }) : fc.constant({});
  return fc.record({ params, query, body }).map(({ params, query, body }) => ({ params, query, ...body }));
}
