import type { FastifyInstance } from 'fastify';

/** The errors the app's handlers threw, so a 500 in the report says why. */
export interface ServerErrors {
  /** The last error since the previous call, as `Name: message`, and forgets it. */
  take(): string | undefined;
}

/** Listens to `onError` (call before `ready()`). */
export function captureServerErrors(app: FastifyInstance): ServerErrors {
  let last: string | undefined;
  app.addHook('onError', async (_request, _reply, error) => {
    last = `${error.name}: ${error.message}`.replace(/\s+/g, ' ').slice(0, 160);
  });
  return {
    take() {
      const error = last;
      last = undefined;
      return error;
    },
  };
}
