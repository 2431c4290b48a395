import type { RouteDef } from '@cypher/contracts';
import type { Prng } from '../../src/seed/prng.js';

/**
 * Malformed requests generated from a route's contract schemas: a valid request built from the
 * schemas, then one, two or three of its fields (or a whole part) replaced by hostile values,
 * required fields dropped, unknown fields added, bodies that are not objects or not JSON.
 */

type Schema = Record<string, unknown>;

export interface HostileInput {
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  /** A JSON value, or `raw` text sent as JSON. */
  body: unknown;
  raw?: string;
  /** What was changed, for the failure report. */
  change: string;
}

/** Values no field should take without a 400 (or a clean 4xx from the rules behind it). */
const deep = (levels: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = [value];
  return value;
};
export const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0.5,
  1e308,
  -1e308,
  2147483648,
  9007199254740993,
  '',
  ' ',
  'a',
  '0',
  '-1',
  '1e999',
  '1e300',
  'Infinity',
  'NaN',
  '-0',
  '0x10',
  '١٢٣',
  '1,2',
  '1,,2',
  '99999999999999999999',
  'x'.repeat(5_000),
  'é'.repeat(400),
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '1; DROP TABLE users',
  'javascript:alert(1)',
  'data:text/html,<b>x</b>',
  '\u0000',
  '\ud800',
  '%00',
  '../../../etc/passwd',
  '2026-13-45T99:99:99Z',
  '02/30/2026',
  '13/01/2026',
  'null',
  'undefined',
  '[object Object]',
  '__proto__',
  '🕺💃',
  [],
  [1],
  [null],
  ['a', 'b'],
  {},
  { $gt: '' },
  JSON.parse('{"__proto__": {"polluted": 1}}'),
  deep(200),
];

/** A valid value for a schema: the smallest the rules allow, close to what a client sends. */
export function validValue(schema: Schema, ids: number[], prng: Prng): unknown {
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.anyOf)) return validValue(prng.pick(schema.anyOf as Schema[]), ids, prng);
  if (Array.isArray(schema.enum)) return prng.pick(schema.enum as unknown[]);
  if (schema.default !== undefined && prng.chance(0.3)) return schema.default;
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
      const max = typeof schema.maximum === 'number' ? schema.maximum : min + 10;
      if (min >= 1 && max > 1000) return prng.pick(ids);
      return Math.min(max, min + prng.int(0, 3));
    }
    case 'boolean':
      return prng.chance(0.5);
    case 'string':
      return validString(schema, prng);
    case 'array': {
      const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
      return Array.from({ length: Math.max(min, prng.int(0, 1)) }, () => validValue(schema.items as Schema, ids, prng));
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schema.required as string[] | undefined) ?? []);
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(properties)) {
        if (required.has(key) || prng.chance(0.5)) out[key] = validValue(property, ids, prng);
      }
      return out;
    }
    default:
      return null;
  }
}

function validString(schema: Schema, prng: Prng): string {
  switch (schema.format) {
    case 'email':
      return prng.pick(['dancer@example.test', 'b.girl+crew@mail.example.dance']);
    case 'date-time':
      return prng.pick(['2026-06-15T12:00:00.000Z', '2026-07-01T18:00:00.000Z']);
    case 'web-link':
      return 'https://crew.example/jam';
    case 'social-link':
      return prng.pick(['@crew', 'instagram.com/crew', 'https://facebook.com/crew']);
  }
  const pattern = String(schema.pattern ?? '');
  if (pattern.includes('\\d{2}/\\d{2}/\\d{4}')) return '04/03/1999';
  if (pattern.startsWith('^\\d{1,10}(,')) return '1,2';
  if (pattern.startsWith('^\\d{4}-\\d{2}-\\d{2}')) return '2026-06-01';
  if (pattern.includes('A-Za-z0-9_-')) return 'dQw4w9WgXcQ';
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  return 'Jam '.padEnd(Math.max(min, 4), 'x').slice(0, typeof schema.maxLength === 'number' ? schema.maxLength : 100);
}

/** Every field path of an object schema, nested objects and array items included (`tiers.0.cost`). */
function fieldPaths(schema: Schema | undefined, prefix: string[] = []): string[][] {
  if (!schema) return [];
  const target = Array.isArray(schema.anyOf)
    ? ((schema.anyOf as Schema[]).find((s) => s.type === 'object' || s.type === 'array') ?? schema)
    : schema;
  if (target.type === 'array' && target.items) return fieldPaths(target.items as Schema, [...prefix, '0']);
  if (target.type !== 'object') return prefix.length ? [prefix] : [];
  const own = Object.entries((target.properties ?? {}) as Record<string, Schema>).flatMap(([key, property]) => [
    [...prefix, key],
    ...fieldPaths(property, [...prefix, key]).filter((p) => p.length > prefix.length + 1),
  ]);
  return own;
}

function setPath(root: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  const container = (
    root && typeof root === 'object' ? (Array.isArray(root) ? [...root] : { ...root }) : /^\d+$/.test(head) ? [] : {}
  ) as Record<string, unknown>;
  // Own properties only, defined rather than assigned: `__proto__` must travel as a plain key.
  const current = Object.prototype.hasOwnProperty.call(container, head) ? container[head] : undefined;
  Object.defineProperty(container, head, {
    value: setPath(current, rest, value),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return container;
}

function deletePath(root: unknown, path: string[]): unknown {
  if (!root || typeof root !== 'object') return root;
  const [head, ...rest] = path as [string, ...string[]];
  const copy = (Array.isArray(root) ? [...(root as unknown[])] : { ...root }) as Record<string, unknown>;
  if (rest.length === 0) delete copy[head];
  else copy[head] = deletePath(copy[head], rest);
  return copy;
}

/** How a value travels in a path or query string. */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');
}

const toStrings = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, asText(value)]));

/** One path segment; a lone surrogate goes as the raw bytes a browser cannot even encode. */
function pathSegment(text: string): string {
  if (text === '') return '%20';
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/** `count` hostile requests for one route, reproducible from the seed. */
export function hostileInputs(route: RouteDef, count: number, ids: number[], prng: Prng): HostileInput[] {
  const schemas = {
    params: route.params as Schema | undefined,
    query: route.query as Schema | undefined,
    body: route.body as Schema | undefined,
  };
  const parts = (['params', 'query', 'body'] as const).filter((part) => schemas[part]);
  const paths = Object.fromEntries(parts.map((part) => [part, fieldPaths(schemas[part])])) as Record<
    (typeof parts)[number],
    string[][]
  >;
  const inputs: HostileInput[] = [];
  for (let i = 0; i < count; i++) {
    const valid = {
      params: schemas.params ? (validValue(schemas.params, ids, prng) as Record<string, unknown>) : {},
      query: schemas.query ? (validValue(schemas.query, ids, prng) as Record<string, unknown>) : {},
      body: schemas.body ? validValue(schemas.body, ids, prng) : {},
    } as Record<'params' | 'query' | 'body', unknown>;
    const changes: string[] = [];
    let raw: string | undefined;
    const mutations = prng.int(1, 3);
    for (let m = 0; m < mutations; m++) {
      const part = parts.length ? prng.pick(parts) : 'body';
      const kind = prng.next();
      const fields = paths[part as (typeof parts)[number]] ?? [];
      if (part === 'body' && kind < 0.04) {
        raw = prng.pick(['{', '{"a":', 'nul', '[1,]', "{'a':1}", '\u0000', '{"a":1}{"b":2}']);
        changes.push(`raw body ${JSON.stringify(raw)}`);
      } else if (part === 'body' && kind < 0.1) {
        valid.body = prng.pick(HOSTILE_VALUES);
        changes.push(`body = ${asText(valid.body).slice(0, 60)}`);
      } else if (kind < 0.2 || fields.length === 0) {
        const key = prng.pick(['x', 'admin', 'isAdmin', '__proto__', 'constructor', 'id', 'userId', 'role']);
        valid[part] = setPath(valid[part], [key], prng.pick(HOSTILE_VALUES));
        changes.push(`${part}.${key} added`);
      } else if (kind < 0.3) {
        const field = prng.pick(fields);
        valid[part] = deletePath(valid[part], field);
        changes.push(`${part}.${field.join('.')} dropped`);
      } else {
        const field = prng.pick(fields);
        const value = prng.pick(HOSTILE_VALUES);
        valid[part] = setPath(valid[part], field, value);
        changes.push(`${part}.${field.join('.')} = ${asText(value).slice(0, 60)}`);
      }
    }
    const params = toStrings((valid.params ?? {}) as Record<string, unknown>);
    // A path parameter must stay one non-empty path segment.
    for (const key of Object.keys(params)) params[key] = pathSegment(params[key]!);
    const query = Object.fromEntries(
      Object.entries((valid.query && typeof valid.query === 'object' ? valid.query : {}) as Record<string, unknown>).map(
        ([key, value]) => [key, Array.isArray(value) ? value.map(asText) : asText(value)],
      ),
    );
    inputs.push({ params, query, body: valid.body, raw, change: changes.join('; ') });
  }
  return inputs;
}
