import fc from 'fast-check';
import { type IdPools, poolFor } from './id-pools.js';
import { type JsonSchema, resolveRef } from './json-schema.js';

/** What a valid-ish value is generated from: the document's named schemas and the real ids. */
export interface SchemaContext {
  components: Record<string, JsonSchema>;
  pools: IdPools;
}

const DAY_MS = 24 * 3600_000;
const PLAUSIBLE_WORDS = ['Elvin', 'Bakı Arena', 'Axşam oyunu', 'Нефтчи', 'Friday futsal', 'Sahil'];

/** A value that usually passes the schema (so the request reaches the database), sometimes just misses. */
export function validishArbitrary(
  schema: JsonSchema,
  context: SchemaContext,
  name = '',
): fc.Arbitrary<unknown> {
  const resolved = resolveRef(schema, context.components);
  const pool = poolFor(name);
  const ids = pool ? context.pools[pool] : [];
  if (ids.length > 0 && !resolved.properties) {
    const real = fc.constantFrom(...ids);
    const shaped = resolved.type === 'array' ? fc.array(real, { minLength: 1, maxLength: 4 }) : real;
    return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: shapeOf(resolved, context) });
  }
  return shapeOf(resolved, context);
}

function shapeOf(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((alternative) => validishArbitrary(alternative, context)));
  }
  if (schema.allOf?.[0]) return validishArbitrary(schema.allOf[0], context);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return objectArbitrary(schema, context);
    case 'array':
      return fc.array(validishArbitrary(schema.items ?? {}, context), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, (schema.minItems ?? 0) + 4),
      });
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return schema.properties ? objectArbitrary(schema, context) : fc.constantFrom('x', 1, true);
  }
}

function objectArbitrary(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties))
    model[key] = validishArbitrary(property, context, key);
  const required = (schema.required ?? []).filter((key) => key in properties);
  // Half the time only the required fields: one hostile field then meets no other invalid one
  // (a random phone number, a cross-field rule) and reaches the database.
  const requiredOnly = Object.fromEntries(required.map((key) => [key, model[key] ?? fc.constant(null)]));
  return fc.oneof(fc.record(requiredOnly), fc.record(model, { requiredKeys: required }));
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const now = Date.now();
  switch (schema.format) {
    case 'date-time':
      return fc
        .integer({ min: -30, max: 90 })
        .map((days) => new Date(Math.floor(now / DAY_MS + days) * DAY_MS + 18 * 3600_000).toISOString());
    case 'date':
      return fc.integer({ min: 1966, max: 2012 }).map((year) => `${year}-05-17`);
    case 'email':
      return fc.oneof(
        fc.nat({ max: 999 }).map((n) => `fuzz${n}@example.az`),
        fc.constantFrom('player@demo.az', 'admin@demo.az'),
      );
    case 'uuid':
      return fc.uuid();
    case 'uri':
    case 'url':
      return fc.constant('https://example.az/fuzz');
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 60;
  const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
  if (schema.pattern) {
    // Cut to the limit rather than filter: a filter that never passes would hang the sampling.
    const matching = patternArbitrary(schema.pattern);
    if (matching) return matching.map((text) => text.slice(0, schema.maxLength ?? text.length));
  }
  const words = PLAUSIBLE_WORDS.filter(fits);
  const random = fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 30) });
  return words.length > 0 ? fc.oneof(fc.constantFrom(...words), random) : random;
}

function patternArbitrary(pattern: string): fc.Arbitrary<string> | null {
  try {
    return fc.stringMatching(new RegExp(pattern, 'u'));
  } catch {
    return null;
  }
}

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : -Infinity;
  const exclusiveMax = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : Infinity;
  const min = Math.max(schema.minimum ?? -1000, exclusiveMin, -(2 ** 31));
  const max = Math.min(schema.maximum ?? 1000, exclusiveMax, 2 ** 31 - 1);
  const small = Math.min(max, min + 20);
  return fc.oneof(fc.integer({ min, max: small }), fc.integer({ min, max: Math.max(min, max) }));
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const step = schema.multipleOf ?? 0.01;
  const min = Math.ceil((schema.minimum ?? 0) / step);
  const max = Math.floor(Math.min(schema.maximum ?? 100, 1e9) / step);
  const any = fc.integer({ min, max: Math.max(min, max) }).map((n) => Number((n * step).toFixed(2)));
  // Round amounts in the range a game's price or a top-up usually has, where the schema allows them.
  const round = [5, 8, 10, 12, 15, 20, 30].filter((n) => n >= min * step && n <= max * step);
  return round.length > 0 ? fc.oneof(fc.constantFrom(...round), any) : any;
}
