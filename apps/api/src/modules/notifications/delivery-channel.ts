import type { Language, NotificationKind, RenderedNotification, SendingChannel } from '@oyna/shared';
import type { DbExecutor } from '../../db/database.js';

/** Who a message goes to, as the dispatcher read them just before sending. */
export interface Recipient {
  userId: string;
  firstName: string;
  email: string | null;
  phone: string | null;
  /** The language of messages: the player's choice in the settings, else the account's. */
  language: Language;
}

/** One message for one channel, written in the recipient's language. */
export interface OutgoingMessage {
  deliveryId: string;
  notificationId: string;
  kind: NotificationKind;
  urgent: boolean;
  recipient: Recipient;
  rendered: RenderedNotification;
  /** What the notification was written from (a channel with fixed templates fills their variables from it). */
  payload?: Record<string, unknown>;
  /** The absolute URL of the page it is about (PUBLIC_URL + the link). */
  url: string;
  /** The absolute one-click unsubscribe URL (RFC 8058) of a kind that has one (a game alert). */
  unsubscribeUrl?: string | null;
}

/**
 * How a send ended: `sent`; `retry` for a passing failure (a timeout, a 5xx, a refused connection);
 * `failed` when trying again cannot help (the address is gone, the bot is blocked).
 */
export type SendOutcome =
  | { status: 'sent'; providerId?: string | null }
  | { status: 'retry'; error: string }
  | { status: 'failed'; error: string };

/**
 * A way to reach players besides the in-app centre. Each is behind this interface so the
 * dispatcher does not know email from Telegram, and each is tested against a local peer that speaks
 * its real protocol.
 */
export interface DeliveryChannel {
  readonly name: SendingChannel;
  /** Whether this server is set up to deliver on the channel (its environment variables). */
  readonly configured: boolean;
  /** Kept in the development outbox instead of sent (decision 50): configured, yet nothing leaves. */
  readonly capturing?: boolean;
  /** Of these players, the ones the channel can reach now (an address, a linked chat, a subscription). */
  reachable(db: DbExecutor, userIds: readonly string[]): Promise<Set<string>>;
  send(message: OutgoingMessage, db: DbExecutor): Promise<SendOutcome>;
  /** Closes connections (SMTP pool, HTTP agents) when the app stops. */
  close?(): Promise<void>;
}
