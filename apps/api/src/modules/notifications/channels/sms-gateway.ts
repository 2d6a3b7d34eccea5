/** What an SMS gateway said about one message. */
export type SmsGatewayAnswer =
  | { status: 'accepted'; messageId: string }
  /** Worth trying again later: the gateway was unreachable, busy, or failed on its side. */
  | { status: 'retry'; error: string }
  /** Trying again cannot help: the number or the request was refused. */
  | { status: 'rejected'; error: string };

/**
 * An HTTP SMS gateway (one per provider; LSIM is the one implemented). `phone` is E.164
 * (+994XXXXXXXXX); `unicode` says the text needs UCS-2.
 */
export interface SmsGateway {
  readonly name: string;
  send(phone: string, text: string, options: { unicode: boolean }): Promise<SmsGatewayAnswer>;
}
