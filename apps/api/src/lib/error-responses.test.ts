import { errorResponseSchema } from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import { errorResponses, errorResponsesFor } from './error-responses.js';

describe('error responses', () => {
  it('give each named status the one error shape', () => {
    expect(errorResponsesFor(401, 503)).toEqual({ 401: errorResponseSchema, 503: errorResponseSchema });
    expect(Object.keys(errorResponses)).toEqual(['400', '401', '403', '404', '409', '422']);
  });
});
