import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers with a strict Content-Security-Policy: scripts only from this origin (no
 * inline script anywhere), so tokens kept in browser storage are not readable by injected code.
 * The one exception is Telegram's Login Widget: its script from telegram.org and the frame it
 * inserts from oauth.telegram.org.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", 'https://telegram.org'],
  frameSrc: ['https://oauth.telegram.org'],
  // Emotion (MUI) writes style tags at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/** helmet's options for the web app's pages and files (`SECURITY_HEADERS`). */
export const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  // Served over plain HTTP on localhost by default; HSTS belongs to the TLS-terminating proxy.
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
} as const;

/**
 * The headers helmet writes with these options, computed once: they depend on nothing in the
 * request. @fastify/helmet built helmet's middleware again on every request (parsing the CSP
 * directives each time, about 15 µs of a cached answer's 100, decision 98); the bytes are the same.
 */
function helmetHeaders(): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(HELMET_OPTIONS)({} as never, recorder as unknown as ServerResponse, () => undefined);
  return [...headers];
}

/** The security headers of the web app's pages and files, in the order helmet writes them. */
export const SECURITY_HEADERS = helmetHeaders();

/**
 * The security headers of the API's answers (JSON, event streams, images, calendars): none is a
 * page, so the policy allows nothing and no frame may hold it (OWASP's REST Security Cheat Sheet);
 * the page-only headers (COOP, Origin-Agent-Cluster, DNS prefetch, download options, the legacy XSS
 * filter) do nothing for them. Six headers fewer on every answer: a cached `/venues` sends 550 bytes
 * of headers instead of 1,009 (decision 106).
 */
export const API_SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['cross-origin-resource-policy', 'same-origin'],
  ['referrer-policy', 'no-referrer'],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
];

/** Where the API answers; everything else is the web app's pages and files. */
const API_PREFIX = '/api/v1/';

/**
 * Adds the security headers to an answer's headers, where a route may still override one: the
 * API's under /api/v1/, the pages' elsewhere (and on a page the API draws, `applyPageSecurityHeaders`).
 * Among the reply's own headers, not on the raw response: Node validates and stores each header set
 * on the raw response, then again every header of the reply when both hold some; one list is written
 * in one pass (decision 101). A hijacked answer copies them (lib/event-stream.ts).
 */
export function applySecurityHeaders(reply: FastifyReply, url: string): void {
  writeHeaders(reply, url.startsWith(API_PREFIX) ? API_SECURITY_HEADERS : SECURITY_HEADERS);
}

/** For an HTML page the API itself draws (the sandbox checkout): the pages' headers in place of the API's. */
export function applyPageSecurityHeaders(reply: FastifyReply): void {
  writeHeaders(reply, SECURITY_HEADERS);
}

function writeHeaders(reply: FastifyReply, headers: ReadonlyArray<readonly [string, string]>): void {
  for (const [name, value] of headers) reply.header(name, value);
}
