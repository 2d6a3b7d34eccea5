import { errorResponseSchema } from '@oyna/shared';

/** The error answers a route may give, each in the one error shape (`{detail, code, fields?}`). */
export const errorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
