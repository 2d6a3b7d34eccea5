import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A template message the fake accepted, as the Cloud API received it. */
export interface GraphMessage {
  path: string;
  to: string;
  name: string;
  languageCode: string;
  bodyParameters: string[];
  buttonParameters: string[];
  wamid: string;
}

/** A failure the next requests get: an HTTP status with Meta's error code (131047, 130429...). */
export interface GraphFailure {
  httpStatus: number;
  code?: number;
}

export interface FakeWhatsAppGraph {
  /** The base URL to pass as WHATSAPP_API_URL. */
  url: string;
  phoneNumberId: string;
  accessToken: string;
  readonly messages: GraphMessage[];
  fail(failure: GraphFailure, times?: number): void;
  close(): Promise<void>;
}

interface Component {
  type?: string;
  parameters?: { text?: string }[];
}

/**
 * Meta's Graph API on loopback, the part the WhatsApp channel speaks: `POST /{version}/{phone number
 * id}/messages` with `Authorization: Bearer <token>` and a template message; answers
 * `{messaging_product, contacts, messages: [{id: wamid}]}`, or Meta's error shape `{error: {code, message}}`.
 */
export async function startFakeWhatsAppGraph(
  options: { phoneNumberId?: string; accessToken?: string } = {},
): Promise<FakeWhatsAppGraph> {
  const phoneNumberId = options.phoneNumberId ?? '106540352242922';
  const accessToken = options.accessToken ?? 'EAAG-test-token';
  const messages: GraphMessage[] = [];
  let failure: { failure: GraphFailure; times: number } | null = null;
  let next = 0;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const json = (status: number, body: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const path = request.url ?? '';
      if (request.method !== 'POST' || !new RegExp(`^/v\\d+\\.\\d+/${phoneNumberId}/messages$`).test(path))
        return json(404, { error: { code: 803, message: 'Unknown path' } });
      if (request.headers.authorization !== `Bearer ${accessToken}`)
        return json(401, { error: { code: 190, message: 'Invalid OAuth access token' } });
      if (failure && failure.times > 0) {
        failure.times -= 1;
        const { httpStatus, code } = failure.failure;
        return json(httpStatus, {
          error: { code: code ?? httpStatus, message: `failure ${code ?? httpStatus}` },
        });
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        to?: string;
        type?: string;
        template?: { name?: string; language?: { code?: string }; components?: Component[] };
      };
      const components = body.template?.components ?? [];
      const texts = (type: string) =>
        components
          .filter((component) => component.type === type)
          .flatMap((component) => component.parameters ?? [])
          .map((parameter) => parameter.text ?? '');
      next += 1;
      const wamid = `wamid.TEST${String(next).padStart(6, '0')}`;
      messages.push({
        path,
        to: body.to ?? '',
        name: body.template?.name ?? '',
        languageCode: body.template?.language?.code ?? '',
        bodyParameters: texts('body'),
        buttonParameters: texts('button'),
        wamid,
      });
      return json(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: wamid, message_status: 'accepted' }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    phoneNumberId,
    accessToken,
    messages,
    fail(how, times = 1) {
      failure = { failure: how, times };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
