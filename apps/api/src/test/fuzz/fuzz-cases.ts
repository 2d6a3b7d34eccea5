import fc from 'fast-check';
import { bodyMutations } from './body-mutations.js';
import { fieldSlots } from './field-slots.js';
import type { FuzzRequest, Mutation, RequestParts } from './fuzz-request.js';
import { poolFor } from './id-pools.js';
import type { FuzzOperation, FuzzParameter } from './openapi-operations.js';
import { headerMutations, pathMutations, queryMutations } from './param-mutations.js';
import { type SchemaContext, validishArbitrary } from './schema-arbitrary.js';
import { fillPath, percentEncode, queryString } from './url-encoding.js';

const VALID: Mutation = { input: 'valid', apply: (parts) => parts };

/** One parameter's valid-ish value, as encoded text (a real id when the name says which kind). */
function parameterArbitrary(parameter: FuzzParameter, path: string, context: SchemaContext): fc.Arbitrary<string> {
  const pool = poolFor(parameter.name, parameter.in === 'path' ? path : undefined);
  const ids = pool ? context.pools[pool] : [];
  const value = ids.length > 0 ? fc.constantFrom(...ids) : validishArbitrary(parameter.schema, context, parameter.name);
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

/** Every hostile change that applies to the operation, and (weighted up) no change at all. */
function mutationsFor(operation: FuzzOperation, context: SchemaContext): fc.Arbitrary<Mutation> {
  const of = (where: FuzzParameter['in']) => operation.parameters.filter((p) => p.in === where);
  const hostile = [
    ...(operation.body ? bodyMutations(fieldSlots(operation.body, context.components)) : []),
    ...pathMutations(of('path'), context.pools),
    ...queryMutations(of('query')),
    ...headerMutations(of('header')),
  ];
  return fc.oneof(
    { weight: Math.max(2, Math.ceil(hostile.length / 3)), arbitrary: fc.constant(VALID) },
    ...hostile.map((arbitrary) => ({ weight: 1, arbitrary })),
  );
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

/** Valid-ish requests for the operation with at most one hostile change each. */
export function fuzzRequestArbitrary(operation: FuzzOperation, context: SchemaContext): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(validishParts(operation, context), mutationsFor(operation, context))
    .map(([parts, mutation]) => toRequest(operation, mutation.input, mutation.apply(parts)));
}
