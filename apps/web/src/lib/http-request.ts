import { withQuery } from './query-string';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How the body of a successful answer is read: JSON (text when it is not JSON) or a file. */
export type ResponseType = 'json' | 'blob';

/** One request as the client sends it; the refresh on a 401 replays it with another bearer token. */
export interface HttpRequest {
  method: HttpMethod;
  /** The path under the API's base, with or without a query string of its own: `/games`. */
  url: string;
  /** Added to the query string ({@link withQuery}). */
  params?: object | undefined;
  /** JSON unless it is a FormData or a Blob, which go as they are. */
  body?: unknown;
  /** Header names as written; `Authorization` carries the bearer token. */
  headers: Record<string, string>;
  /** The caller's signal: aborting it cancels the request. */
  signal?: AbortSignal | undefined;
  responseType?: ResponseType | undefined;
}

/** An answer of the API: its body, its status and its headers (names in lower case). */
export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Readonly<Record<string, string>>;
}

/**
 * Why a request failed before it became an `ApiError`: the API answered with a status outside
 * 2xx (`response` holds it), the time ran out, the caller cancelled it, or no answer came.
 */
export type HttpFailureKind = 'status' | 'timeout' | 'cancelled' | 'network';

/** A failed request, with the request (for a replay) and the answer when there was one. */
export class HttpFailure extends Error {
  override readonly name = 'HttpFailure';

  constructor(
    readonly kind: HttpFailureKind,
    readonly request: HttpRequest,
    readonly response?: ApiResponse<unknown>,
    options?: { cause?: unknown },
  ) {
    super(
      response
        ? `${request.method} ${request.url} answered ${response.status}`
        : `${request.method} ${request.url}: ${kind}`,
      options,
    );
  }
}

/** Where the API is and how long one request may take, body included. */
export interface Transport {
  baseUrl: string;
  timeoutMs: number;
}

/**
 * Sends `request` with `fetch` and reads its answer. Resolves with a 2xx answer; rejects with an
 * {@link HttpFailure} otherwise. The time limit covers the whole request, reading the body too.
 */
export async function sendHttpRequest<T>(
  transport: Transport,
  request: HttpRequest,
): Promise<ApiResponse<T>> {
  const limit = timeLimit(transport.timeoutMs, request.signal);
  try {
    const response = await fetch(transport.baseUrl + withQuery(request.url, request.params), {
      method: request.method,
      headers: headersOf(request),
      body: bodyOf(request.body),
      signal: limit.signal,
    });
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    if (!response.ok) {
      // An error's body is read as JSON whatever was asked for: it holds the server's detail and code.
      const failed = { data: await readJson(response), status: response.status, headers };
      throw new HttpFailure('status', request, failed);
    }
    const data = request.responseType === 'blob' ? await response.blob() : await readJson(response);
    return { data: data as T, status: response.status, headers };
  } catch (error) {
    if (error instanceof HttpFailure) throw error;
    const kind = limit.timedOut() ? 'timeout' : request.signal?.aborted ? 'cancelled' : 'network';
    throw new HttpFailure(kind, request, undefined, { cause: error });
  } finally {
    limit.release();
  }
}

/** The headers sent: a FormData's or a Blob's type is the browser's to write (with its boundary). */
function headersOf(request: HttpRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  const ownType = request.body instanceof FormData || request.body instanceof Blob;
  const noBody = request.body === undefined || request.body === null;
  for (const [name, value] of Object.entries(request.headers)) {
    if (name.toLowerCase() === 'content-type' && (ownType || noBody)) continue;
    headers[name] = value;
  }
  return headers;
}

function bodyOf(body: unknown): BodyInit | undefined {
  if (body === undefined || body === null) return undefined;
  if (body instanceof FormData || body instanceof Blob) return body;
  return JSON.stringify(body);
}

/** The body as JSON; undefined when empty (a 204); the text itself when it is not JSON. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A signal that aborts after `timeoutMs` or when the caller's `signal` does, whichever comes first
 * (a timer rather than AbortSignal.timeout and AbortSignal.any, which older Safari lacks).
 */
function timeLimit(timeoutMs: number, signal: AbortSignal | undefined) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException(`No answer within ${timeoutMs} ms`, 'TimeoutError'));
  }, timeoutMs);
  const cancel = () => controller.abort(signal?.reason);
  if (signal?.aborted) cancel();
  else signal?.addEventListener('abort', cancel, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    release: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    },
  };
}
