import { z } from 'zod';
import { errorResponses, errorResponsesFor } from './error-responses.js';

/** The error answers of `statuses`: every usual one (`errorResponses`) when none is named. */
type ErrorsOf<TStatus extends number> = [TStatus] extends [never]
  ? typeof errorResponses
  : ReturnType<typeof errorResponsesFor<TStatus>>;

function errorsOf<TStatus extends number = never>(statuses: TStatus[]): ErrorsOf<TStatus> {
  // The conditional type follows the test, which TypeScript cannot see through.
  return (statuses.length > 0 ? errorResponsesFor(...statuses) : errorResponses) as ErrorsOf<TStatus>;
}

/** A route's answers: 200 with `schema`, or the errors `statuses` (every usual one by default). */
export function ok<T extends z.ZodType, TStatus extends number = never>(schema: T, ...statuses: TStatus[]) {
  return { 200: schema, ...errorsOf(statuses) };
}

/** A route's answers: 201 with `schema` (the route answers 201), or the errors as `ok` takes them. */
export function created<T extends z.ZodType, TStatus extends number = never>(
  schema: T,
  ...statuses: TStatus[]
) {
  return { 201: schema, ...errorsOf(statuses) };
}

/** A route's answers: 202 with `schema` (the route answers 202), or the errors as `ok` takes them. */
export function accepted<T extends z.ZodType, TStatus extends number = never>(
  schema: T,
  ...statuses: TStatus[]
) {
  return { 202: schema, ...errorsOf(statuses) };
}

/** A route's answers: 204 with no body, described as `description` (`'Removed'`), or the errors. */
export function noContent<TStatus extends number = never>(description: string, ...statuses: TStatus[]) {
  return { 204: z.null().describe(description), ...errorsOf(statuses) };
}
