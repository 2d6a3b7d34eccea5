import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Epoint's envelope (epoint.az API v1): every request and callback carries `data`, the base64 of a
 * JSON object, and `signature`, the base64 of the raw SHA-1 digest of private_key + data + private_key.
 */
export function encodeEpointData(payload: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64');
}

export function signEpointData(privateKey: string, data: string): string {
  return createHash('sha1').update(`${privateKey}${data}${privateKey}`, 'utf8').digest('base64');
}

/** True when `signature` is the signature of `data` with this private key. */
export function isEpointSignatureValid(privateKey: string, data: string, signature: string): boolean {
  const expected = Buffer.from(signEpointData(privateKey, data));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The JSON object inside `data`; null when it is not base64 of a JSON object. */
export function decodeEpointData(data: string): Record<string, unknown> | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(data)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** `data` and `signature` of a form-encoded or JSON body; null when either is missing. */
export function readEpointEnvelope(
  rawBody: string,
  contentType: string | undefined,
): { data: string; signature: string } | null {
  let data: unknown;
  let signature: unknown;
  if (contentType?.includes('application/json')) {
    try {
      const parsed = JSON.parse(rawBody) as Record<string, unknown>;
      data = parsed['data'];
      signature = parsed['signature'];
    } catch {
      return null;
    }
  } else {
    const form = new URLSearchParams(rawBody);
    data = form.get('data');
    signature = form.get('signature');
  }
  return typeof data === 'string' && typeof signature === 'string' && data && signature
    ? { data, signature }
    : null;
}
