import type { FastifyReply } from 'fastify';

/** An open `text/event-stream` answer (server-sent events). */
export interface EventStream {
  /** One message: `event: <event>` with `data` as JSON. */
  send(event: string, data: unknown): void;
  /** A comment line: a quiet stream that writes one every so often is not closed by proxies. */
  keepAlive(): void;
  end(): void;
}

/**
 * Takes the reply over as a stream of server-sent events: headers that keep proxies from buffering
 * or caching it, and a reconnect delay of 3 s for the browser's `EventSource`.
 */
export function openEventStream(reply: FastifyReply): EventStream {
  // What the hooks set on the reply (security headers, CORS): a hijacked answer writes them itself.
  const set = reply.getHeaders();
  reply.hijack();
  const raw = reply.raw;
  for (const [name, value] of Object.entries(set)) if (value !== undefined) raw.setHeader(name, value);
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write('retry: 3000\n\n');
  return {
    send: (event, data) => {
      raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    keepAlive: () => {
      raw.write(': keep-alive\n\n');
    },
    end: () => {
      raw.end();
    },
  };
}
