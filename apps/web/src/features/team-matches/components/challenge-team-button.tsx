import SportsOutlinedIcon from '@mui/icons-material/SportsOutlined';
import type { TeamDetail } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { DialogButton } from '../../../components/dialog-button';
import { useMyTeams } from '../api/my-teams';
import { teamsThatMayChallenge } from '../lib/challenge-form';
import { ChallengeDialog } from './challenge-dialog';

/**
 * "Challenge" on another team's page, for a player who captains a team of their own (only captains
 * manage matches, decision 22); nothing otherwise.
 */
export function ChallengeTeamButton({ team }: { team: TeamDetail }) {
  const { t } = useTranslation();
  const isOther = team.my_role === null;
  const myTeams = useMyTeams(isOther);
  const mine = teamsThatMayChallenge(myTeams.data ?? [], team);
  if (!isOther || mine.length === 0) return null;
  return (
    <DialogButton
      variant="contained"
      startIcon={<SportsOutlinedIcon />}
      testId="challenge-team"
      label={t('team_matches.challenge.button')}
      dialog={(close) => <ChallengeDialog opponent={team} myTeams={mine} onClose={close} />}
    />
  );
}
