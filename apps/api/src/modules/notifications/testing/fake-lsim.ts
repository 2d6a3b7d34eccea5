import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
const SEND_PATH = '/quicksms/v1/smssender';
const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/** A message LSIM accepted. */
export interface LsimMessage {
  msisdn: string;
  text: string;
  sender: string;
  unicode: boolean;
  transactionId: number;
}

export interface FakeLsim {
  /** The base URL to pass as SMS_API_URL. */
  url: string;
  login: string;
  password: string;
  /** The app's settings for SMS through this fake: LSIM at its address with its login and password. */
  env: { SMS_PROVIDER: 'lsim'; SMS_API_URL: string; SMS_LOGIN: string; SMS_PASSWORD: string };
  readonly messages: LsimMessage[];
  /** The next `times` requests fail: an HTTP status (e.g. 503), or 200 with an LSIM error code. */
  fail(how: { httpStatus: number } | { errorCode: number }, times?: number): void;
  close(): Promise<void>;
}

/**
 * LSIM's QuickSMS API on loopback: `POST /quicksms/v1/smssender` with `{login, key, msisdn, text,
 * sender, scheduled, unicode}`; the key must be md5(md5(password) + login + text + msisdn + sender).
 * Answers `{successMessage, errorMessage, obj: transaction id, errorCode}`.
 */
export async function startFakeLsim(options: { login?: string; password?: string } = {}): Promise<FakeLsim> {
  const login = options.login ?? 'oyna';
  const password = options.password ?? 'lsim-secret';
  const messages: LsimMessage[] = [];
  let failure: { how: { httpStatus: number } | { errorCode: number }; times: number } | null = null;
  let nextId = 7_000_000;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const json = (status: number, body: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (request.method !== 'POST' || request.url !== SEND_PATH)
        return json(404, { errorMessage: 'not found' });
      if (failure && failure.times > 0) {
        failure.times -= 1;
        if ('httpStatus' in failure.how) return json(failure.how.httpStatus, { errorMessage: 'unavailable' });
        return json(200, {
          successMessage: null,
          errorMessage: 'failed',
          obj: null,
          errorCode: failure.how.errorCode,
        });
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      const fields = {
        login: String(body['login']),
        msisdn: String(body['msisdn']),
        text: String(body['text']),
        sender: String(body['sender']),
      };
      if (
        fields.login !== login ||
        body['key'] !== md5(md5(password) + fields.login + fields.text + fields.msisdn + fields.sender)
      ) {
        return json(200, { successMessage: null, errorMessage: 'wrong key', obj: null, errorCode: 106 });
      }
      nextId += 1;
      messages.push({ ...fields, unicode: body['unicode'] === true, transactionId: nextId });
      return json(200, { successMessage: 'OK', errorMessage: null, obj: nextId, errorCode: 0 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    login,
    password,
    env: { SMS_PROVIDER: 'lsim', SMS_API_URL: url, SMS_LOGIN: login, SMS_PASSWORD: password },
    messages,
    fail(how, times = 1) {
      failure = { how, times };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
