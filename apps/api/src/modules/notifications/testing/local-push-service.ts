import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { type IncomingMessage, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A browser's side of a push subscription made in a test: its P-256 key pair and auth secret
 * (RFC 8291), and the endpoint at the local push service.
 */
export interface TestSubscriber {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** Decrypts an aes128gcm body sent to this subscription. */
  decrypt(body: Buffer): string;
}

/** One message the push service took (or refused), as a browser would see it. */
export interface ReceivedPush {
  subscriberId: string;
  status: number;
  headers: { ttl: string | undefined; urgency: string | undefined; contentEncoding: string | undefined };
  /** The VAPID claims, checked against the signature and the `k=` key of the Authorization header. */
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
  /** The decrypted payload (null when the subscription is unknown or refused). */
  payload: string | null;
}

export interface LocalPushService {
  url: string;
  /** A new subscription at this push service, with keys generated here. */
  subscriber(): TestSubscriber;
  /** Every message, in order. */
  readonly received: ReceivedPush[];
  /** Answers this status to the next `times` messages for a subscription (410: gone; 500: try later). */
  answer(subscriberId: string, status: number, times?: number): void;
  close(): Promise<void>;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** RFC 8291 §3.4 and RFC 8188: the content key and nonce for one record, then AES-128-GCM. */
function decryptAes128gcm(
  body: Buffer,
  subscriber: { privateKey: Buffer; publicKey: Buffer; auth: Buffer },
): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + keyIdLength);
  const ciphertext = body.subarray(21 + keyIdLength);
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(subscriber.privateKey);
  const sharedSecret = ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscriber.publicKey, serverPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, subscriber.auth, keyInfo, 32));
  const contentKey = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `Authorization: vapid t=<JWT signed ES256>, k=<the application server's public key>`. */
function checkVapid(authorization: string | undefined): ReceivedPush['vapid'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`no VAPID authorization: ${authorization}`);
  const [header = '', claims = '', signature = ''] = match[1].split('.');
  const point = Buffer.from(match[2], 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = Buffer.from(`${header}.${claims}`);
  const valid = verify(
    'sha256',
    signed,
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('bad VAPID signature');
  const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud: string;
    sub: string;
    exp: number;
  };
  if (parsed.exp * 1000 < Date.now()) throw new Error('expired VAPID token');
  return { ...parsed, publicKey: match[2] };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A push service on loopback that speaks the Web Push protocol as browsers' push services do:
 * `POST /push/<id>` with a VAPID Authorization header and an aes128gcm body, answered 201. It
 * checks the VAPID signature, decrypts the payload with the subscription's keys made here, and
 * answers 404 for an unknown subscription or what `answer()` was told (410 gone, 5xx).
 */
export async function startLocalPushService(): Promise<LocalPushService> {
  const keys = new Map<string, { privateKey: Buffer; publicKey: Buffer; auth: Buffer }>();
  const planned = new Map<string, { status: number; times: number }>();
  const received: ReceivedPush[] = [];

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
      if (request.method !== 'POST' || !id) {
        response.writeHead(404).end();
        return;
      }
      let vapid: ReceivedPush['vapid'];
      try {
        vapid = checkVapid(request.headers.authorization);
      } catch (error) {
        response.writeHead(401, { 'content-type': 'text/plain' }).end(String(error));
        return;
      }
      const subscriber = keys.get(id);
      const plan = planned.get(id);
      let status = subscriber ? 201 : 404;
      if (plan && plan.times > 0) {
        status = plan.status;
        plan.times -= 1;
      }
      if (status === 410) keys.delete(id);
      const payload = status === 201 && subscriber ? decryptAes128gcm(body, subscriber) : null;
      received.push({
        subscriberId: id,
        status,
        headers: {
          ttl: request.headers['ttl'] as string | undefined,
          urgency: request.headers['urgency'] as string | undefined,
          contentEncoding: request.headers['content-encoding'],
        },
        vapid,
        payload,
      });
      response.writeHead(status, status === 201 ? { location: `${url}/message/${randomUUID()}` } : {}).end();
    })().catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    received,
    subscriber() {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const material = { privateKey: ecdh.getPrivateKey(), publicKey, auth: randomBytes(16) };
      keys.set(id, material);
      return {
        id,
        endpoint: `${url}/push/${id}`,
        keys: { p256dh: b64url(publicKey), auth: b64url(material.auth) },
        decrypt: (body) => decryptAes128gcm(body, material),
      };
    },
    answer(subscriberId, status, times = 1) {
      planned.set(subscriberId, { status, times });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
