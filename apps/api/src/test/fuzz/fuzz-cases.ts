import fc from 'fast-check';
import { bodyMutations } from './body-mutations.js';
import { fieldSlots } from './field-slots.js';
import type { FuzzRequest, Mutation, RequestParts, TargetedMutation } from './fuzz-request.js';
import { KIND_PRIORITY } from './hostile-values.js';
import { poolFor } from './id-pools.js';
import type { FuzzOperation, FuzzParameter } from './openapi-operations.js';
import { headerMutations, pathMutations, queryMutations } from './param-mutations.js';
import { type SchemaContext, validishArbitrary } from './schema-arbitrary.js';
import { fillPath, percentEncode, queryString } from './url-encoding.js';

const VALID: Mutation = { input: 'valid', apply: (parts) => parts };

/** One parameter's valid-ish value, as encoded text (a real id when the name says which kind). */
function parameterArbitrary(
  parameter: FuzzParameter,
  path: string,
  context: SchemaContext,
): fc.Arbitrary<string> {
  const pool = poolFor(parameter.name, parameter.in === 'path' ? path : undefined);
  const ids = pool ? context.pools[pool] : [];
  const value =
    ids.length > 0 ? fc.constantFrom(...ids) : validishArbitrary(parameter.schema, context, parameter.name);
  return value.map((v) => percentEncode(Array.isArray(v) ? v.join(',') : String(v)));
}

function parametersArbitrary(
  parameters: FuzzParameter[],
  path: string,
  context: SchemaContext,
): fc.Arbitrary<Record<string, string>> {
  const model: Record<string, fc.Arbitrary<string>> = {};
  for (const parameter of parameters) model[parameter.name] = parameterArbitrary(parameter, path, context);
  const requiredKeys = parameters.filter((p) => p.required).map((p) => p.name);
  return fc.record(model, { requiredKeys }) as fc.Arbitrary<Record<string, string>>;
}

/** The request pieces of an operation, every one valid-ish. */
function validishParts(operation: FuzzOperation, context: SchemaContext): fc.Arbitrary<RequestParts> {
  const of = (where: FuzzParameter['in']) => operation.parameters.filter((p) => p.in === where);
  return fc.record({
    path: parametersArbitrary(of('path'), operation.path, context),
    query: parametersArbitrary(of('query'), operation.path, context),
    headers: parametersArbitrary(of('header'), operation.path, context),
    body: operation.body ? validishArbitrary(operation.body, context) : fc.constant(undefined),
  });
}

const priorityOf = (kind: string) => {
  const index = KIND_PRIORITY.indexOf(kind);
  return index === -1 ? KIND_PRIORITY.length : index;
};

/** Every hostile change that applies to the operation, the likeliest crashes first. */
function hostilePlan(operation: FuzzOperation, context: SchemaContext): TargetedMutation[] {
  const of = (where: FuzzParameter['in']) => operation.parameters.filter((p) => p.in === where);
  const plan = [
    ...(operation.body ? bodyMutations(fieldSlots(operation.body, context.components)) : []),
    ...pathMutations(of('path'), context.pools),
    ...queryMutations(of('query')),
    ...headerMutations(of('header')),
  ];
  return plan.sort((a, b) => priorityOf(a.kind) - priorityOf(b.kind));
}

/** How many requests one pass over the operation's plan takes: every hostile change, and a valid-ish request every third. */
export function planLength(operation: FuzzOperation, context: SchemaContext): number {
  const hostile = hostilePlan(operation, context).length;
  return hostile + Math.ceil(hostile / 2) + 1;
}

function mutationAt(hostile: TargetedMutation[], index: number): fc.Arbitrary<Mutation> {
  if (index % 3 === 0 || hostile.length === 0) return fc.constant(VALID);
  return hostile[(index - Math.floor(index / 3) - 1) % hostile.length]?.arbitrary ?? fc.constant(VALID);
}

function toRequest(operation: FuzzOperation, input: string, parts: RequestParts): FuzzRequest {
  const headers: Record<string, string> = { ...parts.headers };
  const payload = parts.rawBody ?? (parts.body === undefined ? undefined : JSON.stringify(parts.body));
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return {
    operation: operation.key,
    input,
    method: operation.method,
    url: fillPath(operation.path, parts.path) + queryString(parts.query),
    headers,
    ...(payload !== undefined && { payload }),
  };
}

/**
 * The operation's first `count` requests: valid-ish ones (every third) and the hostile plan in
 * order, wrapping around with fresh values when the count is longer than the plan.
 */
export function fuzzRequests(
  operation: FuzzOperation,
  context: SchemaContext,
  options: { count: number; seed: number },
): FuzzRequest[] {
  const hostile = hostilePlan(operation, context);
  const parts = validishParts(operation, context);
  return Array.from({ length: options.count }, (_, index) => {
    const [sample] = fc.sample(fc.tuple(parts, mutationAt(hostile, index)), {
      seed: options.seed + index,
      numRuns: 1,
    });
    if (!sample) throw new Error(`no sample for ${operation.key}`);
    const [request, mutation] = sample;
    return toRequest(operation, mutation.input, mutation.apply(request));
  });
}
