import type { Arbitrary } from 'fast-check';

/** One request the fuzzer sends, before the actor's credentials are added. */
export interface FuzzRequest {
  /** `POST /api/v1/games`: the operation of the OpenAPI document. */
  operation: string;
  /** What was hostile about it: `valid`, `unicode body.title`, `path-garbage id`, ... */
  input: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** A request in pieces, so a mutation can change one of them; path and query values are already encoded. */
export interface RequestParts {
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
  /** Sent as is instead of `JSON.stringify(body)`: broken JSON. */
  rawBody?: string;
}

/** A change that makes a request hostile, with its label for the report. */
export interface Mutation {
  input: string;
  apply(parts: RequestParts): RequestParts;
}

/** A hostile kind aimed at one field or parameter; its values still vary with the seed. */
export interface TargetedMutation {
  kind: string;
  arbitrary: Arbitrary<Mutation>;
}
