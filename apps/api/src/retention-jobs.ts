import type { Db } from './db/database.js';
import { pruneAuditLog } from './modules/audit/prune-audit-log.js';
import { pruneAuthRecords } from './modules/auth/prune-auth-records.js';
import { pruneConversations } from './modules/conversations/prune-conversations.js';
import { pruneDevOutbox } from './modules/dev-outbox/prune-dev-outbox.js';
import { pruneStravaStates } from './modules/integrations/prune-strava-states.js';
import type { ClockJob } from './modules/notifications/notification-hooks.js';
import { pruneNotifications } from './modules/notifications/prune-notifications.js';

/** A clean-up runs at most this often in one process: the rows it deletes are days old anyway. */
const RETENTION_EVERY_MS = 60 * 60_000;

/**
 * Each module's clean-up of the rows past their retention (docs/decisions/0086-retention.md), on
 * the notification clock: at most hourly per process (two instances both running one changes
 * nothing, a deleted row is gone for both), never by the background timer under NODE_ENV=test.
 */
function retentionJob(name: string, prune: (db: Db, now: Date) => Promise<number>): ClockJob {
  let lastRun = 0;
  return {
    name,
    async run(db, at, { chosenNow, environment }) {
      if (!chosenNow && (environment === 'test' || at.getTime() - lastRun < RETENTION_EVERY_MS)) return 0;
      lastRun = at.getTime();
      return prune(db, at);
    },
  };
}

export const retentionClockJobs: readonly ClockJob[] = [
  retentionJob('retention_auth', pruneAuthRecords),
  retentionJob('retention_strava_states', pruneStravaStates),
  retentionJob('retention_notifications', pruneNotifications),
  retentionJob('retention_dev_outbox', pruneDevOutbox),
  retentionJob('retention_audit_log', pruneAuditLog),
  retentionJob('retention_conversations', pruneConversations),
];
