import fc from 'fast-check';
import { type FieldSlot, withValueAt } from './field-slots.js';
import type { Mutation, TargetedMutation } from './fuzz-request.js';
import {
  EXTRA_KEYS,
  HOSTILE_DATES,
  HOSTILE_LONG_STRINGS,
  HOSTILE_NUMBERS,
  HOSTILE_NUMERIC_STRINGS,
  HOSTILE_UNICODE,
  HUGE_ARRAY_LENGTH,
  LONE_SURROGATE_STRINGS,
  NUL_STRINGS,
  WRONG_TYPE_VALUES,
} from './hostile-values.js';

const BROKEN_JSON = ['{"a":', 'null', '[]', '"text"', '{"a":1}garbage', '\u0000', '{"a":"\\ud800"}', ''];

/** Which hostile values go into a field of each kind (the kind names are the report's labels). */
const VALUES_BY_SLOT_KIND: Record<FieldSlot['kind'], [string, readonly unknown[]][]> = {
  string: [
    ['nul', NUL_STRINGS],
    ['lone-surrogate', LONE_SURROGATE_STRINGS],
    ['unicode', HOSTILE_UNICODE],
    ['long-string', HOSTILE_LONG_STRINGS],
  ],
  date: [
    ['far-date', HOSTILE_DATES],
    ['nul', NUL_STRINGS],
  ],
  number: [
    ['boundary-number', HOSTILE_NUMBERS],
    ['numeric-string', HOSTILE_NUMERIC_STRINGS],
  ],
  array: [],
  object: [],
  boolean: [],
  other: [],
};

function replaceWith(kind: string, slot: FieldSlot, values: readonly unknown[]): TargetedMutation {
  const arbitrary = fc.constantFrom(...values).map<Mutation>((value) => ({
    input: `${kind} body.${slot.path.join('.')}`,
    apply: (parts) => ({ ...parts, body: withValueAt(parts.body, slot.path, value) }),
  }));
  return { kind, arbitrary };
}

/** Hostile changes to a JSON body: each kind that fits each field, and the body as a whole. */
export function bodyMutations(slots: FieldSlot[]): TargetedMutation[] {
  const mutations: TargetedMutation[] = [];
  for (const slot of slots) {
    for (const [kind, values] of VALUES_BY_SLOT_KIND[slot.kind])
      mutations.push(replaceWith(kind, slot, values));
    if (slot.kind === 'array') mutations.push(hugeArray(slot));
    mutations.push(replaceWith('wrong-type', slot, WRONG_TYPE_VALUES));
    if (slot.required) mutations.push(replaceWith('missing-required', slot, [undefined]));
  }
  mutations.push(
    {
      kind: 'broken-json',
      arbitrary: fc.constantFrom(...BROKEN_JSON).map<Mutation>((raw) => ({
        input: 'broken-json body',
        apply: (parts) => ({ ...parts, rawBody: raw }),
      })),
    },
    {
      kind: 'extra-field',
      arbitrary: fc
        .tuple(fc.constantFrom(...EXTRA_KEYS), fc.constantFrom<unknown>('x', 1, { admin: true }))
        .map<Mutation>(([key, value]) => ({
          input: `extra-field body.${key}`,
          apply: (parts) => ({ ...parts, rawBody: withExtraKey(parts.body, key, value) }),
        })),
    },
  );
  return mutations;
}

/** 5,000 items: the array's own items repeated (so each item is valid-ish), or strings when it was empty. */
function hugeArray(slot: FieldSlot): TargetedMutation {
  const mutation: Mutation = {
    input: `huge-array body.${slot.path.join('.')}`,
    apply: (parts) => {
      const current = valueAt(parts.body, slot.path);
      const items: unknown[] = Array.isArray(current) && current.length > 0 ? current : ['x'];
      const huge = Array.from({ length: HUGE_ARRAY_LENGTH }, (_, i) => items[i % items.length]);
      return { ...parts, body: withValueAt(parts.body, slot.path, huge) };
    },
  };
  return { kind: 'huge-array', arbitrary: fc.constant(mutation) };
}

function valueAt(body: unknown, path: (string | number)[]): unknown {
  let current = body;
  for (const key of path) {
    if (!current || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** JSON text with one more key (written as text, so `__proto__` is a real own key on the wire). */
function withExtraKey(body: unknown, key: string, value: unknown): string {
  const base = body && typeof body === 'object' && !Array.isArray(body) ? JSON.stringify(body) : '{}';
  const extra = `${JSON.stringify(key)}:${JSON.stringify(value)}`;
  return base === '{}' ? `{${extra}}` : `${base.slice(0, -1)},${extra}}`;
}
