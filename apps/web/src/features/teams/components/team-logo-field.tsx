import UploadOutlinedIcon from '@mui/icons-material/UploadOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TeamDetail } from '@oyna/shared';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useUploadTeamLogo } from '../api/manage-team';
import { TeamBadge } from './team-badge';

/** The captain uploads a JPG or PNG logo; the server checks, squares and re-encodes it. */
export function TeamLogoField({ team }: { team: TeamDetail }) {
  const { t } = useTranslation();
  const upload = useUploadTeamLogo(team.id);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '16px' }}>
      <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 2 }}>
        {t('teams.form.logo')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TeamBadge
          name={team.name}
          logoUrl={team.logo_url}
          primaryColor={team.primary_color}
          secondaryColor={team.secondary_color}
          size={72}
        />
        <Button
          component="label"
          variant="outlined"
          startIcon={<UploadOutlinedIcon />}
          loading={upload.isPending}
        >
          {t('teams.form.logo_upload')}
          <input
            hidden
            type="file"
            accept="image/jpeg,image/png"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              upload.mutate(file, {
                onSuccess: () => toast.success(t('teams.form.logo_saved')),
                onError: (error) => toast.error(errorMessage(error, (key) => t(key))),
              });
            }}
          />
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('teams.form.logo_hint')}
        </Typography>
      </Stack>
    </Paper>
  );
}
