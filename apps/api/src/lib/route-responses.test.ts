import { errorResponseSchema } from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorResponses } from './error-responses.js';
import { accepted, created, noContent, ok } from './route-responses.js';

describe('route responses', () => {
  const schema = z.object({ id: z.string() });

  it('give the success answer and every usual error answer when no error is named', () => {
    expect(ok(schema)).toEqual({ 200: schema, ...errorResponses });
    expect(created(schema)).toEqual({ 201: schema, ...errorResponses });
    expect(accepted(schema)).toEqual({ 202: schema, ...errorResponses });
  });

  it('give only the error answers named', () => {
    expect(ok(schema, 401, 503)).toEqual({ 200: schema, 401: errorResponseSchema, 503: errorResponseSchema });
  });

  it('describe a 204 answer, which has no body', () => {
    const { 204: empty, ...errors } = noContent('Removed', 401);
    expect(empty.description).toBe('Removed');
    expect(empty.parse(null)).toBeNull();
    expect(errors).toEqual({ 401: errorResponseSchema });
  });
});
