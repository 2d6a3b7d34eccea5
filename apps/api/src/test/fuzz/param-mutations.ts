import fc from 'fast-check';
import type { Mutation, TargetedMutation } from './fuzz-request.js';
import {
  BAD_PERCENT_ENCODINGS,
  HOSTILE_DATES,
  HOSTILE_LONG_STRINGS,
  HOSTILE_NUMBERS,
  HOSTILE_NUMERIC_STRINGS,
  HOSTILE_PATH_SEGMENTS,
  HOSTILE_UNICODE,
  HUGE_ARRAY_LENGTH,
  LONE_SURROGATE_STRINGS,
  LONG_PATH_SEGMENT,
  NUL_STRINGS,
} from './hostile-values.js';
import type { IdPools } from './id-pools.js';
import type { FuzzParameter } from './openapi-operations.js';
import { percentEncode } from './url-encoding.js';

type Where = 'path' | 'query';

function setParam(where: Where, kind: string, name: string, values: fc.Arbitrary<string>): TargetedMutation {
  const arbitrary = values.map<Mutation>((encoded) => ({
    input: `${kind} ${where}.${name}`,
    apply: (parts) => ({ ...parts, [where]: { ...parts[where], [name]: encoded } }),
  }));
  return { kind, arbitrary };
}

const encoded = (values: readonly unknown[]) =>
  fc.constantFrom(...values).map((value) => percentEncode(String(value)));
const raw = (values: readonly string[]) => fc.constantFrom(...values);

/** Path parameters naming someone else's things, nothing, or nothing sensible. */
export function pathMutations(parameters: FuzzParameter[], pools: IdPools): TargetedMutation[] {
  const anyId = Object.values(pools).flat();
  return parameters.flatMap(({ name }) => [
    ...(anyId.length > 0 ? [setParam('path', 'other-id', name, encoded(anyId))] : []),
    setParam('path', 'random-uuid', name, fc.uuid()),
    setParam('path', 'nul', name, encoded(NUL_STRINGS)),
    setParam('path', 'lone-surrogate', name, encoded(LONE_SURROGATE_STRINGS)),
    setParam('path', 'bad-percent', name, raw(BAD_PERCENT_ENCODINGS)),
    setParam('path', 'garbage', name, encoded(HOSTILE_PATH_SEGMENTS)),
    setParam('path', 'long', name, fc.constant(LONG_PATH_SEGMENT)),
    setParam('path', 'unicode', name, encoded(HOSTILE_UNICODE)),
  ]);
}

function queryKinds(parameter: FuzzParameter): [string, fc.Arbitrary<string>][] {
  const type = parameter.schema.type;
  const format = parameter.schema.format;
  if (format === 'date-time' || format === 'date') return [['far-date', encoded(HOSTILE_DATES)]];
  if (type === 'integer' || type === 'number') {
    return [
      ['boundary-number', encoded(HOSTILE_NUMBERS)],
      ['numeric-string', encoded(HOSTILE_NUMERIC_STRINGS)],
    ];
  }
  return [
    ['nul', encoded(NUL_STRINGS)],
    ['lone-surrogate', encoded(LONE_SURROGATE_STRINGS)],
    ['unicode', encoded(HOSTILE_UNICODE)],
    ['long-string', encoded(HOSTILE_LONG_STRINGS)],
  ];
}

/** Query parameters with text, numbers and dates no form would send, broken encodings, and 5,000 repeats. */
export function queryMutations(parameters: FuzzParameter[]): TargetedMutation[] {
  return parameters.flatMap((parameter) => {
    const { name } = parameter;
    const repeated = Array<string>(HUGE_ARRAY_LENGTH)
      .fill('1')
      .join(`&${encodeURIComponent(name)}=`);
    return [
      ...queryKinds(parameter).map(([kind, values]) => setParam('query', kind, name, values)),
      setParam('query', 'bad-percent', name, raw(BAD_PERCENT_ENCODINGS)),
      setParam('query', 'huge-array', name, fc.constant(repeated)),
    ];
  });
}

/** Header parameters (the idempotency key): empty and far too long. */
export function headerMutations(parameters: FuzzParameter[]): TargetedMutation[] {
  return parameters.map(({ name }) => ({
    kind: 'long-string',
    arbitrary: fc.constantFrom('', ' ', 'k'.repeat(10_000)).map<Mutation>((value) => ({
      input: `header ${name}`,
      apply: (parts) => ({ ...parts, headers: { ...parts.headers, [name]: value } }),
    })),
  }));
}
