import { type DataExportSeries, type DataExportTeams, qepikToManat } from '@oyna/shared';
import { asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/database.js';
import { gameAlerts, gameSeries, seriesRegulars, teamMembers, teams } from '../../../db/schema.js';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** `teams.json`: every stint of the player in a team (a deleted team too), with the role. */
export async function exportTeams(db: DbExecutor, options: { userId: string }): Promise<DataExportTeams> {
  const rows = await db
    .select({ member: teamMembers, team: { id: teams.id, name: teams.name } })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, options.userId))
    .orderBy(asc(teamMembers.joinedAt));
  return {
    memberships: rows.map(({ member, team }) => ({
      team,
      role: member.role,
      joined_at: member.joinedAt.toISOString(),
      left_at: iso(member.leftAt),
      left_reason: member.leftReason,
    })),
  };
}

/** `series.json`: the weekly games the player asked to be a regular of, and their game alerts (no unsubscribe key). */
export async function exportSeries(db: DbExecutor, options: { userId: string }): Promise<DataExportSeries> {
  const regulars = await db
    .select({ regular: seriesRegulars, series: { id: gameSeries.id, title: gameSeries.title } })
    .from(seriesRegulars)
    .innerJoin(gameSeries, eq(gameSeries.id, seriesRegulars.seriesId))
    .where(eq(seriesRegulars.userId, options.userId))
    .orderBy(asc(seriesRegulars.consentedAt));
  const alerts = await db
    .select()
    .from(gameAlerts)
    .where(eq(gameAlerts.userId, options.userId))
    .orderBy(asc(gameAlerts.createdAt));
  return {
    regular_of: regulars.map(({ regular, series }) => ({
      series,
      status: regular.status,
      consented_at: regular.consentedAt.toISOString(),
      active_since: iso(regular.activeSince),
      notices_muted: regular.noticesMuted,
    })),
    alerts: alerts.map((alert) => ({
      id: alert.id,
      districts: alert.districts,
      weekdays: alert.weekdays,
      minute_from: alert.minuteFrom,
      minute_to: alert.minuteTo,
      format: alert.format,
      max_price: alert.maxPriceQepik === null ? null : qepikToManat(alert.maxPriceQepik),
      venue_id: alert.venueId,
      delivery: alert.delivery,
      status: alert.status,
      created_at: alert.createdAt.toISOString(),
    })),
  };
}
