import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import LoginIcon from '@mui/icons-material/Login';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Competition } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { withNext } from '../../../lib/safe-redirect';
import { useSessionStore } from '../../../lib/session/session-store';
import { useWithdrawTeam } from '../api/registration-mutations';
import { useEligibleTeams } from '../../../api/competitions';
import { blockedReason, splitEligible } from '../lib/registration';
import { MutationConfirmDialog } from '../../../components/mutation-confirm-dialog';
import { RegisterTeamDialog } from './register-team-dialog';
import { LinkButton } from '../../../components/link-button';

/**
 * While a competition registers: a visitor is asked to sign in; a captain registers a team or
 * withdraws one (before the deadline, refunded), with a confirmation.
 */
export function RegistrationPanel({ competition }: { competition: Competition }) {
  const { t } = useTranslation();
  const signedIn = useSessionStore((state) => state.isAuthenticated);
  const registering = competition.status === 'registering';
  // The moment the page opened: past the deadline the server refuses anyway, and says so.
  const [openedAt] = useState(() => Date.now());
  const beforeDeadline = new Date(competition.registration_deadline).getTime() > openedAt;
  const eligible = useEligibleTeams(competition.id, signedIn && registering);
  const withdraw = useWithdrawTeam(competition.id);
  const [open, setOpen] = useState(false);
  const [withdrawing, setWithdrawing] = useState<{ id: string; name: string } | null>(null);
  if (!registering) return null;
  if (!signedIn) {
    return (
      <LinkButton
        to={withNext('/login', `/tournaments/${competition.id}`)}
        variant="contained"
        startIcon={<LoginIcon />}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="competition-sign-in"
      >
        {t('competitions.register.sign_in')}
      </LinkButton>
    );
  }
  const items = eligible.data?.items ?? [];
  const { registered, canRegister, blocked } = splitEligible(items);
  if (eligible.isPending || (items.length === 0 && !competition.permissions.register)) {
    return competition.access === 'platinum' && eligible.data ? (
      <Alert severity="info">{t('competitions.register.platinum_only')}</Alert>
    ) : null;
  }
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="registration-panel">
      <Stack spacing={1.5}>
        {registered.map((item) => (
          <Stack
            key={item.team.id}
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
          >
            <Typography sx={{ fontWeight: 600 }} data-testid={`registered-${item.team.id}`}>
              {t('competitions.register.registered_as', { team: item.team.name })}
            </Typography>
            {beforeDeadline ? (
              <Button
                color="error"
                size="small"
                onClick={() => setWithdrawing({ id: item.team.id, name: item.team.name })}
                data-testid={`withdraw-${item.team.id}`}
              >
                {t('competitions.register.withdraw')}
              </Button>
            ) : null}
          </Stack>
        ))}
        {canRegister.length > 0 && beforeDeadline ? (
          <Button
            variant="contained"
            startIcon={<HowToRegOutlinedIcon />}
            onClick={() => setOpen(true)}
            sx={{ alignSelf: 'flex-start' }}
            data-testid="register-team"
          >
            {t('competitions.register.button')}
          </Button>
        ) : null}
        {blocked.map((item) => (
          <Alert key={item.team.id} severity="warning" data-testid={`registration-blocked-${item.team.id}`}>
            {t(`competitions.register.blocked.${blockedReason(item.problem)}`, {
              team: item.team.name,
              count: item.members,
              min: competition.squad_min,
            })}
            {blockedReason(item.problem) === 'competition_team_too_small' ? (
              // Under the text, not beside it: on a phone the sentence keeps the width.
              <Box sx={{ mt: 1 }}>
                <LinkButton
                  to={`/teams/${item.team.id}/members`}
                  color="inherit"
                  size="small"
                  variant="outlined"
                >
                  {t('competitions.register.blocked.invite_players')}
                </LinkButton>
              </Box>
            ) : null}
          </Alert>
        ))}
        {items.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('competitions.register.no_captain_teams')}
          </Typography>
        ) : null}
      </Stack>
      {open ? (
        <RegisterTeamDialog
          competition={competition}
          teams={canRegister}
          open
          onClose={() => setOpen(false)}
        />
      ) : null}
      <MutationConfirmDialog
        open={withdrawing !== null}
        title={t('competitions.register.withdraw_title', { team: withdrawing?.name ?? '' })}
        text={t('competitions.register.withdraw_body')}
        confirmLabel={t('competitions.register.withdraw_confirm')}
        danger
        mutation={withdraw}
        variables={withdrawing?.id ?? null}
        done={t('competitions.register.withdrawn')}
        onClose={() => setWithdrawing(null)}
      />
    </Paper>
  );
}
