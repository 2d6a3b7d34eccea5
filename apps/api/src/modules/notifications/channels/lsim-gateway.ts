import { createHash } from 'node:crypto';
import { z } from 'zod';
import { postToProvider } from './provider-request.js';
import type { SmsGateway, SmsGatewayAnswer } from './sms-gateway.js';

/** The path of LSIM's single-message API (QuickSMS v1, JSON over POST). */
export const LSIM_SEND_PATH = '/quicksms/v1/smssender';

const answerSchema = z.object({
  successMessage: z.string().nullish(),
  errorMessage: z.string().nullish(),
  obj: z.union([z.number(), z.string()]).nullish(),
  errorCode: z.union([z.number(), z.string()]).nullish(),
});

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/** LSIM's request key: md5(md5(password) + login + text + msisdn + sender). */
export function lsimKey(fields: {
  password: string;
  login: string;
  text: string;
  msisdn: string;
  sender: string;
}): string {
  return md5(md5(fields.password) + fields.login + fields.text + fields.msisdn + fields.sender);
}

export interface LsimOptions {
  /** e.g. https://apps.lsim.az (SMS_API_URL). */
  baseUrl: string;
  login: string;
  password: string;
  sender: string;
}

/**
 * LSIM (Azerbaijan), its QuickSMS HTTP API: `POST {base}/quicksms/v1/smssender` with a JSON body
 * `{login, key, msisdn, text, sender, scheduled: 'NOW', unicode}`, the key being
 * md5(md5(password) + login + text + msisdn + sender); the answer is
 * `{successMessage, errorMessage, obj: transaction id, errorCode}`. The password itself never
 * travels. An answer without a transaction id, or with an error code, is tried again later (LSIM's
 * codes are not documented to tell a passing failure, e.g. an empty balance, from a lasting one);
 * a 4xx other than 429 is refused for good.
 */
export function createLsimGateway(options: LsimOptions): SmsGateway {
  return {
    name: 'lsim',
    async send(phone, text, { unicode }): Promise<SmsGatewayAnswer> {
      const msisdn = phone.replace(/^\+/, '');
      if (!/^994\d{9}$/.test(msisdn))
        return { status: 'rejected', error: 'not an Azerbaijani mobile number' };
      const body = {
        login: options.login,
        key: lsimKey({
          password: options.password,
          login: options.login,
          text,
          msisdn,
          sender: options.sender,
        }),
        msisdn,
        text,
        sender: options.sender,
        scheduled: 'NOW',
        unicode,
      };
      const response = await postToProvider(`${options.baseUrl}${LSIM_SEND_PATH}`, {
        headers: { 'content-type': 'application/json; charset=utf-8', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      if ('unreachable' in response)
        return { status: 'retry', error: `LSIM unreachable: ${response.unreachable}` };
      if (response.status === 429 || response.status >= 500) {
        await response.body?.cancel();
        return { status: 'retry', error: `LSIM answered ${response.status}` };
      }
      if (!response.ok) {
        await response.body?.cancel();
        return { status: 'rejected', error: `LSIM answered ${response.status}` };
      }
      const parsed = answerSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) return { status: 'retry', error: 'LSIM answered something unexpected' };
      const { obj, errorCode, errorMessage } = parsed.data;
      const failed = errorCode !== null && errorCode !== undefined && String(errorCode) !== '0';
      if (failed || obj === null || obj === undefined) {
        return {
          status: 'retry',
          error: `LSIM error ${errorCode ?? '?'}: ${errorMessage ?? 'no transaction id'}`,
        };
      }
      return { status: 'accepted', messageId: String(obj) };
    },
  };
}
