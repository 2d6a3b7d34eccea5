/** The part of JSON Schema (as @fastify/swagger prints the zod contracts) the fuzzer reads. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  /** A number, or `true` in the draft-4 style some contracts print. */
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

/** Follows `#/components/schemas/X` references (one level at a time, as often as needed). */
export function resolveRef(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  let current = schema;
  for (let depth = 0; current.$ref && depth < 20; depth += 1) {
    const name = current.$ref.replace('#/components/schemas/', '');
    const target = components[name];
    if (!target) throw new Error(`unresolved schema reference ${current.$ref}`);
    current = target;
  }
  return current;
}
