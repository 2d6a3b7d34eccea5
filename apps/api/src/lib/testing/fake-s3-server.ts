import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AwsCredentials, sha256Hex, signS3Request } from '../aws-signature.js';

export interface StoredObject {
  body: Buffer;
  headers: Record<string, string>;
}

export interface FakeS3Server {
  endpoint: string;
  /** Objects by `bucket/key`. */
  objects: Map<string, StoredObject>;
  /** Every request that came in, as `METHOD /bucket/key status`. */
  log: string[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A bucket server on loopback that speaks the two calls the storage makes (PUT and DELETE of an
 * object) and checks each request's Signature V4 and payload hash, answering 403 like S3 when
 * they are wrong.
 */
export async function startFakeS3Server(options: { region: string; credentials: AwsCredentials }) {
  const objects = new Map<string, StoredObject>();
  const log: string[] = [];

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const body = await readBody(request);
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    const key = decodeURIComponent(url.pathname.slice(1));
    const header = (name: string) => String(request.headers[name] ?? '');

    const authorization = header('authorization');
    const signedHeaders = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(';') ?? [];
    const date = header('x-amz-date');
    const instant = new Date(
      `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`,
    );
    const expected = await signS3Request(
      {
        method: request.method ?? 'GET',
        url,
        headers: Object.fromEntries(signedHeaders.map((name) => [name, header(name)])),
        payloadHash: header('x-amz-content-sha256'),
      },
      { region: options.region, credentials: options.credentials, date: instant },
    );
    const status =
      authorization !== expected || sha256Hex(body) !== header('x-amz-content-sha256')
        ? 403
        : request.method === 'PUT'
          ? 200
          : request.method === 'DELETE'
            ? 204
            : 405;
    if (status === 200) {
      objects.set(key, {
        body,
        headers: { 'content-type': header('content-type'), 'cache-control': header('cache-control') },
      });
    }
    if (status === 204) objects.delete(key);
    log.push(`${request.method} /${key} ${status}`);
    response.statusCode = status;
    response.end(status === 403 ? '<Error><Code>SignatureDoesNotMatch</Code></Error>' : '');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      response.statusCode = 500;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    log,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  } satisfies FakeS3Server;
}
