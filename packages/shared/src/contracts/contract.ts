import { z } from 'zod';

/**
 * A named object of the API contract: its schema and its name in the OpenAPI document
 * (`components.schemas`) in one call, so that a contract reads as its fields.
 */
export function contract<const Shape extends z.core.$ZodShape>(id: string, shape: Shape) {
  return z.object(shape).meta({ id });
}

/** A named request body that refuses fields it does not know. */
export function strictContract<const Shape extends z.core.$ZodShape>(id: string, shape: Shape) {
  return z.strictObject(shape).meta({ id });
}
