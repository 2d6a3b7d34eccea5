import fc from 'fast-check';
import type { Mutation } from './fuzz-request.js';
import {
  BAD_PERCENT_ENCODINGS,
  HOSTILE_DATES,
  HOSTILE_LONG_STRINGS,
  HOSTILE_NUMERIC_STRINGS,
  HOSTILE_PATH_SEGMENTS,
  HOSTILE_UNICODE,
  HUGE_ARRAY_LENGTH,
  LONG_PATH_SEGMENT,
} from './hostile-values.js';
import type { IdPools } from './id-pools.js';
import type { FuzzParameter } from './openapi-operations.js';
import { percentEncode } from './url-encoding.js';

type Where = 'path' | 'query';

function setParam(where: Where, kind: string, names: string[], values: fc.Arbitrary<string>): fc.Arbitrary<Mutation> {
  return fc.tuple(fc.constantFrom(...names), values).map(([name, encoded]) => ({
    input: `${kind} ${where}.${name}`,
    apply: (parts) => ({ ...parts, [where]: { ...parts[where], [name]: encoded } }),
  }));
}

const encoded = (values: readonly string[]) => fc.constantFrom(...values).map(percentEncode);

/** Path parameters naming someone else's things, nothing, or nothing sensible. */
export function pathMutations(parameters: FuzzParameter[], pools: IdPools): fc.Arbitrary<Mutation>[] {
  const names = parameters.map((p) => p.name);
  if (names.length === 0) return [];
  const anyId = Object.values(pools).flat();
  const mutations = [
    setParam('path', 'random-uuid', names, fc.uuid()),
    setParam('path', 'garbage', names, encoded(HOSTILE_PATH_SEGMENTS)),
    setParam('path', 'long', names, fc.constant(LONG_PATH_SEGMENT)),
    setParam('path', 'bad-percent', names, fc.constantFrom(...BAD_PERCENT_ENCODINGS)),
    setParam('path', 'unicode', names, encoded(HOSTILE_UNICODE)),
  ];
  if (anyId.length > 0) {
    mutations.push(setParam('path', 'other-id', names, fc.constantFrom(...anyId).map(String)));
  }
  return mutations;
}

/** Query parameters with text, numbers and dates no form would send, broken encodings, and 5,000 repeats. */
export function queryMutations(parameters: FuzzParameter[]): fc.Arbitrary<Mutation>[] {
  const names = parameters.map((p) => p.name);
  if (names.length === 0) return [];
  return [
    setParam('query', 'unicode', names, encoded(HOSTILE_UNICODE)),
    setParam('query', 'long-string', names, encoded(HOSTILE_LONG_STRINGS)),
    setParam('query', 'numeric-string', names, encoded(HOSTILE_NUMERIC_STRINGS)),
    setParam('query', 'far-date', names, encoded(HOSTILE_DATES)),
    setParam('query', 'bad-percent', names, fc.constantFrom(...BAD_PERCENT_ENCODINGS)),
    fc.constantFrom(...names).map((name) => ({
      input: `huge-array query.${name}`,
      apply: (parts) => ({
        ...parts,
        query: { ...parts.query, [name]: Array<string>(HUGE_ARRAY_LENGTH).fill('1').join(`&${encodeURIComponent(name)}=`) },
      }),
    })),
  ];
}

/** Header parameters (the idempotency key): empty and far too long. */
export function headerMutations(parameters: FuzzParameter[]): fc.Arbitrary<Mutation>[] {
  const names = parameters.map((p) => p.name);
  if (names.length === 0) return [];
  return [
    fc.tuple(fc.constantFrom(...names), fc.constantFrom('', ' ', 'k'.repeat(10_000))).map(([name, value]) => ({
      input: `header ${name}`,
      apply: (parts) => ({ ...parts, headers: { ...parts.headers, [name]: value } }),
    })),
  ];
}
