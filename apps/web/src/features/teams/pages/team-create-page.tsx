import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { useCreateTeam } from '../api/manage-team';
import { TeamForm } from '../components/team-form';
import { emptyTeamForm } from '../lib/team-form';
import { formServerErrors } from '../../../lib/form-errors';
import { BackLinkButton } from '../../../components/back-link-button';

/** `/teams/create`: a new team; the creator becomes its captain and lands on its page. */
export function TeamCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateTeam();
  const server = formServerErrors(create.error, t('errors.generic'));
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 880 }}>
      <title>{`${t('teams.form.create_title')} · ${t('common.app_name')}`}</title>
      <BackLinkButton to="/teams">{t('teams.back_to_list')}</BackLinkButton>
      <Typography variant="h1">{t('teams.form.create_title')}</Typography>
      <TeamForm
        initial={emptyTeamForm}
        submitLabel={t('teams.form.create')}
        submitting={create.isPending}
        serverErrors={server.fields}
        serverError={server.message}
        onCancel={() => void navigate('/teams')}
        onSubmit={(body) =>
          create.mutate(body, {
            onSuccess: (team) => {
              toast.success(t('teams.form.created', { name: team.name }));
              void navigate(`/teams/${team.id}`);
            },
          })
        }
      />
    </Stack>
  );
}
