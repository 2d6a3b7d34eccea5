import { z } from 'zod';
import { optionalQuery } from './query-params.js';

/* eslint-disable no-control-regex -- finding control characters is the point */
/** A NUL (PostgreSQL refuses it in text), another control character, or half a surrogate pair. */
const UNSTORABLE =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** The same on one line: line breaks and tabs are refused as well. */
const UNSTORABLE_LINE =
  /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/* eslint-enable no-control-regex */

/** True when a person could have typed the text: no control characters but line breaks and tabs, no lone surrogates. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** True for one line of storable text (a name, a search): no control characters at all. */
export function isStorableLine(text: string): boolean {
  return !UNSTORABLE_LINE.test(text);
}

/**
 * Free text from a user: trimmed, `min` to `max` characters (`lengthMessage` otherwise), nothing a
 * database or a screen cannot hold (`text_invalid`). Messages are FIELD_MESSAGES keys.
 */
export function userText(
  range: { min?: number; max: number },
  lengthMessage: string,
  options: { singleLine?: boolean } = {},
) {
  const check = options.singleLine ? isStorableLine : isStorableText;
  return z
    .string()
    .trim()
    .min(range.min ?? 0, lengthMessage)
    .max(range.max, lengthMessage)
    .refine(check, 'text_invalid');
}

/** A search box: one line of at most 100 characters; empty means no search. */
export const searchTextSchema = optionalQuery(
  z.string().trim().max(100, 'search_length').refine(isStorableLine, 'text_invalid'),
);

/** A value a client hands back as it got it (a token, a code, a URL): one storable line, 1 to `max` characters. */
export function opaqueText(max: number) {
  return z.string().min(1, 'required').max(max, 'too_big').refine(isStorableLine, 'text_invalid');
}
