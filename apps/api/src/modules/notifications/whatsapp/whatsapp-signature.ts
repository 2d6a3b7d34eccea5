import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** The header Meta signs a webhook call's body in: `sha256=<hex HMAC-SHA256 of the raw body with the app secret>`. */
export const WHATSAPP_SIGNATURE_HEADER = 'x-hub-signature-256';

/** `sha256=<hex>` of these exact bytes with the app secret. */
export function whatsAppSignature(appSecret: string, rawBody: Buffer | string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/** Whether the header signs these bytes, compared in constant time (both sides hashed to one length). */
export function whatsAppSignatureValid(
  appSecret: string,
  rawBody: Buffer,
  header: string | string[] | undefined,
): boolean {
  if (typeof header !== 'string') return false;
  return sameText(header.trim().toLowerCase(), whatsAppSignature(appSecret, rawBody));
}

/** Two secrets compared in constant time, whatever their lengths (both hashed to one length first). */
export function sameText(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}
