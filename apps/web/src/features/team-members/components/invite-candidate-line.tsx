import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { InviteCandidate } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { PlayerLine } from './player-line';

/**
 * A player found in the invite dialog, with what tells namesakes apart: photo, position, the
 * district they usually play in and the games played with the inviter (each only when the
 * player's privacy shows it), and the button "Dəvət et", named with the player.
 */
export function InviteCandidateLine({
  player,
  disabled,
  onInvite,
}: {
  player: InviteCandidate;
  disabled: boolean;
  onInvite: () => void;
}) {
  const { t } = useTranslation();
  const name = `${player.first_name} ${player.last_name}`;
  const facts = [
    player.district
      ? t('teams.invite_player.plays_in', { district: t(`districts.${player.district}`) })
      : null,
    player.games_together === null
      ? null
      : player.games_together === 0
        ? t('teams.invite_player.no_games_together')
        : t('teams.invite_player.games_together', { count: player.games_together }),
  ].filter((fact) => fact !== null);
  return (
    <PlayerLine
      player={player}
      detail={
        facts.length > 0 ? (
          <Typography variant="body2" color="text.secondary" data-testid="invite-candidate-facts">
            {facts.join(' · ')}
          </Typography>
        ) : null
      }
      end={
        <Button
          size="small"
          variant="outlined"
          disabled={disabled}
          aria-label={t('teams.invite_player.invite_named', { name })}
          data-testid="invite-candidate"
          onClick={onInvite}
          sx={{ flexShrink: 0 }}
        >
          {t('teams.invite_player.invite')}
        </Button>
      }
    />
  );
}
