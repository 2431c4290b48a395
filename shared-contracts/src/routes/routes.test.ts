import path from 'node:path';
import type { TSchema } from '@sinclair/typebox';
import { allRoutes, routes } from './index.js';
import type { RouteDef } from '../http/route.js';
import { SCHEMA_FORMATS } from '../schemas/formats.js';

/**
 * The API compiles every schema of this table with ajv 8 (strict, formats). These checks keep the
 * table compilable and consistent, so a contract mistake fails here rather than at API start.
 */

// The API's own ajv (the root node_modules holds an older major for other tools).
const apiDir = path.resolve(__dirname, '../../../api');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const Ajv = require(require.resolve('ajv', { paths: [apiDir] })).default;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const addFormatsOfAjv = require(require.resolve('ajv-formats', { paths: [apiDir] })).default;
/** ajv's formats plus the contracts' own, as the API's validator registers them. */
function addFormats(ajv: { addFormat(name: string, format: object): unknown }) {
  addFormatsOfAjv(ajv);
  for (const [name, format] of Object.entries(SCHEMA_FORMATS)) ajv.addFormat(name, { type: 'string', validate: format.check });
}

function schemasOf(route: RouteDef): [string, TSchema][] {
  const parts: [string, TSchema | undefined][] = [
    ['params', route.params],
    ['query', route.query],
    ['body', route.body],
    ['response', route.response],
  ];
  return parts.filter((p): p is [string, TSchema] => p[1] !== undefined);
}

function collectIds(node: unknown, ids: string[]): string[] {
  if (Array.isArray(node)) node.forEach((n) => collectIds(n, ids));
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (typeof record.$id === 'string') ids.push(record.$id);
    Object.values(record).forEach((v) => collectIds(v, ids));
  }
  return ids;
}

function openObjects(node: unknown, at: string, found: string[]): string[] {
  if (Array.isArray(node)) node.forEach((n, i) => openObjects(n, `${at}[${i}]`, found));
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (record.type === 'object' && record.properties && record.additionalProperties !== false) found.push(at);
    Object.entries(record).forEach(([k, v]) => openObjects(v, `${at}.${k}`, found));
  }
  return found;
}

describe('route table', () => {
  it('lists every grouped route once in allRoutes, named area.call', () => {
    const grouped = Object.entries(routes).flatMap(([area, group]) =>
      Object.entries(group).map(([call, route]) => ({ expected: `${area}.${call}`, route: route as RouteDef })),
    );
    expect(allRoutes).toHaveLength(grouped.length);
    for (const { expected, route } of grouped) expect(route.name).toBe(expected);
    expect(new Set(allRoutes.map((r) => r.name)).size).toBe(allRoutes.length);
  });

  it('has one route per method and path', () => {
    const keys = allRoutes.map((r) => `${r.method} ${r.path}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('lists a static path before any parameter path that would catch it', () => {
    const shadowed: string[] = [];
    allRoutes.forEach((earlier, i) => {
      const pattern = new RegExp(`^${earlier.path.replace(/:[A-Za-z_]\w*/g, '[^/]+')}$`);
      allRoutes.slice(i + 1).forEach((later) => {
        if (later.method === earlier.method && later.path !== earlier.path && pattern.test(later.path)) {
          shadowed.push(`${later.name} is caught by ${earlier.name}`);
        }
      });
    });
    expect(shadowed).toEqual([]);
  });

  it('declares a params schema for exactly the path parameters', () => {
    for (const route of allRoutes) {
      const names = [...route.path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]).sort();
      const declared = Object.keys((route.params as { properties?: object } | undefined)?.properties ?? {}).sort();
      expect({ route: route.name, params: declared }).toEqual({ route: route.name, params: names });
    }
  });

  it('never repeats an $id inside one schema (ajv rejects that)', () => {
    for (const route of allRoutes) {
      for (const [part, schema] of schemasOf(route)) {
        const ids = collectIds(schema, []);
        const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
        expect({ at: `${route.name}.${part}`, repeated }).toEqual({ at: `${route.name}.${part}`, repeated: [] });
      }
    }
  });

  it('closes every object (additionalProperties: false)', () => {
    for (const route of allRoutes) {
      for (const [part, schema] of schemasOf(route)) {
        expect(openObjects(schema, `${route.name}.${part}`, [])).toEqual([]);
      }
    }
  });

  it('compiles every schema with the API’s ajv in strict mode', () => {
    const ajv = new Ajv({ strict: true, coerceTypes: false, allErrors: false });
    addFormats(ajv);
    for (const route of allRoutes) {
      for (const [part, schema] of schemasOf(route)) {
        expect(() => ajv.compile(schema)).not.toThrow();
        void part;
      }
    }
  });

  it('coerces query strings like the API does', () => {
    const ajv = new Ajv({ strict: true, coerceTypes: true });
    addFormats(ajv);
    const validate = ajv.compile(routes.events.list.query);
    const query: Record<string, unknown> = { p: '0', pp: '999', t: 'future', s: 'date-asc', o: '3,7', ulat: '40.7' };
    expect(validate(query)).toBe(true);
    expect(query).toMatchObject({ p: 0, pp: 999, ulat: 40.7 });
    expect(validate({ pp: '1000' })).toBe(false);
    expect(validate({ t: 'someday' })).toBe(false);
    expect(validate({ o: '3,,7' })).toBe(false);
    const params = ajv.compile(routes.events.get.params);
    expect(params({ id: '0' })).toBe(false);
    expect(params({ id: '12' })).toBe(true);
  });
});
