import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_STREAM_TICKET_TTL_SECONDS } from '@oyna/shared';
import { z } from 'zod';

export interface StreamTicketClaims {
  userId: string;
  sessionId: string;
}

export interface StreamTickets {
  issue(claims: StreamTicketClaims, now?: Date): { ticket: string; expiresAt: Date };
  /** The claims of an untampered, unexpired ticket; null otherwise (the session is checked by the caller). */
  verify(ticket: string, now?: Date): StreamTicketClaims | null;
}

const uuid = z.uuid();

/**
 * Short-lived tickets that open the live notification stream from a browser's EventSource (which
 * cannot send the Authorization header): `user.session.expiry.signature`, HMAC-SHA256 under a key of
 * their own, derived from the server's secret. They open a read-only stream of the owner's own
 * notifications and nothing else.
 */
export function createStreamTickets(secret: string): StreamTickets {
  const key = createHmac('sha256', secret).update('oyna-notification-stream').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  return {
    issue({ userId, sessionId }, now = new Date()) {
      const expiresSeconds = Math.floor(now.getTime() / 1000) + NOTIFICATION_STREAM_TICKET_TTL_SECONDS;
      const body = `${userId}.${sessionId}.${expiresSeconds}`;
      return { ticket: `${body}.${sign(body)}`, expiresAt: new Date(expiresSeconds * 1000) };
    },
    verify(ticket, now = new Date()) {
      const parts = ticket.split('.');
      if (parts.length !== 4) return null;
      const [userId = '', sessionId = '', expires = '', signature = ''] = parts;
      const expected = Buffer.from(sign(`${userId}.${sessionId}.${expires}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 <= now.getTime()) return null;
      if (!uuid.safeParse(userId).success || !uuid.safeParse(sessionId).success) return null;
      return { userId, sessionId };
    },
  };
}
