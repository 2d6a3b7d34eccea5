import type { NotificationPayloads } from '@oyna/shared';
import type { DbExecutor } from '../../db/database.js';
import type { TeamMatchRow, TeamRow } from '../../db/schema.js';
import { notify } from '../notifications/notify.js';
import { teamManagerIds, teamMention } from '../teams/team-mentions.js';

type MatchKind = 'team_match_challenge' | 'team_match_accepted' | 'team_match_result_to_confirm';

/**
 * Tells one side of a team match (its captain and vice-captains, never the actor) about the match,
 * each once per `event` (the dedupe key's tail: the match's id, and for a result its score).
 */
export async function notifyTeamManagers<K extends MatchKind>(
  tx: DbExecutor,
  input: {
    kind: K;
    match: Pick<TeamMatchRow, 'id' | 'startsAt'>;
    team: Pick<TeamRow, 'id' | 'name'>;
    opponent: Pick<TeamRow, 'name'>;
    actorId: string;
    now: Date;
    event?: string;
    extra?: Omit<NotificationPayloads[K], keyof NotificationPayloads['team_match_challenge']>;
  },
): Promise<void> {
  const payload = {
    ...teamMention(input.team),
    team_match_id: input.match.id,
    opponent_name: input.opponent.name,
    starts_at: input.match.startsAt.toISOString(),
    ...input.extra,
  } as NotificationPayloads[K];
  for (const manager of await teamManagerIds(tx, input.team.id)) {
    if (manager === input.actorId) continue;
    const tail = input.event ? `:${input.event}` : '';
    await notify(tx, manager, { kind: input.kind, payload } as Parameters<typeof notify>[2], {
      dedupeKey: `${input.kind}:${input.match.id}:${manager}${tail}`,
      now: input.now,
    });
  }
}
