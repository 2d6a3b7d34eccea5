import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';

type ZodValidatorCompiler = typeof zodValidatorCompiler;
type Schema = Parameters<ZodValidatorCompiler>[0]['schema'];

/** Valid query strings remembered per route; the oldest is forgotten first past it. */
export const QUERIES_KEPT_PER_ROUTE = 1_000;

/** The two characters that separate a key's parts: a query holding either is never kept. */
const hasSeparator = (text: string) => text.includes('\u0000') || text.includes('\u0001');

/**
 * The parsed query string as one string: its names and values in the order they came. Values are
 * strings, or arrays of strings for a repeated name (Fastify's query string parser), so the string
 * names the query exactly. A name or value with a separator in it (`%00`, `%01`) could spell another
 * query's key: such a query has no key and is validated every time.
 */
function queryKey(query: unknown): string | null {
  if (typeof query !== 'object' || query === null) return null;
  let key = '';
  for (const name in query) {
    const value = (query as Record<string, unknown>)[name];
    if (hasSeparator(name)) return null;
    if (typeof value === 'string') {
      if (hasSeparator(value)) return null;
      key += `${name}\u0000${value}\u0000`;
    } else if (Array.isArray(value)) {
      if (value.some((item) => typeof item !== 'string' || hasSeparator(item))) return null;
      key += `${name}\u0000${value.join('\u0001')}\u0001\u0000`;
    } else return null;
  }
  return key;
}

/** Freezes a validated query and what it holds (arrays of a repeated name), as it is shared. */
function freezeDeep<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) freezeDeep(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * fastify-type-provider-zod's validator, with each route's valid query strings remembered: a query
 * asked for again (a list's first page, a filter) is answered the value zod made the first time
 * (frozen, as every request with that query shares it) instead of being parsed again (decision 104).
 * Sound because a query schema is a pure function of the query: it reads no clock and no state (a
 * rule that does belongs in the handler). Invalid queries are checked every time, and the other
 * parts (params, headers, body) as before.
 */
export const validatorCompiler: FastifySchemaCompiler<Schema> = (route) => {
  const validate = zodValidatorCompiler(route);
  if (route.httpPart !== 'querystring') return validate;
  const kept = new Map<string, { value: unknown }>();
  return (data: unknown) => {
    const key = queryKey(data);
    if (key === null) return validate(data);
    const known = kept.get(key);
    if (known) return known;
    const result = validate(data);
    if (typeof result !== 'object' || result === null || !('value' in result) || result.error) return result;
    const valid = { value: freezeDeep(result.value) };
    kept.set(key, valid);
    if (kept.size > QUERIES_KEPT_PER_ROUTE) {
      const oldest = kept.keys().next().value;
      if (oldest !== undefined) kept.delete(oldest);
    }
    return valid;
  };
};
