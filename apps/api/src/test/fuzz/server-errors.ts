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
    // A failed query's own message is the whole SQL; its cause says what the database refused.
    const cause = error.cause instanceof Error ? error.cause : error;
    last = printable(`${error.name}: ${cause.message}`).slice(0, 200);
  });
  return {
    take() {
      const error = last;
      last = undefined;
      return error;
    },
  };
}

/** One line without control characters (a NUL in the report would make it a binary file). */
export function printable(text: string): string {
  return JSON.stringify(text.replace(/\s+/g, ' ')).slice(1, -1);
}
