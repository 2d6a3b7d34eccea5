/**
 * The JavaScript a server spends on an answer, without sockets: requests handed to the app's router
 * (`app.routing`) on a socket that keeps nothing, `IN_FLIGHT` at a time, and the user CPU of this
 * process per request. On a shared machine this moves far less than the CPU measured over HTTP,
 * where the kernel's work and how the client's requests batch change with the load (decision 101).
 * The least of a few windows is the least disturbed one.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';

const IN_FLIGHT = 20;

/** A socket that accepts every write and keeps nothing. */
class DiscardingSocket extends Duplex {
  readonly remoteAddress = '127.0.0.1';
  override _read(): void {}
  override _write(_chunk: unknown, _encoding: BufferEncoding, done: () => void): void {
    done();
  }
  override _writev(_chunks: unknown[], done: () => void): void {
    done();
  }
}

/** One GET through the app's router; answers its status once the answer is written. */
function handOver(app: FastifyInstance, url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new DiscardingSocket();
    const request = new http.IncomingMessage(socket as unknown as Socket);
    request.method = 'GET';
    request.url = url;
    request.httpVersion = '1.1';
    request.httpVersionMajor = 1;
    request.httpVersionMinor = 1;
    request.headers = { host: '127.0.0.1', ...headers };
    request.rawHeaders = Object.entries(request.headers).flatMap(([name, value]) => [name, String(value)]);
    request.push(null);
    const response = new http.ServerResponse(request);
    response.assignSocket(socket as unknown as Socket);
    response.on('finish', () => {
      response.detachSocket(socket as unknown as Socket);
      resolve(response.statusCode);
    });
    response.on('error', reject);
    app.routing(request, response);
  });
}

/** User CPU microseconds per request over `requests` GETs of `url`, `IN_FLIGHT` at a time. */
async function window(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  requests: number,
): Promise<number> {
  let left = requests;
  const worker = async () => {
    while (left > 0) {
      left -= 1;
      const status = await handOver(app, url, headers);
      if (status !== 200) throw new Error(`${url} answered ${status} in process`);
    }
  };
  const before = process.cpuUsage();
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return process.cpuUsage(before).user / requests;
}

/** The least user CPU per request of `windows` windows of `requests`, after one window to warm up. */
export async function inProcessCpuPerRequest(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  options: { requests: number; windows: number },
): Promise<number> {
  await window(app, url, headers, options.requests);
  let least = Number.POSITIVE_INFINITY;
  for (let index = 0; index < options.windows; index += 1) {
    least = Math.min(least, await window(app, url, headers, options.requests));
  }
  return least;
}
