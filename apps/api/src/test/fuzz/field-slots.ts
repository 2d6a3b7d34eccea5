import { type JsonSchema, resolveRef } from './json-schema.js';

/** Where a field sits in a JSON body (`['sides', 0, 'player_ids']`) and what its schema says it is. */
export interface FieldSlot {
  path: (string | number)[];
  kind: 'string' | 'date' | 'number' | 'array' | 'object' | 'boolean' | 'other';
  required: boolean;
}

const MAX_DEPTH = 3;

/** Every field of a body schema down to three levels (array items count as index 0). */
export function fieldSlots(schema: JsonSchema, components: Record<string, JsonSchema>): FieldSlot[] {
  const slots: FieldSlot[] = [];
  const walk = (node: JsonSchema, path: (string | number)[], required: boolean) => {
    const resolved = unwrap(resolveRef(node, components), components);
    if (path.length > 0) slots.push({ path, kind: kindOf(resolved), required });
    if (path.length >= MAX_DEPTH) return;
    if (resolved.properties) {
      const requiredKeys = new Set(resolved.required ?? []);
      for (const [key, property] of Object.entries(resolved.properties)) {
        walk(property, [...path, key], requiredKeys.has(key));
      }
    } else if (resolved.items) {
      walk(resolved.items, [...path, 0], false);
    }
  };
  walk(schema, [], true);
  return slots;
}

/** `anyOf: [X, null]` is X for the fuzzer. */
function unwrap(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  const alternatives = schema.anyOf ?? schema.oneOf;
  const first = alternatives?.find((alternative) => resolveRef(alternative, components).type !== 'null');
  return first ? resolveRef(first, components) : schema;
}

function kindOf(schema: JsonSchema): FieldSlot['kind'] {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'string' && (schema.format === 'date-time' || schema.format === 'date')) return 'date';
  if (type === 'integer' || type === 'number') return 'number';
  if (type === 'string' || type === 'array' || type === 'object' || type === 'boolean') return type;
  return schema.properties ? 'object' : 'other';
}

/** A copy of `body` with `value` at `path` (containers on the way are created); `undefined` deletes. */
export function withValueAt(body: unknown, path: (string | number)[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const container: Record<string | number, unknown> | unknown[] =
    typeof head === 'number'
      ? Array.isArray(body)
        ? [...(body as unknown[])]
        : []
      : body && typeof body === 'object' && !Array.isArray(body)
        ? { ...(body as Record<string, unknown>) }
        : {};
  const current = (container as Record<string | number, unknown>)[head];
  const next = rest.length === 0 ? value : withValueAt(current, rest, value);
  if (next === undefined && !Array.isArray(container)) delete (container as Record<string, unknown>)[head];
  else (container as Record<string | number, unknown>)[head] = next;
  return container;
}
