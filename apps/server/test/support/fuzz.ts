import fc from 'fast-check';
import { ERROR_STATUS, type ErrorCode } from '@embodied/contracts';
import type { JsonSchema, Operation, Parameter } from './openapi-operations';

/**
 * Request generators for the contract fuzz (test/contract-fuzz.test.ts), driven by the served OpenAPI
 * document. A generated case is a small recipe (what to break, where); the request — a 1 MB string, an
 * array nested 20,000 deep — is built from it only when sent, so fast-check's counterexample stays
 * readable.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type FieldPath = (string | number)[];

/** Run settings: FUZZ_SEED and FUZZ_PATH replay a reported failure, FUZZ_RUNS runs more, FUZZ_OP runs one operation. */
export const FUZZ = {
  seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : (Date.now() ^ Math.floor(Math.random() * 2 ** 31)) | 0,
  path: process.env.FUZZ_PATH || undefined,
  runs: process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : undefined,
  only: process.env.FUZZ_OP || undefined,
};

/** What an answer to a generated request must be. */
export interface Expectation {
  /** Allowed statuses; `success` also allows any 2xx. */
  statuses: number[];
  success?: boolean;
  /** A validation failure must name its fields in `issues`; a body that is not JSON at all may not. */
  issues: 'required' | 'optional';
  /** When set, some issue's path must be one of these or lie below one of them. */
  names?: string[];
}

export interface BuiltRequest {
  method: string;
  url: string;
  contentType?: string;
  body?: string;
  expect: Expectation;
}

const REJECT = (names?: string[]): Expectation => ({ statuses: [400], issues: 'required', names });
const UNPARSEABLE: Expectation = { statuses: [400], issues: 'optional' };
const MAY = (extra: number[] = []): Expectation => ({
  statuses: [400, 404, 409, ...extra],
  success: true,
  issues: 'required',
});

export const dotted = (path: FieldPath) => (path.length === 0 ? '(body)' : path.map(String).join('.'));

// ---------------------------------------------------------------------------------------------------------------------
// Schemas

function typesOf(schema: JsonSchema): Set<string> {
  const out = new Set<string>();
  if (schema.type) for (const t of [schema.type].flat()) out.add(t);
  if (schema.enum) for (const v of schema.enum) out.add(v === null ? 'null' : typeof v);
  for (const s of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) for (const t of typesOf(s)) out.add(t);
  if (out.has('integer')) out.add('number');
  return out;
}

const isNumeric = (s: JsonSchema) => typesOf(s).has('number');
const isRecord = (s: JsonSchema) => !s.properties && typeof s.additionalProperties === 'object';

/** The smallest value the schema accepts, preferring its documented example. */
export function validInstance(schema: JsonSchema): Json {
  if (schema.example !== undefined && typeof schema.example !== 'object') return schema.example as Json;
  if (schema.enum) return (schema.enum.find((v) => v !== null) ?? null) as Json;
  const alternative = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].find((s) => !typesOf(s).has('null'));
  if (alternative) return validInstance(alternative);
  const types = [...typesOf(schema)].filter((t) => t !== 'null');
  const type = types.includes('object') ? 'object' : types[0];
  switch (type) {
    case 'object': {
      const out: Record<string, Json> = {};
      for (const key of schema.required ?? []) out[key] = validInstance(schema.properties?.[key] ?? {});
      return out;
    }
    case 'array': {
      const item = schema.items ?? {};
      const count = Math.max(schema.minItems ?? 0, typesOf(item).has('object') && (schema.maxItems ?? 1) >= 1 ? 1 : 0);
      return Array.from({ length: count }, () => validInstance(item));
    }
    case 'string': {
      const text = 'Fuzz'.padEnd(schema.minLength ?? 0, 'z');
      return schema.maxLength !== undefined ? text.slice(0, schema.maxLength) : text;
    }
    case 'integer':
    case 'number': {
      let v = 1;
      if (schema.minimum !== undefined && v < schema.minimum) v = schema.minimum;
      if (schema.exclusiveMinimum !== undefined && v <= schema.exclusiveMinimum) v = schema.exclusiveMinimum + 1;
      if (schema.maximum !== undefined && v > schema.maximum) v = schema.maximum;
      return v;
    }
    case 'boolean':
      return false;
    default:
      return 'Fuzz';
  }
}

/** A number the schema refuses (out of its bounds, or a fraction where it wants an integer). */
function refusesNumber(s: JsonSchema, v: number): boolean {
  return (
    (typesOf(s).has('integer') && !Number.isInteger(v)) ||
    (s.minimum !== undefined && v < s.minimum) ||
    (s.exclusiveMinimum !== undefined && v <= s.exclusiveMinimum) ||
    (s.maximum !== undefined && v > s.maximum) ||
    (s.exclusiveMaximum !== undefined && v >= s.exclusiveMaximum)
  );
}

/** JSON values of a type the schema does not allow. */
function wrongValues(schema: JsonSchema): Json[] {
  const types = typesOf(schema);
  if (types.size === 0) return [];
  const out: Json[] = [];
  if (!types.has('boolean')) out.push(true);
  if (!types.has('number')) out.push(0, 12.5);
  else if (types.has('integer')) out.push(1.5);
  if (!types.has('string')) out.push('fuzz');
  else if (schema.enum) out.push('not-an-option', '');
  if (!types.has('array')) out.push([], [1]);
  if (!types.has('object')) out.push({}, { a: 1 });
  if (!types.has('null')) out.push(null);
  return out;
}

export interface Field {
  path: FieldPath;
  schema: JsonSchema;
  required: boolean;
  present: boolean;
}

interface Parent {
  path: FieldPath;
  /** additionalProperties: false */
  strict: boolean;
}

/** Every field of a body (nested objects and the first item of arrays of objects too), and every object in it. */
export function describeBody(schema: JsonSchema, value: Json): { fields: Field[]; parents: Parent[] } {
  const fields: Field[] = [];
  const parents: Parent[] = [];
  const walk = (s: JsonSchema, v: Json, path: FieldPath) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return;
    parents.push({ path, strict: s.additionalProperties === false });
    if (isRecord(s)) {
      // A free-form object (a snapshot's inputs): one made-up key stands for any field in it.
      fields.push({ path: [...path, 'fuzzKey'], schema: {}, required: false, present: false });
      return;
    }
    for (const [key, child] of Object.entries(s.properties ?? {})) {
      const present = key in v;
      fields.push({ path: [...path, key], schema: child, required: (s.required ?? []).includes(key), present });
      const cv = v[key];
      if (!present || cv === undefined) continue;
      if (Array.isArray(cv) && cv.length > 0 && child.items) walk(child.items, cv[0]!, [...path, key, 0]);
      else walk(child, cv, [...path, key]);
    }
  };
  walk(schema, value, []);
  return { fields, parents };
}

// ---------------------------------------------------------------------------------------------------------------------
// Body recipes

export type BodyRecipe =
  | { kind: 'malformed'; text: string }
  | { kind: 'truncated'; at: number }
  | { kind: 'notObject'; text: string }
  | { kind: 'wrongType'; field: FieldPath; value: Json }
  | { kind: 'missing'; field: FieldPath }
  | { kind: 'unknownKey'; parent: FieldPath; key: string; value: Json }
  | { kind: 'rawNumber'; field: FieldPath; text: string }
  | { kind: 'badText'; field: FieldPath; value: string }
  | { kind: 'tooLong'; field: FieldPath; length: number }
  | { kind: 'huge'; field: FieldPath | null; bytes: number }
  | { kind: 'deep'; field: FieldPath | null; depth: number; shape: 'array' | 'object' }
  | { kind: 'arrayForObject'; parent: FieldPath }
  | { kind: 'contentType'; type: string };

const MALFORMED = [
  '{',
  '}',
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  '{a:1}',
  'nul',
  'NaN',
  'Infinity',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":-Infinity}',
  '{"a":01}',
  '{"a":.5}',
  '{"a":+1}',
  '{"a":0x10}',
  '{"a":1e}',
  '{"a":-}',
  '{"a":1}{"b":2}',
  '{"a":1} x',
  '{"a":"\u0000"}', // a raw NUL byte inside a string: not JSON
  '{"a":"\u0001"}',
  '{"a":"\\x41"}',
  '{"a":"\\u12"}',
  '"unterminated',
  '[1,]',
  '\u0000',
  '{"a":[}',
  '{"__proto__":}',
];
const NOT_OBJECT = ['[]', '[{}]', '"text"', '0', '-1', 'true', 'false', 'null', '1e400', '[[[]]]'];
const BAD_TEXT = [
  'a\u0000b',
  '\u0000',
  '\ud800x',
  'x\udc00',
  '\udbff',
  'ok\ud800\ud800',
  '\udc00\ud800',
  'x\u0000\ud800',
];
const UNKNOWN_KEYS = ['fuzzUnknown', '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', 'a.b'];
const UNKNOWN_VALUES: Json[] = [1, 'x', null, true, [], {}, { polluted: true }];
const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data; boundary=x',
];
/** Raw JSON number texts no field can hold: beyond double precision (JSON.parse makes them ±Infinity). */
const HUGE_NUMBERS = ['1e400', '-1e400', '1E+999', '123456789e999'];

/** Every recipe family that applies to the operation's body, weighted. */
export function bodyRecipes(schema: JsonSchema, base: Json): fc.Arbitrary<BodyRecipe> {
  const { fields, parents } = describeBody(schema, base);
  const baseLength = JSON.stringify(base).length;
  const pick = <T>(xs: readonly T[]) => fc.constantFrom(...xs);
  const families: fc.WeightedArbitrary<BodyRecipe>[] = [
    { weight: 2, arbitrary: pick(MALFORMED).map((text) => ({ kind: 'malformed' as const, text })) },
    { weight: 1, arbitrary: pick(NOT_OBJECT).map((text) => ({ kind: 'notObject' as const, text })) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('huge' as const),
        field: fc.constant(null),
        bytes: fc.constant(1_000_000),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('deep' as const),
        field: fc.constant(null),
        depth: fc.constant(20_000),
        shape: pick(['array', 'object'] as const),
      }),
    },
  ];
  if (baseLength > 2)
    families.push({
      weight: 1,
      arbitrary: fc.integer({ min: 1, max: baseLength - 1 }).map((at) => ({ kind: 'truncated' as const, at })),
    });
  if (typeof base === 'object' && base !== null && !Array.isArray(base) && Object.keys(base).length > 0)
    families.push({
      weight: 1,
      arbitrary: pick(CONTENT_TYPES).map((type) => ({ kind: 'contentType' as const, type })),
    });
  const typed = fields.filter((f) => wrongValues(f.schema).length > 0);
  if (typed.length > 0)
    families.push({
      weight: 4,
      arbitrary: pick(typed).chain((f) =>
        pick(wrongValues(f.schema)).map((value) => ({ kind: 'wrongType' as const, field: f.path, value })),
      ),
    });
  const missing = fields.filter((f) => f.required && f.present);
  if (missing.length > 0)
    families.push({ weight: 2, arbitrary: pick(missing).map((f) => ({ kind: 'missing' as const, field: f.path })) });
  if (parents.length > 0) {
    families.push({
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('unknownKey' as const),
        parent: pick(parents.map((p) => p.path)),
        key: pick(UNKNOWN_KEYS),
        value: pick(UNKNOWN_VALUES),
      }),
    });
    families.push({
      weight: 1,
      arbitrary: pick(parents.map((p) => p.path)).map((parent) => ({ kind: 'arrayForObject' as const, parent })),
    });
  }
  if (fields.length > 0) {
    const fieldPaths = fields.map((f) => f.path);
    const numberTexts = (f: Field) => {
      const s = f.schema;
      const bounded = [-0, -1, 0.5, 1.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, 5e-324];
      if (s.minimum !== undefined) bounded.push(s.minimum - 1, s.minimum - 1e-9);
      if (s.maximum !== undefined) bounded.push(s.maximum + 1, s.maximum + 1e-9);
      const refused = isNumeric(s) ? bounded.filter((v) => refusesNumber(s, v)) : [];
      return [...HUGE_NUMBERS, ...refused.map((v) => (Object.is(v, -0) ? '-0' : String(v)))];
    };
    families.push({
      weight: 2,
      arbitrary: pick(fields).chain((f) =>
        pick(numberTexts(f)).map((text) => ({ kind: 'rawNumber' as const, field: f.path, text })),
      ),
    });
    families.push({
      weight: 3,
      arbitrary: fc.record({ kind: fc.constant('badText' as const), field: pick(fieldPaths), value: pick(BAD_TEXT) }),
    });
    families.push({
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('huge' as const),
        field: pick(fieldPaths),
        bytes: fc.constant(1_000_000),
      }),
    });
    families.push({
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('deep' as const),
        field: pick(fieldPaths),
        depth: fc.constant(20_000),
        shape: pick(['array', 'object'] as const),
      }),
    });
  }
  const limited = fields.filter((f) => f.schema.maxLength !== undefined && typesOf(f.schema).has('string'));
  if (limited.length > 0)
    families.push({
      weight: 1,
      arbitrary: pick(limited).chain((f) =>
        pick([f.schema.maxLength! + 1, 200_000]).map((length) => ({ kind: 'tooLong' as const, field: f.path, length })),
      ),
    });
  return fc.oneof(...families);
}

const RAW = '@@fuzz-raw@@';

function withValue(base: Json, path: FieldPath, value: Json | typeof REMOVE): Json {
  if (path.length === 0) return value === REMOVE ? null : value;
  const copy = structuredClone(base) as Record<string | number, Json>;
  let at: Record<string | number, Json> = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, Json>;
  const last = path.at(-1)!;
  if (value === REMOVE) delete at[last];
  // An own property even for "__proto__" (plain assignment would set the prototype and write no field).
  else Object.defineProperty(at, last, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}
const REMOVE = Symbol('remove');

/** The body text with the field at `path` written as the given raw JSON text. */
export function withRaw(base: Json, path: FieldPath | null, raw: string): string {
  if (path === null || path.length === 0) return raw;
  return JSON.stringify(withValue(base, path, RAW)).replace(JSON.stringify(RAW), () => raw);
}

export function deepText(depth: number, shape: 'array' | 'object'): string {
  return shape === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/**
 * The request a body recipe stands for, and what the answer must be. `open` says whether the object at a
 * path takes fields it does not list (additionalProperties), in which case an unknown field may be accepted.
 */
export function buildBody(
  op: Operation,
  url: string,
  base: Json,
  recipe: BodyRecipe,
  parents: { path: FieldPath; strict: boolean }[],
): BuiltRequest {
  const json = 'application/json';
  const req = (body: string, expect: Expectation, contentType = json): BuiltRequest => ({
    method: op.method,
    url,
    contentType,
    body,
    expect,
  });
  const name = (path: FieldPath | null) => (path === null ? '(body)' : dotted(path));
  switch (recipe.kind) {
    case 'malformed':
      return req(recipe.text, UNPARSEABLE);
    case 'truncated':
      return req(JSON.stringify(base).slice(0, recipe.at), UNPARSEABLE);
    case 'notObject':
      return req(recipe.text, REJECT(['(body)']));
    case 'wrongType':
      return req(JSON.stringify(withValue(base, recipe.field, recipe.value)), REJECT([dotted(recipe.field)]));
    case 'missing':
      return req(JSON.stringify(withValue(base, recipe.field, REMOVE)), REJECT([dotted(recipe.field)]));
    case 'unknownKey': {
      const parent = parents.find((p) => dotted(p.path) === dotted(recipe.parent));
      const child = [...recipe.parent, recipe.key];
      const text = withRaw(base, child, JSON.stringify(recipe.value));
      // A made-up field is refused by name where the schema lists every field; elsewhere it may be accepted.
      return req(text, parent?.strict ? REJECT([name(recipe.parent), dotted(child)]) : MAY());
    }
    case 'rawNumber':
      return req(withRaw(base, recipe.field, recipe.text), REJECT([dotted(recipe.field)]));
    case 'badText':
      return req(JSON.stringify(withValue(base, recipe.field, recipe.value)), REJECT([dotted(recipe.field)]));
    case 'tooLong':
      return req(
        JSON.stringify(withValue(base, recipe.field, 'x'.repeat(recipe.length))),
        REJECT([dotted(recipe.field)]),
      );
    case 'huge':
      // The EPD import takes files of up to 2 MB (its own body limit): a 1 MB body is read, and refused as no EPD.
      return req(withRaw(base, recipe.field, JSON.stringify('a'.repeat(recipe.bytes))), {
        statuses: op.path === '/api/products/import' ? [400, 413] : [413],
        issues: 'optional',
      });
    case 'deep':
      return req(withRaw(base, recipe.field, deepText(recipe.depth, recipe.shape)), UNPARSEABLE);
    case 'arrayForObject': {
      const parent = recipe.parent.reduce<Json>((v, k) => (v as Record<string | number, Json>)[k]!, base);
      return req(JSON.stringify(withValue(base, recipe.parent, [parent])), REJECT([name(recipe.parent)]));
    }
    case 'contentType':
      // The body is valid JSON sent under another type: refused (400 or 415), never read as something else.
      return req(
        JSON.stringify(base),
        op.body?.required ? { statuses: [400, 415], issues: 'optional' } : MAY([415]),
        recipe.type,
      );
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// Parameter recipes

export type ParamRecipe =
  | { kind: 'param'; name: string; value: string; verdict: 'reject' | 'may' }
  | { kind: 'unknownQuery'; key: string; value: string };

const b64 = (text: string) => Buffer.from(text).toString('base64url');
const COMMON_BAD = ['%00', 'a%00b', '..%2F..%2Fuser', '..%5C..%5C', '%ED%A0%80', '%C0%AF', '%FF', 'a'.repeat(5000)];

/** Raw (URL-encoded) values for one parameter: those its schema refuses, and odd ones it may accept. */
function paramValues(p: Parameter): { reject: string[]; may: string[] } {
  const s = p.schema;
  const reject: string[] = [];
  const may: string[] = ['%25', '__proto__', '%2F', 'a%0Ab', '%F0%9F%92%A9', "'%3B--", '%2312'];
  if (!p.required && p.in === 'query') may.push('');
  if (typesOf(s).has('number')) {
    reject.push('0', '-1', '1.5', 'abc', '1e400', '-1e400', 'NaN', 'Infinity', '-Infinity', '9'.repeat(400));
    reject.push('99999999999999999999', '1%00', '%20', ...COMMON_BAD);
    if (s.maximum !== undefined) reject.push(String(s.maximum + 1), String(s.maximum * 2));
    if (s.minimum !== undefined && s.minimum > 0) reject.push('-0', String(s.minimum - 1));
    return { reject: reject.filter((v) => !(v === '0' && s.minimum !== undefined && s.minimum <= 0)), may: [] };
  }
  if (s.enum) {
    const first = String(s.enum[0]);
    reject.push('nope', first.toUpperCase(), `${first}%00`, `%20${first}`, 'constructor', ...COMMON_BAD);
    return { reject: reject.filter((v) => !s.enum!.includes(v)), may: may.filter((v) => v === '') };
  }
  reject.push('%00', 'a%00b', '%00%00');
  if (s.maxLength !== undefined) reject.push('x'.repeat(s.maxLength + 1), 'x'.repeat(10_000));
  if (s.pattern) {
    reject.push('..%2F..%2Fuser', 'a%20b', 'a.b', '%2B%2F%3D', 'x'.repeat(1000));
    // Text that passes the pattern but is no value the server gave out (e.g. a cursor for number 2^31).
    may.push(b64('1.2147483648'), b64('nope'), b64('0.0'), b64('1.1'), b64('999999999999999.2147483647'));
    may.push(b64('-1.5'), b64('1.2.3'), 'A'.repeat(43), 'A'.repeat(100));
  } else may.push('..%2F..%2Fuser', '..%5C', '%ED%A0%80', '%C0%AF', '%FF', 'x'.repeat(200));
  return { reject, may };
}

export function paramRecipes(op: Operation): fc.Arbitrary<ParamRecipe> | null {
  const families: fc.WeightedArbitrary<ParamRecipe>[] = [];
  for (const p of op.parameters.filter((q) => q.in === 'path' || q.in === 'query')) {
    const { reject, may } = paramValues(p);
    if (reject.length > 0)
      families.push({
        weight: 3,
        arbitrary: fc
          .constantFrom(...reject)
          .map((value) => ({ kind: 'param' as const, name: p.name, value, verdict: 'reject' as const })),
      });
    if (may.length > 0)
      families.push({
        weight: 1,
        arbitrary: fc
          .constantFrom(...may)
          .map((value) => ({ kind: 'param' as const, name: p.name, value, verdict: 'may' as const })),
      });
  }
  // Made-up query parameters are ignored or refused, never a failure; only on reads (a write with a valid body would store).
  if (op.method === 'GET')
    families.push({
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('unknownQuery' as const),
        key: fc.constantFrom('fuzz', '__proto__', 'constructor', 'prototype', '%00', 'a%5B%5D', 'page%00', ''),
        value: fc.constantFrom('1', '%00', '', 'x'.repeat(5000), '%ED%A0%80', '..%2F'),
      }),
    });
  return families.length > 0 ? fc.oneof(...families) : null;
}

export function buildParams(
  op: Operation,
  defaults: Record<string, string>,
  recipe: ParamRecipe,
  fill: (template: string, values: Record<string, string>) => string,
): BuiltRequest {
  const pathValues = { ...defaults };
  const query: string[] = [];
  let expect: Expectation = MAY();
  if (recipe.kind === 'unknownQuery') query.push(`${recipe.key}=${recipe.value}`);
  else {
    const p = op.parameters.find((q) => q.name === recipe.name)!;
    if (p.in === 'path') pathValues[p.name] = recipe.value;
    else query.push(`${p.name}=${recipe.value}`);
    if (recipe.verdict === 'reject') {
      // A free-text path parameter (a share token) may also answer 404: a malformed token is just an unknown link.
      const freeText = p.in === 'path' && !p.schema.pattern && !typesOf(p.schema).has('number') && !p.schema.enum;
      expect = { statuses: freeText ? [400, 404] : [400], issues: 'required', names: [p.name] };
    }
  }
  const url = fill(op.path, pathValues) + (query.length > 0 ? `?${query.join('&')}` : '');
  return { method: op.method, url, expect };
}

// ---------------------------------------------------------------------------------------------------------------------
// Answers

interface ErrorJson {
  error?: { code?: unknown; message?: unknown; issues?: unknown };
}

const excerpt = (text: string) => (text.length > 400 ? `${text.slice(0, 400)}… (${text.length} chars)` : text);

/** What is wrong with an answer, or nothing: never 5xx, the status expected, and the one error shape. */
export async function answerProblems(res: Response, expect: Expectation): Promise<string[]> {
  const text = await res.text();
  const status = res.status;
  const problems: string[] = [];
  const said = `${status} ${excerpt(text)}`;
  if (status >= 500) return [`answered ${said}`];
  const allowed = expect.statuses.includes(status) || (expect.success === true && status >= 200 && status < 300);
  if (!allowed)
    problems.push(`expected ${[...expect.statuses, ...(expect.success ? ['2xx'] : [])].join('/')}, got ${said}`);
  if (status < 400) return problems;
  let body: ErrorJson;
  try {
    body = JSON.parse(text) as ErrorJson;
  } catch {
    return [...problems, `an error answer that is not JSON: ${said}`];
  }
  const e = body.error;
  if (!e || typeof e !== 'object') return [...problems, `no { error } object: ${said}`];
  if (typeof e.code !== 'string' || ERROR_STATUS[e.code as ErrorCode] !== status)
    problems.push(`error.code ${JSON.stringify(e.code)} does not go with status ${status}`);
  if (typeof e.message !== 'string' || e.message.trim() === '') problems.push(`error.message is empty: ${said}`);
  if (e.issues !== undefined) {
    if (!Array.isArray(e.issues) || e.issues.length === 0)
      problems.push(`error.issues is not a non-empty list: ${said}`);
    else
      for (const issue of e.issues as Array<{ path?: unknown; message?: unknown }>)
        if (typeof issue?.path !== 'string' || issue.path === '' || typeof issue.message !== 'string')
          problems.push(`an issue without a path or message: ${JSON.stringify(issue)}`);
  }
  if (status === 400 && expect.issues === 'required') {
    const issues = Array.isArray(e.issues) ? (e.issues as Array<{ path?: string }>) : [];
    if (issues.length === 0) problems.push(`a validation failure without issues: ${said}`);
    else if (expect.names) {
      const names = expect.names;
      if (!issues.some((i) => names.some((n) => i.path === n || i.path?.startsWith(`${n}.`))))
        problems.push(`no issue names ${names.join(' or ')}: ${said}`);
    }
  }
  return problems;
}
