import { type Language, type Notification, type NotificationDraft, renderNotification } from '@oyna/shared';
import type { NotificationRow } from '../../db/schema.js';

/** A notification of the centre, written in the reader's language from its kind and payload. */
export function toNotificationResponse(row: NotificationRow, language: Language): Notification {
  const rendered = renderNotification(
    { kind: row.kind, payload: row.payload } as unknown as NotificationDraft,
    language,
  );
  return {
    id: row.id,
    kind: row.kind,
    title: rendered.title,
    body: rendered.body,
    link: rendered.link,
    urgent: row.urgent,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
    archived_at: row.archivedAt?.toISOString() ?? null,
  };
}
