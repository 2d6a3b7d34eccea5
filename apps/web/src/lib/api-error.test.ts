import { describe, expect, it } from 'vitest';
import { ApiError, toApiError } from './api-error';
import { HttpFailure, type HttpFailureKind, type HttpRequest } from './http-request';

const translate = (key: string) => `t:${key}`;

const request: HttpRequest = { method: 'GET', url: '/venues', headers: {} };

function httpError(status: number, data: unknown): HttpFailure {
  return new HttpFailure('status', request, { status, data, headers: {} });
}

const noAnswer = (kind: HttpFailureKind) =>
  new HttpFailure(kind, request, undefined, { cause: new Error(kind) });

describe('toApiError', () => {
  it("keeps the server's detail, code and fields", () => {
    const error = toApiError(
      httpError(400, {
        detail: 'Sahələri yoxlayın.',
        code: 'validation_failed',
        fields: { page: 'Çox böyük' },
      }),
      translate,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Sahələri yoxlayın.',
      code: 'validation_failed',
      status: 400,
      fields: { page: 'Çox böyük' },
    });
  });

  it('marks a 404 as not found', () => {
    const error = toApiError(
      httpError(404, { detail: 'Belə meydança tapılmadı.', code: 'venue_not_found' }),
      translate,
    );
    expect(error.isNotFound).toBe(true);
    expect(error.code).toBe('venue_not_found');
  });

  it('uses the translated server message when a 5xx has no error body', () => {
    expect(toApiError(httpError(502, '<html>Bad gateway</html>'), translate)).toMatchObject({
      message: 't:errors.server',
      code: 'server_error',
      status: 502,
    });
  });

  it('uses the translated generic message when a 4xx has no error body', () => {
    expect(toApiError(httpError(418, undefined), translate)).toMatchObject({
      message: 't:errors.generic',
      code: 'http_error',
      status: 418,
    });
  });

  it('reports a request that got no answer (or was cancelled) as a network error', () => {
    for (const kind of ['network', 'cancelled'] as const) {
      expect(toApiError(noAnswer(kind), translate)).toMatchObject({
        message: 't:errors.network',
        code: 'network_error',
        status: null,
      });
    }
  });

  it('reports a timeout as such', () => {
    expect(toApiError(noAnswer('timeout'), translate)).toMatchObject({
      message: 't:errors.timeout',
      code: 'timeout',
      status: null,
    });
  });

  it('wraps anything else in a generic error and returns an ApiError unchanged', () => {
    expect(toApiError(new TypeError('boom'), translate)).toMatchObject({ code: 'unknown_error' });
    const existing = new ApiError({ message: 'x', status: 409, code: 'conflict' });
    expect(toApiError(existing, translate)).toBe(existing);
  });
});
