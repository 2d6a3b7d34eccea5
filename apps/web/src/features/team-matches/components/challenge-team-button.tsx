import SportsOutlinedIcon from '@mui/icons-material/SportsOutlined';
import Button from '@mui/material/Button';
import type { TeamDetail } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyTeams } from '../api/my-teams';
import { teamsThatMayChallenge } from '../lib/challenge-form';
import { ChallengeDialog } from './challenge-dialog';

/**
 * "Challenge" on another team's page, for a player who captains a team of their own (only captains
 * manage matches, decision 22); nothing otherwise.
 */
export function ChallengeTeamButton({ team }: { team: TeamDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const isOther = team.my_role === null;
  const myTeams = useMyTeams(isOther);
  const mine = teamsThatMayChallenge(myTeams.data ?? [], team);
  if (!isOther || mine.length === 0) return null;
  return (
    <>
      <Button
        variant="contained"
        startIcon={<SportsOutlinedIcon />}
        onClick={() => setOpen(true)}
        data-testid="challenge-team"
      >
        {t('team_matches.challenge.button')}
      </Button>
      {open ? <ChallengeDialog opponent={team} myTeams={mine} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
