import { z } from 'zod';

/* How list endpoints read their query string: a parameter sent empty (`?kind=`) is one not sent. */

/** An empty query value as no value, before the parameter's own schema. */
export const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** An optional query parameter: absent or empty, it filters nothing. */
export function optionalQuery<T extends z.ZodType>(schema: T) {
  return z.preprocess(emptyToUndefined, schema.optional());
}
