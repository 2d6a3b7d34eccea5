import fc from 'fast-check';
import { type FieldSlot, withValueAt } from './field-slots.js';
import type { Mutation } from './fuzz-request.js';
import {
  EXTRA_KEYS,
  HOSTILE_DATES,
  HOSTILE_LONG_STRINGS,
  HOSTILE_NUMBERS,
  HOSTILE_NUMERIC_STRINGS,
  HOSTILE_UNICODE,
  HUGE_ARRAY_LENGTH,
  WRONG_TYPE_VALUES,
} from './hostile-values.js';

const BROKEN_JSON = ['{"a":', 'null', '[]', '"text"', '{"a":1}garbage', '\u0000', '{"a":"\\ud800"}', ''];

const label = (slot: FieldSlot) => `body.${slot.path.join('.')}`;

/** Prefers the slots of one kind; any slot when the body has none of that kind. */
function slotsOf(slots: FieldSlot[], kinds: FieldSlot['kind'][]): FieldSlot[] {
  const preferred = slots.filter((slot) => kinds.includes(slot.kind));
  return preferred.length > 0 ? preferred : slots;
}

function replaceWith(kind: string, slots: FieldSlot[], values: fc.Arbitrary<unknown>): fc.Arbitrary<Mutation> {
  return fc.tuple(fc.constantFrom(...slots), values).map(([slot, value]) => ({
    input: `${kind} ${label(slot)}`,
    apply: (parts) => ({ ...parts, body: withValueAt(parts.body, slot.path, value) }),
  }));
}

/** Hostile changes to a JSON body: one field at a time, or the body as a whole. */
export function bodyMutations(slots: FieldSlot[]): fc.Arbitrary<Mutation>[] {
  const mutations: fc.Arbitrary<Mutation>[] = [
    fc.constantFrom(...BROKEN_JSON).map((raw) => ({
      input: 'broken-json body',
      apply: (parts) => ({ ...parts, rawBody: raw }),
    })),
    fc.tuple(fc.constantFrom(...EXTRA_KEYS), fc.constantFrom<unknown>('x', 1, { admin: true })).map(([key, value]) => ({
      input: `extra-field body.${key}`,
      apply: (parts) => ({ ...parts, rawBody: withExtraKey(parts.body, key, value) }),
    })),
  ];
  if (slots.length === 0) return mutations;
  const strings = slotsOf(slots, ['string']);
  mutations.push(
    replaceWith('wrong-type', slots, fc.constantFrom(...WRONG_TYPE_VALUES)),
    replaceWith(
      'unicode',
      strings,
      fc.tuple(fc.constantFrom('', 'Elvin '), fc.constantFrom(...HOSTILE_UNICODE)).map(([a, b]) => a + b),
    ),
    replaceWith('long-string', strings, fc.constantFrom(...HOSTILE_LONG_STRINGS)),
    replaceWith('boundary-number', slotsOf(slots, ['number']), fc.constantFrom(...HOSTILE_NUMBERS)),
    replaceWith('numeric-string', slotsOf(slots, ['number']), fc.constantFrom(...HOSTILE_NUMERIC_STRINGS)),
    replaceWith('far-date', slotsOf(slots, ['date']), fc.constantFrom(...HOSTILE_DATES)),
    hugeArray(slotsOf(slots, ['array'])),
  );
  const required = slots.filter((slot) => slot.required);
  if (required.length > 0) {
    mutations.push(
      fc.constantFrom(...required).map((slot) => ({
        input: `missing-required ${label(slot)}`,
        apply: (parts) => ({ ...parts, body: withValueAt(parts.body, slot.path, undefined) }),
      })),
    );
  }
  return mutations;
}

/** 5,000 items: the array's own items repeated (so each item is valid-ish), or strings when it was empty. */
function hugeArray(slots: FieldSlot[]): fc.Arbitrary<Mutation> {
  return fc.constantFrom(...slots).map((slot) => ({
    input: `huge-array ${label(slot)}`,
    apply: (parts) => {
      const current = valueAt(parts.body, slot.path);
      const items: unknown[] = Array.isArray(current) && current.length > 0 ? current : ['x'];
      const huge = Array.from({ length: HUGE_ARRAY_LENGTH }, (_, i) => items[i % items.length]);
      return { ...parts, body: withValueAt(parts.body, slot.path, huge) };
    },
  }));
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
