import { z } from 'zod';

/**
 * A JSON body that may be left out: a POST without one (or with `null`) is read as `{}`, so its
 * defaults apply; anything else is validated as sent.
 */
export function optionalBody<T extends z.ZodType>(schema: T) {
  return z.preprocess((body) => body ?? {}, schema);
}
