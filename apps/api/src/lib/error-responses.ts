import { errorResponseSchema } from '@oyna/shared';

/** The error answers `statuses`, each in the one error shape, for a route's `response` (`...errorResponsesFor(401, 503)`). */
export function errorResponsesFor<TStatus extends number>(
  ...statuses: TStatus[]
): Record<TStatus, typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    TStatus,
    typeof errorResponseSchema
  >;
}

/** The error answers a route may give, each in the one error shape (`{detail, code, fields?}`). */
export const errorResponses = errorResponsesFor(400, 401, 403, 404, 409, 422);
