import { useQueryClient } from '@tanstack/react-query';
import {
  CONVERSATION_STREAM_EVENT,
  isLanguage,
  notificationEventSchema,
  notificationStreamReadySchema,
} from '@oyna/shared';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { conversationKeys } from '../../../api/conversation-keys';
import { notificationKeys } from '../../../api/notification-keys';
import { API_BASE_URL } from '../../../lib/api-client';
import { getStreamTicket } from '../api/notifications';

const RETRY_MIN_MS = 2_000;
const RETRY_MAX_MS = 60_000;

function parse(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}

/**
 * Follows `GET /notifications/events` while the app shell is open: the bell's count and the
 * centre's lists change without a reload. EventSource cannot send the bearer token, so each
 * connection takes a fresh short-lived ticket; after an error the stream is opened again with
 * growing pauses, and on each (re)connection the lists are read again (what came meanwhile). A new
 * interface language opens it again in that language (and so reads the lists again in it).
 */
export function useNotificationStream(enabled: boolean): void {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const language = i18n.language;

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return undefined;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let stopped = false;
    let failures = 0;

    const retry = () => {
      source?.close();
      source = null;
      if (stopped) return;
      const delay = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** failures);
      failures += 1;
      timer = setTimeout(() => void open(), delay);
    };

    const open = async () => {
      let ticket: string;
      try {
        ticket = (await getStreamTicket()).ticket;
      } catch {
        retry();
        return;
      }
      if (stopped) return;
      const query = new URLSearchParams({ ticket, ...(isLanguage(language) && { language }) });
      source = new EventSource(`${API_BASE_URL}/notifications/events?${query.toString()}`);
      source.addEventListener('ready', (message: MessageEvent<string>) => {
        failures = 0;
        const ready = notificationStreamReadySchema.safeParse(parse(message.data));
        if (ready.success) queryClient.setQueryData(notificationKeys.unread(), ready.data.unread_count);
        void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
      });
      source.addEventListener('notification', (message: MessageEvent<string>) => {
        const event = notificationEventSchema.safeParse(parse(message.data));
        if (!event.success) return;
        queryClient.setQueryData(notificationKeys.unread(), event.data.unread_count);
        void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
      });
      // A conversation of mine changed (decision 89): its page, my list and my unread count are read again.
      source.addEventListener(CONVERSATION_STREAM_EVENT, () => {
        void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
      });
      // The ticket is short-lived: rather than let EventSource retry with it, take a new one.
      source.onerror = retry;
    };

    void open();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      source?.close();
    };
  }, [enabled, language, queryClient]);
}
