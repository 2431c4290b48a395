import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { SCHEMA_FORMATS, type RouteDef } from '@cypher/contracts';

/** A TypeBox schema as the contracts declare it. */
export type TSchema = RouteDef['response'];

// ajv-formats ships CommonJS with `exports.default`; under NodeNext the default import is the
// module object, under swc/jest it is the function.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv) => Ajv;

function createAjv(coerceTypes: boolean, forAnswers = false): Ajv {
  // allErrors: false — a hostile body cannot make validation expensive, and we report one field.
  // Answers are our own data: allErrors lets stripping go on past a first mismatch.
  const ajv = new Ajv({
    coerceTypes,
    allErrors: forAnswers,
    removeAdditional: forAnswers,
    useDefaults: !forAnswers,
    strict: false,
  });
  addFormats(ajv);
  // The contracts' own formats (e-mail, links) replace ajv's: one rule for the forms and the API.
  for (const [name, format] of Object.entries(SCHEMA_FORMATS)) ajv.addFormat(name, { type: 'string', validate: format.check });
  return ajv;
}

/**
 * Two ajv instances, made once: params and query arrive as strings and are coerced; bodies are
 * JSON and are not. Compiled validators are cached per schema object.
 */
const coercing = createAjv(true);
const strict = createAjv(false);
const coercingCache = new WeakMap<object, ValidateFunction>();
const strictCache = new WeakMap<object, ValidateFunction>();
/**
 * Answers go through a third: it drops every property a closed object (`additionalProperties:
 * false`, which every contract object sets) does not declare, so a column added to a row never
 * reaches a client. Safe with the contracts' unions: they are of literals, or `Nullable(object)`,
 * where the object branch is tried first and only strips when the value is that object.
 */
const stripping = createAjv(false, true);
const strippingCache = new WeakMap<object, ValidateFunction>();

/**
 * Contract schemas carry `$id`s and one entity may sit inside several routes' schemas; ajv refuses
 * an `$id` it has seen before. Nothing is referenced by `$id` (no `$ref`), so validators are
 * compiled from a copy without them. The JSON round trip also drops TypeBox's symbol keys.
 */
function withoutIds(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutIds);
  if (node && typeof node === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) if (key !== '$id') out[key] = withoutIds(value);
    return out;
  }
  return node;
}

function compileWith(ajv: Ajv, cache: WeakMap<object, ValidateFunction>, schema: TSchema): ValidateFunction {
  const key = schema as object;
  const cached = cache.get(key);
  if (cached) return cached;
  const validate = ajv.compile(withoutIds(JSON.parse(JSON.stringify(schema))) as object);
  cache.set(key, validate);
  return validate;
}

export function compileSchema(schema: TSchema, coerce: boolean): ValidateFunction {
  return coerce ? compileWith(coercing, coercingCache, schema) : compileWith(strict, strictCache, schema);
}

/** A validator that also removes undeclared properties from the value it checks (in place). */
export function compileResponseSchema(schema: TSchema): ValidateFunction {
  return compileWith(stripping, strippingCache, schema);
}

/** `query.pp must be <= 100` from ajv's first error. */
export function describeError(part: string, error: ErrorObject): { field: string; message: string; rule: string } {
  const pointer = error.instancePath.split('/').filter(Boolean);
  if (error.keyword === 'required') pointer.push(String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties') pointer.push(String(error.params.additionalProperty));
  const field = [part, ...pointer].join('.');
  const format = error.keyword === 'format' ? SCHEMA_FORMATS[error.params.format as keyof typeof SCHEMA_FORMATS] : undefined;
  const message = format
    ? format.message
    : error.keyword === 'required'
      ? `${field} is required`
      : error.keyword === 'additionalProperties'
        ? `${field} is not allowed`
        : `${field} ${error.message ?? 'is invalid'}`;
  return { field, message, rule: error.keyword };
}
