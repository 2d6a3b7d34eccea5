import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TeamDetail } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { toast } from '../../../lib/toast';
import { toastOutcome } from '../../../lib/toast-outcome';
import { useUpdateTeam } from '../api/manage-team';
import { formServerErrors } from '../../../lib/form-errors';
import { teamFormFrom } from '../lib/team-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TeamForm } from './team-form';
import { TeamLogoField } from './team-logo-field';
import { useTeamExit } from './use-team-exit';

/** The captain's settings: edit the team, its logo, make it inactive or active again, delete it. */
export function TeamSettingsTab({ team }: { team: TeamDetail }) {
  const { t } = useTranslation();
  const update = useUpdateTeam(team.id);
  const status = useUpdateTeam(team.id);
  const exit = useTeamExit(team);
  const [pausing, setPausing] = useState(false);
  const server = formServerErrors(update.error, t('errors.generic'));
  const next = team.status === 'active' ? 'inactive' : 'active';

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 880 }}>
      <TeamForm
        key={team.updated_at}
        initial={teamFormFrom(team)}
        logoUrl={team.logo_url}
        submitLabel={t('teams.form.save')}
        submitting={update.isPending}
        serverErrors={server.fields}
        serverError={server.message}
        onSubmit={(body) => update.mutate(body, { onSuccess: () => toast.success(t('teams.form.saved')) })}
      />
      <TeamLogoField team={team} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '16px', borderColor: 'error.main' }}>
        <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
          {t('teams.settings.danger_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t(`teams.settings.make_${next}_text`)}
        </Typography>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            color="warning"
            onClick={() => setPausing(true)}
            data-testid="team-toggle-status"
          >
            {t(`teams.settings.make_${next}`)}
          </Button>
          {team.permissions.delete ? (
            <Button
              variant="contained"
              color="error"
              onClick={() => exit.ask('delete')}
              data-testid="team-delete"
            >
              {t('teams.exit.delete')}
            </Button>
          ) : null}
        </Stack>
      </Paper>
      <ConfirmDialog
        open={pausing}
        title={t(`teams.settings.make_${next}`)}
        text={t(`teams.settings.make_${next}_text`)}
        confirmLabel={t(`teams.settings.make_${next}`)}
        busy={status.isPending}
        onClose={() => setPausing(false)}
        onConfirm={() =>
          status.mutate(
            { status: next },
            { ...toastOutcome(t, t(`teams.settings.now_${next}`)), onSettled: () => setPausing(false) },
          )
        }
      />
      {exit.dialog}
    </Stack>
  );
}
