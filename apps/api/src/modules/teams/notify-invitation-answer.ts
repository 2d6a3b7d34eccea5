import type { DbExecutor } from '../../db/database.js';
import type { TeamInvitationRow, TeamRow } from '../../db/schema.js';
import { notify } from '../notifications/notify.js';
import { playerName, teamManagerIds, teamMention } from './team-mentions.js';

/**
 * Tells whoever sent an invitation, and the team's captain and vice-captains, that the invited
 * player accepted or declined it (not the player themself), once per invitation and recipient.
 */
export async function notifyInvitationAnswer(
  tx: DbExecutor,
  input: {
    team: Pick<TeamRow, 'id' | 'name'>;
    invitation: Pick<TeamInvitationRow, 'id' | 'invitedBy'>;
    playerId: string;
    answer: 'accept' | 'decline';
    now: Date;
  },
): Promise<void> {
  const kind = input.answer === 'accept' ? 'team_invitation_accepted' : 'team_invitation_declined';
  const payload = { ...teamMention(input.team), player_name: await playerName(tx, input.playerId) };
  const recipients = new Set([input.invitation.invitedBy, ...(await teamManagerIds(tx, input.team.id))]);
  recipients.delete(input.playerId);
  for (const recipient of recipients)
    await notify(
      tx,
      recipient,
      { kind, payload },
      { dedupeKey: `${kind}:${input.invitation.id}:${recipient}`, now: input.now },
    );
}
