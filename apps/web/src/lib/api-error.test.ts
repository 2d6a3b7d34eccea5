import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { ApiError, toApiError } from './api-error';

const translate = (key: string) => `t:${key}`;

function httpError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response: AxiosResponse = { status, statusText: '', data, headers: {}, config };
  return new AxiosError('Request failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
}

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
    expect(toApiError(httpError(418, null), translate)).toMatchObject({
      message: 't:errors.generic',
      code: 'http_error',
    });
  });

  it('reports a request that got no answer as a network error', () => {
    const error = toApiError(new AxiosError('Network Error', AxiosError.ERR_NETWORK), translate);
    expect(error).toMatchObject({ message: 't:errors.network', code: 'network_error', status: null });
  });

  it('reports a timeout as such', () => {
    const error = toApiError(
      new AxiosError('timeout of 30000ms exceeded', AxiosError.ECONNABORTED),
      translate,
    );
    expect(error).toMatchObject({ message: 't:errors.timeout', code: 'timeout' });
  });

  it('wraps anything else in a generic error and returns an ApiError unchanged', () => {
    expect(toApiError(new TypeError('boom'), translate)).toMatchObject({ code: 'unknown_error' });
    const existing = new ApiError({ message: 'x', status: 409, code: 'conflict' });
    expect(toApiError(existing, translate)).toBe(existing);
  });
});
