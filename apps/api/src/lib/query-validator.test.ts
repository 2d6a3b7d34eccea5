import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { QUERIES_KEPT_PER_ROUTE, validatorCompiler } from './query-validator.js';

const querySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  type: z.enum(['indoor', 'outdoor']).optional(),
  tag: z.array(z.string()).optional(),
});

const compile = (httpPart: string) =>
  validatorCompiler({ schema: querySchema, method: 'GET', url: '/things', httpPart });

/** A query as Fastify's parser hands it over: a fresh object each request. */
const parsed = (fields: Record<string, string | string[]>) => Object.assign(Object.create(null), fields);

describe('the query validator', () => {
  it('answers a query asked for again with the value made the first time, frozen', () => {
    const validate = compile('querystring');
    const first = validate(parsed({ page: '2', type: 'indoor' }));
    const again = validate(parsed({ page: '2', type: 'indoor' }));
    expect(first).toEqual({ value: { page: 2, type: 'indoor' } });
    expect(again).toBe(first);
    expect(Object.isFrozen((first as { value: object }).value)).toBe(true);
  });

  it('tells apart queries that differ in a value, a name or a repeated name', () => {
    const validate = compile('querystring');
    expect(validate(parsed({ page: '2' }))).toEqual({ value: { page: 2 } });
    expect(validate(parsed({ page: '3' }))).toEqual({ value: { page: 3 } });
    expect(validate(parsed({ page: '3', tag: ['a', 'b'] }))).toEqual({
      value: { page: 3, tag: ['a', 'b'] },
    });
    expect(validate(parsed({ page: '3', tag: ['a,b'] }))).toEqual({ value: { page: 3, tag: ['a,b'] } });
  });

  it('never takes a query with a separator in it for another query', () => {
    const validate = compile('querystring');
    const plain = validate(parsed({ page: '2', type: 'indoor' }));
    // One name whose value spells the key of the query above.
    const crafted = validate(parsed({ page: '2\u0000type\u0000indoor' }));
    expect(crafted).not.toBe(plain);
    expect(crafted).toHaveProperty('error');
    const tagged = validate(parsed({ tag: ['a\u0001b'] }));
    expect(validate(parsed({ tag: ['a', 'b'] }))).not.toBe(tagged);
    expect(validate(parsed({ tag: ['a\u0001b'] }))).not.toBe(tagged);
  });

  it('refuses an invalid query every time it is asked', () => {
    const validate = compile('querystring');
    const first = validate(parsed({ page: '0' }));
    const again = validate(parsed({ page: '0' }));
    expect(first).toHaveProperty('error');
    expect(again).toHaveProperty('error');
  });

  it('keeps a bounded number of queries per route', () => {
    const validate = compile('querystring');
    const oldest = validate(parsed({ page: '1' }));
    for (let page = 2; page <= QUERIES_KEPT_PER_ROUTE + 1; page += 1)
      validate(parsed({ page: String(page) }));
    expect(validate(parsed({ page: '1' }))).not.toBe(oldest);
    expect(validate(parsed({ page: '1' }))).toEqual(oldest);
  });

  it('validates the other parts of a request afresh each time', () => {
    const validate = compile('body');
    const first = validate({ page: 2 });
    expect(validate({ page: 2 })).not.toBe(first);
    expect(Object.isFrozen((first as { value: object }).value)).toBe(false);
  });
});
