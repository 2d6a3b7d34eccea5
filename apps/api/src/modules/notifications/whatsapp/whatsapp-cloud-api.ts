import { z } from 'zod';
import { postToProvider } from '../channels/provider-request.js';

/** One template message: its approved name, the language version, the body's and the button's values. */
export interface WhatsAppTemplateMessage {
  /** The recipient in E.164 (+994...). */
  to: string;
  name: string;
  /** Meta's language code of the template's version (az, ru, en). */
  languageCode: string;
  bodyParameters: readonly string[];
  /** The end of the "Open in Oyna" button's URL (the template holds PUBLIC_URL, this the path). */
  buttonUrlSuffix: string | null;
}

/** What the Cloud API answered, in the dispatcher's terms. */
export type WhatsAppAnswer =
  | { status: 'accepted'; messageId: string }
  | { status: 'retry'; error: string }
  | { status: 'rejected'; error: string };

export interface WhatsAppCloudApi {
  sendTemplate(message: WhatsAppTemplateMessage): Promise<WhatsAppAnswer>;
}

const acceptedSchema = z.object({ messages: z.array(z.object({ id: z.string().min(1) })).min(1) });
const errorSchema = z.object({
  error: z.object({ code: z.number().optional(), message: z.string().optional() }).loose(),
});

/**
 * Meta's error codes worth another try: throttling (4, 80007, 130429, 131056: too many to one
 * number), a passing fault (1, 2, 131000, 133004), and an expired or revoked token (190), which the
 * operator fixes. Everything else (131047 re-engagement, 131026 undeliverable, 132xxx template
 * mismatches, 100 bad parameters) will not go better the next time.
 */
const RETRY_CODES = new Set([1, 2, 4, 190, 80007, 130429, 131000, 131056, 133004]);

/**
 * The WhatsApp Business Cloud API: `POST {base}/{version}/{phone number id}/messages` with a Bearer
 * token and a template message; the answer's `messages[0].id` (a wamid) is what the webhook's status
 * reports name later.
 */
export function createWhatsAppCloudApi(options: {
  /** e.g. https://graph.facebook.com (WHATSAPP_API_URL). */
  baseUrl: string;
  version: string;
  phoneNumberId: string;
  accessToken: string;
}): WhatsAppCloudApi {
  const endpoint = `${options.baseUrl}/${options.version}/${options.phoneNumberId}/messages`;
  return {
    async sendTemplate(message): Promise<WhatsAppAnswer> {
      const components: unknown[] = [
        {
          type: 'body',
          parameters: message.bodyParameters.map((text) => ({ type: 'text', text })),
        },
      ];
      if (message.buttonUrlSuffix !== null) {
        components.push({
          type: 'button',
          sub_type: 'url',
          index: '0',
          parameters: [{ type: 'text', text: message.buttonUrlSuffix }],
        });
      }
      const body = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: message.to.replace(/^\+/, ''),
        type: 'template',
        template: { name: message.name, language: { code: message.languageCode }, components },
      };
      const response = await postToProvider(endpoint, {
        headers: {
          authorization: `Bearer ${options.accessToken}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
      });
      if ('unreachable' in response)
        return { status: 'retry', error: `WhatsApp unreachable: ${response.unreachable}` };
      const answer: unknown = await response.json().catch(() => null);
      if (response.ok) {
        const accepted = acceptedSchema.safeParse(answer);
        if (!accepted.success) return { status: 'retry', error: 'WhatsApp answered without a message id' };
        return { status: 'accepted', messageId: accepted.data.messages[0]?.id ?? '' };
      }
      const parsed = errorSchema.safeParse(answer);
      const code = parsed.success ? parsed.data.error.code : undefined;
      const error = `WhatsApp answered ${response.status}${code === undefined ? '' : ` (error ${code})`}${
        parsed.success && parsed.data.error.message ? `: ${parsed.data.error.message}` : ''
      }`;
      const passing =
        response.status === 429 || response.status >= 500 || (code !== undefined && RETRY_CODES.has(code));
      return passing ? { status: 'retry', error } : { status: 'rejected', error };
    },
  };
}
